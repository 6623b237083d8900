import { z } from 'zod';
import { removeUnusedFiles } from '../../areas/resourcegroup/content-file-manager.service';
import { fileStoreOf } from '../../storage/file-store';
import { defineJob } from '../job-definition';

/** Hourly at minute 35: the library's files no item has used for a day, rows and bytes. */
export const contentFileCleanupJob = defineJob({
  name: 'content-file-cleanup',
  description: 'Deletes the content library files that no item has used for a day.',
  payload: z.object({}).strict(),
  schedule: '35 * * * *',
  retry: { limit: 2, backoffSeconds: 120 },
  handler: async (_payload, context) => {
    const deleted = await removeUnusedFiles(context.db, fileStoreOf(context.config), new Date());
    if (deleted === 0) return 'idle';
    context.log.info({ deleted }, 'unused content files deleted');
    return undefined;
  },
});
