import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { documentsApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { batchAccess } from '../../documents/pdf-batch.http';
import { getPdfBatch } from '../../documents/pdf-batch.service';
import { serve } from '../../http/serve';

/**
 * documents area: the progress of a PDF batch, polled by the web app (the hub pushes it too).
 * Feature areas start batches and serve their zips under their own spec paths.
 */
export function registerDocumentsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(app, documentsApi.batch, ({ params }, request) =>
    getPdfBatch(db, batchAccess(request, params.id)),
  );
}
