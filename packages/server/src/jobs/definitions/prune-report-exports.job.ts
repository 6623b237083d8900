import { z } from 'zod';
import { deleteExpiredExports } from '../../areas/reports/report-export.store';
import { defineJob } from '../job-definition';

export const pruneReportExportsJob = defineJob({
  name: 'prune-report-exports',
  description: 'Deletes expired report exports and their files.',
  payload: z.object({}).strict(),
  schedule: '43 * * * *',
  retry: { limit: 2, backoffSeconds: 60 },
  handler: async (_payload, context) => {
    const deleted = await deleteExpiredExports(context.db);
    if (deleted === 0) return 'idle';
    context.log.info({ deleted }, 'expired report exports deleted');
    return undefined;
  },
});
