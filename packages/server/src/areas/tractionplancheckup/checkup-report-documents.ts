import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHECKUP_REPORT_PRINT_SCOPE,
  checkupPrintPath,
  checkupPrintViewOf,
  cleanFileName,
  type CheckupPrintView,
  type CheckupReport,
  type PdfBatch,
} from '@portal/core';
import { PRINT_KEY_PLACEHOLDER, startPdfBatch } from '../../documents/pdf-batch.service';
import { requirePrintKey } from '../../documents/print-key';
import { sendPrintDocument } from '../../documents/send-print-document';
import { notFound } from '../../http/errors';
import type { EventContext } from '../event/event-context';
import { requireCheckupEvent } from './checkup-events';
import { PARTICIPANT_NOT_FOUND } from './checkup-people.service';
import { buildParticipantReport, readableReport } from './checkup-report.service';
import { findCheckup, findCheckupParticipant, participantsOf } from './checkup.store';

const fileNameOf = (p: { first_name: string; last_name: string }) =>
  cleanFileName(`Checkup report - ${p.first_name} ${p.last_name}`);

/** The print views' data, opened by a print key of the participant (no sign-in). */
export async function reportPrintData(
  request: FastifyRequest,
  ctx: Pick<EventContext, 'db' | 'brand'>,
  id: string,
): Promise<CheckupReport> {
  requirePrintKey(request, CHECKUP_REPORT_PRINT_SCOPE, id);
  const row = await findCheckupParticipant(ctx.db, ctx.brand, id);
  const checkup = row && (await findCheckup(ctx.db, ctx.brand, row.checkup_id));
  if (!row || !checkup) throw notFound(PARTICIPANT_NOT_FOUND);
  return buildParticipantReport(ctx.db, ctx.brand, row, checkup);
}

/**
 * getReportpdf/{id}: the report's print view as a PDF (or PNG zip); `view` picks another print
 * view, by default the checkup type's (the Excel scorecard prints its own).
 */
export async function sendReportPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: EventContext,
  id: string,
  view: CheckupPrintView | undefined,
) {
  const { row, checkup } = await readableReport(ctx, id);
  const chosen = view ?? checkupPrintViewOf(checkup.checkup_type);
  return sendPrintDocument(request, reply, {
    scope: CHECKUP_REPORT_PRINT_SCOPE,
    subjectId: id,
    path: (key) => checkupPrintPath(chosen, key, id),
    baseFileName: fileNameOf(row),
  });
}

/** StartGenerateReportsPdfBatch/{checkupId}: every active participant's report, for its readers. */
export async function startReportPdfBatch(
  app: FastifyInstance,
  ctx: EventContext,
  checkupId: string,
): Promise<PdfBatch> {
  const checkup = await findCheckup(ctx.db, ctx.brand, checkupId);
  if (!checkup) throw notFound('errors.checkup.checkupNotFound');
  await requireCheckupEvent(ctx, checkup.event_id, 'read');
  const participants = (await participantsOf(ctx.db, [checkup.id])).filter((p) => p.is_active);
  const view = checkupPrintViewOf(checkup.checkup_type);
  return startPdfBatch(app, {
    brand: ctx.brand,
    requesterId: ctx.actor.session.userId,
    kind: CHECKUP_REPORT_PRINT_SCOPE,
    language: ctx.language,
    items: participants.map((p) => ({
      scope: CHECKUP_REPORT_PRINT_SCOPE,
      subjectId: p.id,
      path: checkupPrintPath(view, PRINT_KEY_PLACEHOLDER, p.id),
      fileName: `${fileNameOf(p)}.pdf`,
    })),
  });
}
