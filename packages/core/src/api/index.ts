import type { AnyEndpoint } from './endpoint';
import { appPageApi } from './apppage';
import { pageEditApi } from './page-edit';
import { crmAccountApi } from './crmaccount';
import { documentsApi } from './documents';
import { healthApi } from './health';
import { hubApi } from './hub';
import { eventApi } from './event';
import { eventAdminApi } from './event-admin';
import { eventCatalogApi } from './eventcatalog';
import { feedbackFormatApi } from './feedbackformat';
import { insightsReportApi } from './insights-report';
import { jobsApi } from './jobs';
import { messageTemplateApi } from './messagetemplate';
import { messagingApi } from './messaging';
import { notesApi } from './notes';
import { surveyResultsApi } from './survey-results';
import { participantApi } from './participant';
import { profileAttachmentApi } from './profile-attachment';
import { profileDescriberApi } from './profile-describer';
import { profileInstrumentApi } from './profile-instrument';
import { profileParticipantApi } from './profile-participant';
import { profileReportApi } from './profile-report';
import { reportsApi } from './reports';
import { resourceGroupApi } from './resourcegroup';
import { contentAlertApi, subscriptionApi } from './subscription';
import { contentVersionApi } from './content-versions';
import { tractionPlanApi } from './tractionplan';
import { tractionPlanCheckupApi } from './tractionplancheckup';
import { userAccountApi } from './useraccount';
import { userAccountAdminApi } from './useraccount-admin';
import { userAccountMetricsApi } from './useraccountmetrics';
import { authApi, authInteractionApi, inviteCodeApi } from './auth';
import { securityAdminApi } from './security-admin';
import { systemConfigApi } from './systemconfig';
import { devUtilApi } from './devutil';
import { userGroupApi } from './usergroup';
import { webConfigApi } from './webconfig';
import { unsubscribeApi } from './unsubscribe';
import { webhooksApi } from './webhooks';
import { surveyReleasesApi } from './survey-releases';
import { surveyTakeApi } from './survey-take';
import { surveyTeamsApi } from './survey-teams';
import { surveyDefinitionApi } from './survey-definitions';
import { assessmentApi } from './assessments';
import { surveyAwardsApi } from './survey-awards';
import { surveyPremiumApi } from './survey-premium';
import { surveyContentApi } from './survey-content';

/**
 * The API contract: every endpoint defined in core, by area. The areas not listed here are
 * still registered by hand on the server (their routes are described from the registered route
 * and its rule only); see docs/architecture.md, "The API contract".
 */
export const API_CONTRACT = {
  apppage: { ...appPageApi, ...pageEditApi },
  assessment: assessmentApi,
  auth: authApi,
  signin: authInteractionApi,
  invitecode: inviteCodeApi,
  securityadmin: securityAdminApi,
  crmaccount: crmAccountApi,
  documents: documentsApi,
  health: healthApi,
  hub: hubApi,
  event: { ...eventApi, ...eventAdminApi },
  eventcatalog: eventCatalogApi,
  feedbackformat: feedbackFormatApi,
  insightsreport: insightsReportApi,
  jobs: jobsApi,
  messagetemplate: messageTemplateApi,
  messaging: messagingApi,
  notes: notesApi,
  participant: participantApi,
  profileattachment: profileAttachmentApi,
  profiledescriberfeedback: profileDescriberApi,
  profileinstrument: profileInstrumentApi,
  profileparticipant: profileParticipantApi,
  profilereport: profileReportApi,
  reports: reportsApi,
  resourcegroup: { ...resourceGroupApi, ...contentAlertApi },
  subscription: subscriptionApi,
  survey: {
    ...surveyDefinitionApi,
    ...surveyReleasesApi,
    ...surveyTakeApi,
    ...surveyResultsApi,
    ...surveyTeamsApi,
    ...surveyAwardsApi,
    ...surveyPremiumApi,
    ...surveyContentApi,
  },
  contentversions: contentVersionApi,
  systemconfig: systemConfigApi,
  devutil: devUtilApi,
  tractionplan: tractionPlanApi,
  tractionplancheckup: tractionPlanCheckupApi,
  unsubscribe: unsubscribeApi,
  useraccount: { ...userAccountApi, ...userAccountAdminApi },
  useraccountmetrics: userAccountMetricsApi,
  usergroup: userGroupApi,
  webconfig: webConfigApi,
  webhooks: webhooksApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export type ContractArea = keyof typeof API_CONTRACT;

/** Every endpoint of the contract with its area and name. */
export function contractEndpoints(): { area: ContractArea; name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(API_CONTRACT).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({
      area: area as ContractArea,
      name,
      endpoint,
    })),
  );
}
