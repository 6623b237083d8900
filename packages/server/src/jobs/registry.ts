import { deliverMessagesJob } from './definitions/deliver-messages.job';
import { deliverWebhooksJob } from './definitions/deliver-webhooks.job';
import { profileDescriberRemindersJob } from './definitions/profile-describer-reminders.job';
import { profileQuickReportBulkJob } from './definitions/profile-quick-report-bulk.job';
import { profileReleaseReportsJob } from './definitions/profile-release-reports.job';
import { profileReportCacheJob } from './definitions/profile-report-cache.job';
import { pruneJobHistoryJob } from './definitions/prune-job-history.job';
import { expireTractionPlanLocksJob } from './definitions/expire-traction-plan-locks.job';
import { prunePdfBatchesJob } from './definitions/prune-pdf-batches.job';
import { exportReportJob } from './definitions/export-report.job';
import { pruneReportExportsJob } from './definitions/prune-report-exports.job';
import { renderPdfBatchJob } from './definitions/render-pdf-batch.job';
import {
  eventCoachingSessionJob,
  eventInitialCoachingJob,
  eventMakeupJob,
  eventRemindersJob,
  eventStatusUpdatesJob,
  eventSummaryJob,
} from './definitions/event-notifications.job';
import { processCheckupsJob } from './definitions/process-checkups.job';
import { checkupStatusUpdatesJob } from './definitions/checkup-status-updates.job';
import { contentSeriesReleaseJob } from './definitions/content-series-release.job';
import { contentTrendingMetricsJob } from './definitions/content-trending-metrics.job';
import { contentFileCleanupJob } from './definitions/content-file-cleanup.job';
import { surveyInvitationsJob } from './definitions/survey-invitations.job';
import { surveyRemindersJob } from './definitions/survey-reminders.job';
import type { JobDefinition } from './job-definition';

/** Every job of the portal; a feature adds its `definitions/<name>.job.ts` here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  deliverMessagesJob,
  deliverWebhooksJob,
  pruneJobHistoryJob,
  expireTractionPlanLocksJob,
  renderPdfBatchJob,
  prunePdfBatchesJob,
  exportReportJob,
  pruneReportExportsJob,
  profileReleaseReportsJob,
  profileDescriberRemindersJob,
  profileQuickReportBulkJob,
  profileReportCacheJob,
  eventRemindersJob,
  eventInitialCoachingJob,
  eventCoachingSessionJob,
  eventStatusUpdatesJob,
  eventSummaryJob,
  eventMakeupJob,
  processCheckupsJob,
  checkupStatusUpdatesJob,
  contentTrendingMetricsJob,
  contentSeriesReleaseJob,
  contentFileCleanupJob,
  surveyInvitationsJob,
  surveyRemindersJob,
];
