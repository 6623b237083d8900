import { z } from 'zod';
import { RENDER_PDF_BATCH_JOB, runPdfBatch } from '../../documents/pdf-batch.service';
import { defineJob } from '../job-definition';

/** One PDF batch (documents/pdf-batch.service.ts): renders what is still pending, then ends. */
export const renderPdfBatchJob = defineJob({
  name: RENDER_PDF_BATCH_JOB,
  description: 'Renders the PDFs of a batch one by one and pushes the progress to its requester.',
  payload: z.object({ batchId: z.uuid() }).strict(),
  retry: { limit: 3, backoffSeconds: 30 },
  handler: async (payload, context) => {
    const { hub, documents } = context;
    if (!hub || !documents) throw new Error('PDF batches need the hub and the documents module.');
    await runPdfBatch({ ...context, hub, documents }, payload.batchId);
  },
});
