import { deliverMessagesJob } from './definitions/deliver-messages.job';
import { deliverWebhooksJob } from './definitions/deliver-webhooks.job';
import { pruneJobHistoryJob } from './definitions/prune-job-history.job';
import { prunePdfBatchesJob } from './definitions/prune-pdf-batches.job';
import { renderPdfBatchJob } from './definitions/render-pdf-batch.job';
import type { JobDefinition } from './job-definition';

/** Every job of the portal; a feature adds its `definitions/<name>.job.ts` here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  deliverMessagesJob,
  deliverWebhooksJob,
  pruneJobHistoryJob,
  renderPdfBatchJob,
  prunePdfBatchesJob,
];
