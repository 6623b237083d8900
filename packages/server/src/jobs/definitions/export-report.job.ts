import { z } from 'zod';
import { EXPORT_REPORT_JOB, runReportExport } from '../../areas/reports/report-export.service';
import { defineJob } from '../job-definition';

/** One background report export (areas/reports/report-export.service.ts): writes its file. */
export const exportReportJob = defineJob({
  name: EXPORT_REPORT_JOB,
  description: 'Writes a long report to a CSV or Excel file, telling its progress as it goes.',
  payload: z.object({ exportId: z.uuid() }).strict(),
  retry: { limit: 2, backoffSeconds: 30 },
  handler: async (payload, context) => {
    await runReportExport(context.db, context.log, payload.exportId);
  },
});
