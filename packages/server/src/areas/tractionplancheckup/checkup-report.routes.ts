import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanCheckupApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendPdfBatchZip } from '../../documents/pdf-batch.http';
import { sendFile } from '../../documents/send-file';
import { requestLanguage } from '../../http/request-language';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { eventContext } from '../event/event-context';
import { reportPrintData, sendReportPdf, startReportPdfBatch } from './checkup-report-documents';
import { participantsFeedback, reportData, reportView } from './checkup-report.service';
import { scorecardFile } from './checkup-scorecard-file';
import { requireCheckupEvent } from './checkup-events';
import { findCheckup } from './checkup.store';

/**
 * Checkup reports and the partners' feedback: the participant reads their report once it is
 * released; the event's readers (its coaches and admins) read all of it at any stage.
 */
export function registerCheckupReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = tractionPlanCheckupApi;

  serve(app, api.reportData, async ({ params }, request) =>
    reportData(await ctx(request), params.id),
  );
  serve(app, api.reportView, async ({ params }, request) =>
    reportView(await ctx(request), params.id),
  );
  serve(app, api.printData, async ({ params }, request) =>
    reportPrintData(request, { db, brand: request.brand }, params.id),
  );
  serve(app, api.reportPdf, async ({ params, query }, request, reply) =>
    sendReportPdf(request, reply, await ctx(request), params.id, query.view),
  );
  serve(app, api.scorecardFile, async ({ params, query }, request, reply) =>
    sendFile(
      reply,
      await scorecardFile(await ctx(request), params.id, query.format, requestLanguage(request)),
    ),
  );
  serve(app, api.startPdfBatch, async ({ params }, request) =>
    startReportPdfBatch(app, await ctx(request), params.id),
  );
  serve(app, api.downloadPdfBatch, async (_input, request, reply) =>
    sendPdfBatchZip(request, reply),
  );

  serve(app, api.participantsFeedback, async ({ params }, request) => {
    const context = await ctx(request);
    const checkup = await findCheckup(db, request.brand, params.id);
    if (!checkup) throw new HttpError(404, 'errors.checkup.checkupNotFound');
    await requireCheckupEvent(context, checkup.event_id, 'read');
    return participantsFeedback(context, [checkup.id], params.flag);
  });
  serve(app, api.participantsFeedbackBulk, async ({ params, body }, request) =>
    participantsFeedback(await ctx(request), body, params.flag),
  );
}
