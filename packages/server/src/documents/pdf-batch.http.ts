import type { FastifyReply, FastifyRequest } from 'fastify';
import { zPdfBatchParams } from '@portal/core';
import { parseInput } from '../http/errors';
import { pdfBatchZip, type BatchAccess } from './pdf-batch.service';
import { CONTENT_TYPES, sendFile } from './send-file';

/** A batch for the signed-in caller, in the call's brand. */
export function batchAccess(request: FastifyRequest, batchId: string): BatchAccess {
  return { brand: request.brand, batchId, requesterId: request.session?.userId ?? '' };
}

/** The batch named `:id` in the path. */
function batchAccessOf(request: FastifyRequest): BatchAccess {
  return batchAccess(request, parseInput(zPdfBatchParams, request.params).id);
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
