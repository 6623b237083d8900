import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { batchAccessOf } from '../../documents/pdf-batch.http';
import { getPdfBatch } from '../../documents/pdf-batch.service';

/**
 * documents area: the progress of a PDF batch, polled by the web app (the hub pushes it too).
 * Feature areas start batches and serve their zips under their own spec paths.
 */
export function registerDocumentsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/api/documents/batch/:id', { config: { access: 'any' } }, (request) =>
    getPdfBatch(db, batchAccessOf(request)),
  );
}
