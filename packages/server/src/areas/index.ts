import type { FastifyInstance } from 'fastify';
import type { BrandKey } from '@portal/core';
import type { DatabaseHandle } from '../db/database';
import type { Jobs } from '../jobs/jobs';
import type { Hub } from '../realtime/hub';
import { registerOpenApiRoutes } from '../openapi/openapi.routes';
import { registerAppPageRoutes } from './apppage/apppage.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerAccountsAreas } from './accounts-areas';
import { registerEventsAreas } from './events-areas';
import { registerCheckupAreas } from './tractionplancheckup/checkup-areas';
import { registerDevUtilRoutes } from './devutil/devutil.routes';
import { registerDocumentsRoutes } from './documents/documents.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerHubRoutes } from './hub/hub.routes';
import { registerInviteCodeRoutes } from './invite-code/invite-code.routes';
import { registerJobsRoutes } from './jobs/jobs.routes';
import { registerMessageTemplateRoutes } from './messagetemplate/messagetemplate.routes';
import { registerMessagingRoutes } from './messaging/messaging.routes';
import { registerSecurityAdminRoutes } from './security-admin/security-admin.routes';
import { registerSystemConfigRoutes } from './systemconfig/systemconfig.routes';
import { registerTractionPlanAdminRoutes } from './tractionplan/tractionplan-admin.routes';
import { registerTractionPlanDocumentRoutes } from './tractionplan/tractionplan-documents.routes';
import { registerTractionPlanRoutes } from './tractionplan/tractionplan.routes';
import { registerUserAccountRoutes } from './useraccount/useraccount.routes';
import { registerWebConfigRoutes } from './webconfig/webconfig.routes';
import { registerUnsubscribeRoutes } from './unsubscribe/unsubscribe.routes';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes';
import { registerCheckupFeedbackAreas } from './tractionplancheckup/checkup-feedback-areas';
import { registerFeedbackFormatRoutes } from './feedbackformat/feedbackformat.routes';
import type { WebConfigCache } from './webconfig/webconfig.service';
// 360 profile
import { registerInsightsRoutes } from './insights-report/insights.routes';
import { registerAttachmentRoutes } from './profile-attachment/attachment.routes';
import { registerDescriberRoutes } from './profile-describer/describer.routes';
import { registerInstrumentRoutes } from './profile-instrument/instrument.routes';
import { registerParticipantRoutes } from './profile-participant/participant.routes';
import { registerReportRoutes } from './profile-report/report.routes';
import { registerReportsRoutes } from './reports/reports.routes';
import { registerResourceGroupRoutes } from './resourcegroup/resourcegroup.routes';
import { withNewItemAlerts } from './subscription/content-alert.service';
import { registerSubscriptionRoutes } from './subscription/subscription.routes';
import { registerSurveyReleasesRoutes } from './survey/survey-releases.routes';
import { registerSurveyTakeRoutes } from './survey/survey-take.routes';
import { registerSurveyAwardsRoutes } from './survey/survey-awards.routes';
import { registerSurveyDefinitionRoutes } from './survey/survey-definitions.routes';
import { registerSurveyResultsRoutes } from './survey/survey-results.routes';
import { registerSurveyTeamsRoutes } from './survey/survey-teams.routes';
import { registerAssessmentRoutes } from './assessment/assessment.routes';
import { registerSurveyPremiumRoutes } from './survey/survey-premium.routes';
import { registerSurveyContentRoutes } from './survey/survey-content.routes';
import { inviteToContentSurveys } from './survey/survey-content.service';

/** What the areas are given once at start-up (not a request's context: the services they share). */
export type AreaContext = {
  database: DatabaseHandle;
  webConfig: WebConfigCache;
  hub: Hub;
  jobs: Jobs;
};

/** Every API area, registered in this one place. */
export function registerAreas(app: FastifyInstance, context: AreaContext): void {
  const { db } = context.database;
  // Open browsers reload the configuration, and every instance drops its copy (see startHub).
  const configChanged = (brand: BrandKey) =>
    void context.hub.send({ to: { brand }, event: { name: 'AppConfigUpdated' } });
  registerHealthRoutes(app, context.database);
  registerOpenApiRoutes(app);
  registerWebConfigRoutes(app, db, context.webConfig, configChanged);
  registerAppPageRoutes(app, db, context.webConfig, configChanged);
  registerHubRoutes(app, context.hub);
  registerDevUtilRoutes(app);
  registerMessagingRoutes(app, db);
  registerMessageTemplateRoutes(app, db);
  registerUnsubscribeRoutes(app, db);
  registerAuthRoutes(app, db);
  registerSecurityAdminRoutes(app, db);
  registerSystemConfigRoutes(app, db, context.webConfig, configChanged);
  registerInviteCodeRoutes(app, db);
  registerUserAccountRoutes(app, db);
  registerJobsRoutes(app, db, context.jobs);
  registerWebhooksRoutes(app, db);
  registerTractionPlanRoutes(app, db);
  registerTractionPlanAdminRoutes(app, db);
  registerTractionPlanDocumentRoutes(app, db);
  registerAccountsAreas(app, db);
  registerEventsAreas(app, db);
  registerDocumentsRoutes(app, db);
  registerProfileAreas(app, db);
  registerFeedbackFormatRoutes(app, db);
  registerCheckupFeedbackAreas(app, db);
  registerCheckupAreas(app, db);
  // Items added to an active group with alerts on are announced to its subscribers; an item a
  // series releases to a member invites them to its survey sections' surveys.
  registerResourceGroupRoutes(
    app,
    db,
    (ctx, groupId, change) => withNewItemAlerts({ ...ctx, hub: app.portal.hub }, groupId, change),
    inviteToContentSurveys,
  );
  registerSubscriptionRoutes(app, db);
  registerReportsRoutes(app, db);
  registerSurveyReleasesRoutes(app, db);
  registerSurveyTakeRoutes(app, db);
  registerSurveyAwardsRoutes(app, db);
  registerSurveyDefinitionRoutes(app, db);
  registerSurveyResultsRoutes(app, db);
  registerSurveyTeamsRoutes(app, db);
  registerAssessmentRoutes(app, db);
  registerSurveyPremiumRoutes(app, db);
  registerSurveyContentRoutes(app, db);
}

/** The 360 profile's areas. */
function registerProfileAreas(app: FastifyInstance, db: AreaContext['database']['db']): void {
  registerInstrumentRoutes(app, db);
  registerParticipantRoutes(app, db);
  registerDescriberRoutes(app, db);
  registerReportRoutes(app, db);
  registerInsightsRoutes(app, db);
  registerAttachmentRoutes(app, db);
}
