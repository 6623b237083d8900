import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY, CHECKUP_PRINT_VIEWS, ZCheckupIdList, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendPdfBatchZip } from '../../documents/pdf-batch.http';
import { HttpError, parseInput } from '../../http/errors';
import { eventContext } from '../event/event-context';
import { reportPrintData, sendReportPdf, startReportPdfBatch } from './checkup-report-documents';
import { participantsFeedback, reportData, reportView } from './checkup-report.service';
import { requireCheckupEvent } from './checkup-events';
import { findCheckup } from './checkup.store';

const BASE = '/api/tractionplancheckup';
const zId = z.object({ id: zGuid });
const zFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const zView = z.object({ view: z.enum(CHECKUP_PRINT_VIEWS).optional() });

/**
 * Checkup reports and the partners' feedback: the participant reads their report once it is
 * released; the event's readers (its coaches and admins) read all of it at any stage.
 */
export function registerCheckupReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const signedIn = { config: { access: ANY } } as const;
  const id = (request: FastifyRequest) => parseInput(zId, request.params).id;

  app.get(`${BASE}/GetTractionPlanCheckupReportData/:id`, signedIn, async (request) =>
    reportData(await ctx(request), id(request)),
  );
  app.get(`${BASE}/GetTractionPlanCheckupReportDataView/:id`, signedIn, async (request) =>
    reportView(await ctx(request), id(request)),
  );
  app.get(
    `${BASE}/GetTractionPlanCheckupReportPrintData/:id`,
    { config: { access: 'anonymous' } },
    async (request) => reportPrintData(request, { db, brand: request.brand }, id(request)),
  );
  app.get(`${BASE}/getReportpdf/:id`, signedIn, async (request, reply) => {
    const { view } = parseInput(zView, request.query ?? {});
    return sendReportPdf(request, reply, await ctx(request), id(request), view);
  });
  app.post(`${BASE}/StartGenerateReportsPdfBatch/:id`, signedIn, async (request) =>
    startReportPdfBatch(app, await ctx(request), id(request)),
  );
  app.get(`${BASE}/DownloadReportPdfBatch/:id`, signedIn, async (request, reply) =>
    sendPdfBatchZip(request, reply),
  );

  app.get(`${BASE}/GetParticipantsFeedback/:id/:flag`, signedIn, async (request) => {
    const params = parseInput(z.object({ id: zGuid, flag: zFlag }), request.params);
    const context = await ctx(request);
    const checkup = await findCheckup(db, request.brand, params.id);
    if (!checkup) throw new HttpError(404, 'No checkup of this brand has this id.');
    await requireCheckupEvent(context, checkup.event_id, 'read');
    return participantsFeedback(context, [checkup.id], params.flag);
  });
  app.post(`${BASE}/GetParticipantsFeedbackBulk/:flag`, signedIn, async (request) => {
    const { flag } = parseInput(z.object({ flag: zFlag }), request.params);
    const ids = parseInput(ZCheckupIdList, request.body ?? []);
    return participantsFeedback(await ctx(request), ids, flag);
  });
}
