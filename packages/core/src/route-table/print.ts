import type { RouteDef } from '../routes.types';
import { route } from './define';

const print = { anonymous: true, layout: 'print' } as const;
const growth = ['assessments', 'growthAssessment'] as const;

/**
 * Print views: anonymous because the PDF renderer opens them without a session; the `printKey`
 * in the path is what authorises them.
 */
export const PRINT_ROUTES: readonly RouteDef[] = [
  route('printTractionPlan', 'print/tractionplan/:printKey/:tpCode', 'any', print),
  route(
    'printTractionCheckup',
    'print/tractionCheckup/:printKey/:checkupParticipantId',
    'any',
    print,
  ),
  route('printCheckupReport', 'print/checkupReport/:printKey/:checkupParticipantId', 'any', print),
  route('printExcel', 'print/excel/:printKey/:checkupParticipantId', 'any', print),
  route('printReport', 'print/report/:printKey/:reportCode/:view?', 'any', print),
  route(
    'printReportByParticipant',
    'print/reportByParticipant/:printKey/:participantId/:view?',
    'any',
    print,
  ),
  route('printContent', 'print/content/:printKey/:code', 'any', print),
  route('printTeam', 'print/team/:printKey/:userGroupId/:reportId/:view?', 'any', print),
  route('printEventCertificate', 'print/eventCertificate/:printKey/:participantId', 'any', print),
  route(
    'printCrmAccountCertificate',
    'print/crmAccountCertificate/:printKey/:crmAccountId/:certificateTemplateId',
    'any',
    print,
  ),
  // surveyDataId: the completed response's id; the print key signed for it is what opens it.
  route(
    'printPremiumSurveyResults',
    'print/premiumSurveyResults/:printKey/:surveyDataId',
    'any',
    print,
  ),
  route('printClientResults', 'print/clientResults/:printKey/:crmAccountId', 'any', print),
  // `:id` is a completed assessment: the summary is its account's series of its definition.
  route('printGrowthAssessmentSummary', 'print/growthAssessmentSummary/:printKey/:id', 'any', {
    ...print,
    feature: growth,
  }),
  route('printGrowthAssessmentReport', 'print/growthAssessmentReport/:printKey/:id', 'any', {
    ...print,
    feature: growth,
  }),
];
