import { PLAN_REVIEW_FEATURES } from '../domain/traction-plan';
import type { RouteDef } from '../routes.types';
import { route } from './define';

const open = { anonymous: true } as const;
/** Survey and feedback pages taken by people without an account: no drawer, no toolbar menu. */
const bare = { anonymous: true, layout: 'bare' } as const;
const awardSurvey = { ...bare, feature: 'awardSurvey' } as const;

/** Routes that visitors who are not signed in may open (spec: "Anonymous-allowed"). */
export const ANONYMOUS_ROUTES: readonly RouteDef[] = [
  route('feedbackCheckup', 'feedback/checkup/:surveyCode', 'any', {
    ...bare,
    feature: 'tractionCheckup',
  }),
  route('reviewPlan', 'review/plan/:idType/:id', 'any', { ...open, feature: PLAN_REVIEW_FEATURES }),
  route('reviewPlanBuilder', 'review/planBuilder/review/:idType?/:id?', 'any', {
    ...open,
    feature: PLAN_REVIEW_FEATURES,
  }),
  route('feedbackDescriber', 'feedback/describer/:surveyCode', 'any', bare),
  // Visitors see the items marked public; everything else answers not found.
  route('content', 'content/:code', 'any', {
    ...open,
    children: [route('contentView', 'view/:contentId/:sectionHash?', 'any', open)],
  }),
  route(
    'contentSection',
    'contentsection/resources/:code/view/:contentId/:sectionHash',
    'any',
    open,
  ),
  route('support', 'support', 'any', { ...open, feature: 'supportForm', menu: true }),
  // An e-mail's one-click answer, then the rest of the survey (the survey code is the credential).
  route('survey', 'survey/:surveyId/:userAccountId/:questionIndex?/:questionResponse?', 'any', {
    ...bare,
    feature: 'mySurveys',
  }),
  // An award link's survey (`?code=`, the credential), then the thank-you for its type.
  route('awardSurvey', 'awardsurvey', 'any', awardSurvey),
  route('awardSurveyCompleted', 'awardsurveycompleted', 'any', awardSurvey),
  route('awardSurveyCompletedStudent', 'awardsurveycompletedstudent', 'any', awardSurvey),
  // A member's alignment survey by its code (`?code=`); signed in without one, the groups they lead.
  route('teamAlignment', 'teamAlignment', 'any', { ...bare, feature: 'teamAlignment' }),
  // A scorecard release by its short code (`?survey=`), answered with the public survey's calls,
  // then its report by the response's key.
  route('aTeamScorecard', 'aTeamScorecard', 'any', {
    ...bare,
    feature: ['teamScorecard', 'publicSurvey'],
  }),
  route(
    'aTeamScorecardReportPublic',
    'publicReports/aTeamScorecardReportPublic/:surveyDataId?',
    'any',
    { ...bare, feature: 'teamScorecard' },
  ),
  route('surveys', 'surveys/:surveyCode/:surveyDataId?', 'any', { ...bare, feature: 'mySurveys' }),
  route('publicSurvey', 'public-survey/:shortCode', 'any', { ...bare, feature: 'publicSurvey' }),
  route(
    'unsubscribe',
    'unsubscriberg/:unsubResult/:rgName/:rgId/:uaId/:userConfirmed/:messageType?',
    'any',
    bare,
  ),
  route('shortUrl', 'squrl/:code/*', 'any', { ...bare, feature: 'shortUrls' }),
];

/**
 * The contact-us addresses, which send the browser to the brand's contact page, and the
 * catch-all for unknown paths, which must stay last in the table.
 */
export const EDGE_ROUTES: readonly RouteDef[] = [
  route('contactUs', 'contact-us', 'any', { anonymous: true, layout: 'bare', external: 'contact' }),
  route('contact', 'contact', 'any', { anonymous: true, layout: 'bare', external: 'contact' }),
  route('notFound', '*', 'any', { anonymous: true }),
];
