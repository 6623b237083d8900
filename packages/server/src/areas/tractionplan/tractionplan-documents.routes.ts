import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { serve } from '../../http/serve';
import { planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import {
  planPdf,
  planPdfBatchZip,
  planPrintData,
  planPrintKey,
  planWord,
  startPlanPdfBatch,
} from './plan-documents.service';

/** The plan's print view data, print key, PDF and Word downloads (docs/decisions.md). */
export function registerTractionPlanDocumentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
): void {
  const context = planContextOf(db);
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));
  const api = tractionPlanApi;

  serve(app, api.printKey, async ({ query }, request) =>
    planPrintKey(app, user(request), query.tractionPlanId),
  );
  // The print page sends the key in the print-key header; no session is needed.
  serve(app, api.printData, async ({ params }, request) =>
    planPrintData(request, context(request), params.id),
  );
  serve(app, api.pdf, async ({ params, query }, request, reply) => {
    const png = query.outputScreenshot === 'true';
    return sendFile(reply, await planPdf(app, user(request), params.id, png));
  });
  serve(app, api.docx, async ({ params }, request, reply) =>
    sendFile(reply, await planWord(user(request), params.id)),
  );

  serve(app, api.startPdfBatch, async ({ params, body }, request) =>
    startPlanPdfBatch(app, user(request), body.tractionPlanIds, params.x === 'true'),
  );
  serve(app, api.downloadPdfBatch, async ({ params }, request, reply) =>
    sendFile(reply, await planPdfBatchZip(user(request), params.id)),
  );
}
