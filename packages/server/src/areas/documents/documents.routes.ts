import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { getPdfBatch, type BatchAccess } from '../../documents/pdf-batch.service';
import { parseInput } from '../../http/errors';

const zBatchParams = z.object({ id: z.string().min(1).max(100) });

/** The batch named in the path, for the signed-in caller of the call's brand. */
export function batchAccessOf(request: FastifyRequest): BatchAccess {
  const { id } = parseInput(zBatchParams, request.params);
  return { brand: request.brand, batchId: id, requesterId: request.session?.userId ?? '' };
}

/**
 * documents area: the progress of a PDF batch, polled by the web app (the hub pushes it too).
 * Feature areas start batches and serve their zips under their own spec paths.
 */
export function registerDocumentsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/api/documents/batch/:id', { config: { access: 'any' } }, (request) =>
    getPdfBatch(db, batchAccessOf(request)),
  );
}
