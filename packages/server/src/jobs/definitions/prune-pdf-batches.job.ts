import { z } from 'zod';
import { deleteExpiredBatches } from '../../documents/pdf-batch.store';
import { defineJob } from '../job-definition';

export const prunePdfBatchesJob = defineJob({
  name: 'prune-pdf-batches',
  description: 'Deletes expired PDF batches and their PDFs.',
  payload: z.object({}).strict(),
  schedule: '41 * * * *',
  retry: { limit: 2, backoffSeconds: 60 },
  handler: async (_payload, context) => {
    const deleted = await deleteExpiredBatches(context.db);
    if (deleted === 0) return 'idle';
    context.log.info({ deleted }, 'expired PDF batches deleted');
    return undefined;
  },
});
