import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { zGuid, zTractionPlanPdfBatchStart } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { parseInput } from '../../http/errors';
import { PLAN_CALLS, planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import {
  planPdf,
  planPdfBatchZip,
  planPrintData,
  planPrintKey,
  planWord,
  startPlanPdfBatch,
} from './plan-documents.service';

const zId = z.object({ id: zGuid });

/** The plan's print view data, print key, PDF and Word downloads (docs/decisions.md). */
export function registerTractionPlanDocumentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
): void {
  const context = planContextOf(db);
  const callers = PLAN_CALLS;

  app.get('/api/tractionplan/GetPrintApiKey', callers, async (request) => {
    const query = z.object({ tractionPlanId: zGuid.optional() });
    const { tractionPlanId } = parseInput(query, request.query);
    return planPrintKey(app, signedIn(context(request)), tractionPlanId);
  });
  // The print page sends the key in the print-key header; no session is needed.
  app.get(
    '/api/tractionplan/GetPrintData/:id',
    { config: { access: 'anonymous' } },
    async (request) => planPrintData(request, context(request), parseInput(zId, request.params).id),
  );
  app.get('/api/tractionplan/getpdf/:id', callers, async (request, reply) => {
    const { id } = parseInput(zId, request.params);
    const query = z.object({ outputScreenshot: z.enum(['true', 'false']).optional() });
    const { outputScreenshot } = parseInput(query, request.query);
    const file = await planPdf(app, signedIn(context(request)), id, outputScreenshot === 'true');
    return sendFile(reply, file);
  });
  app.get('/api/tractionplan/getdocx/:id', callers, async (request, reply) => {
    const { id } = parseInput(zId, request.params);
    return sendFile(reply, await planWord(signedIn(context(request)), id));
  });

  app.post('/api/tractionplan/StartGenerateTractionPlanPdfBatch/:x', callers, async (request) => {
    const { x } = parseInput(z.object({ x: z.enum(['true', 'false']) }), request.params);
    const { tractionPlanIds } = parseInput(zTractionPlanPdfBatchStart, request.body);
    return startPlanPdfBatch(app, signedIn(context(request)), tractionPlanIds, x === 'true');
  });
  app.get('/api/tractionplan/DownloadTractionPlanPdfBatch/:id', callers, async (request, reply) => {
    const { id } = parseInput(zId, request.params);
    return sendFile(reply, await planPdfBatchZip(signedIn(context(request)), id));
  });
}
