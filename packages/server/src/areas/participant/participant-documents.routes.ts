import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { eventApi, participantApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { issuePrintKey, renderPdf } from '../../documents/documents';
import { getPdfBatch, pdfBatchZip, startPdfBatch } from '../../documents/pdf-batch.service';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { requestLanguage } from '../../http/request-language';
import { eventContext } from '../event/event-context';
import { manageableEvent, participantsOfEvents } from '../event/event.service';
import { certificateData, eventCertificate } from './participant-certificate.service';
import { certificateAvailable } from './participant.service';
import { calendarFile } from '../event/event-calendar.service';

/** The print scope of event certificates (print/eventCertificate/{printKey}/{participantId}). */
export const CERTIFICATE_SCOPE = 'eventCertificate';
const certificatePath = (key: string, participantId: string) =>
  `/print/eventCertificate/${key}/${participantId}`;

/** Certificates (data for the print view, PDF, batches) and the calendar file of an event. */
export function registerParticipantDocumentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  // The print view has no session: its print key opens this one certificate.
  serve(app, api.certificatePrintData, async ({ params: { id } }, request) => {
    requirePrintKey(request, CERTIFICATE_SCOPE, id);
    return certificateData(db, request.brand, id);
  });

  serve(app, api.certificatePdf, async ({ params: { id } }, request, reply) => {
    const certificate = await eventCertificate(await ctx(request), id);
    const key = issuePrintKey(app, {
      brand: request.brand,
      scope: CERTIFICATE_SCOPE,
      subjectId: id,
    });
    const body = await renderPdf(app, {
      brand: request.brand,
      locale: requestLanguage(request),
      path: certificatePath(key, id),
      landscape: true,
    });
    return sendFile(reply, {
      body,
      fileName: `${certificate.firstName} ${certificate.lastName} ${certificate.eventTypeName}.pdf`,
      contentType: CONTENT_TYPES.pdf,
    });
  });

  // {x}: the event. Every earned certificate of it, rendered by the PDF batch job.
  serve(app, api.startCertificateBatch, async ({ params: { x } }, request) => {
    const context = await ctx(request);
    const event = await manageableEvent(context, x);
    const earned = (await participantsOfEvents(db, [event.id])).filter((p) =>
      certificateAvailable(p, event),
    );
    return startPdfBatch(app, {
      brand: request.brand,
      requesterId: context.actor.session.userId,
      kind: CERTIFICATE_SCOPE,
      landscape: true,
      language: requestLanguage(request),
      items: earned.map((p) => ({
        scope: CERTIFICATE_SCOPE,
        subjectId: p.id,
        path: certificatePath('{printKey}', p.id),
        fileName: `${p.first_name} ${p.last_name}`,
      })),
    });
  });

  serve(app, api.downloadCertificateBatch, async ({ params: { id } }, request, reply) => {
    const access = {
      brand: request.brand,
      batchId: id,
      requesterId: (await ctx(request)).actor.session.userId,
    };
    await getPdfBatch(db, access);
    return sendFile(reply, { ...(await pdfBatchZip(db, access)), contentType: CONTENT_TYPES.zip });
  });

  serve(app, eventApi.calendarFile, async ({ params }, request, reply) => {
    const file = await calendarFile(await ctx(request), params.id);
    if (!file) {
      throw new HttpError(422, 'errors.participant.noDateForCalendar');
    }
    return sendFile(reply, file);
  });
}
