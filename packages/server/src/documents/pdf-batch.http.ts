import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/errors';
import { pdfBatchZip, type BatchAccess } from './pdf-batch.service';
import { CONTENT_TYPES, sendFile } from './send-file';

const zBatchParams = z.object({ id: z.string().min(1).max(100) });

/** The batch named `:id` in the path, for the signed-in caller, in the call's brand. */
export function batchAccessOf(request: FastifyRequest): BatchAccess {
  const { id } = parseInput(zBatchParams, request.params);
  return { brand: request.brand, batchId: id, requesterId: request.session?.userId ?? '' };
}

/** A feature's Download...PdfBatch/{id} call: the zip of the caller's finished batch. */
export async function sendPdfBatchZip(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const zip = await pdfBatchZip(request.server.portal.database.db, batchAccessOf(request));
  return sendFile(reply, {
    body: zip.body,
    fileName: zip.fileName,
    contentType: CONTENT_TYPES.zip,
  });
}
