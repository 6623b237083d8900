import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandKey, PdfBatch, PdfBatchStatus } from '@portal/core';
import type { Database, DocumentBatchItemTable, DocumentBatchTable } from '../db/schema';

export type BatchRow = Selectable<DocumentBatchTable>;
export type BatchItemRow = Selectable<DocumentBatchItemTable>;

export type NewBatch = {
  brand: BrandKey;
  requesterId: string;
  kind: string;
  landscape: boolean;
  language?: string;
  expiresAt: Date;
  items: readonly { scope: string; subjectId: string; path: string; fileName: string }[];
};

export function toPdfBatch(row: BatchRow): PdfBatch {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export async function insertBatch(db: Kysely<Database>, batch: NewBatch): Promise<BatchRow> {
  const row = await db
    .insertInto('document_batch')
    .values({
      app_name: batch.brand,
      requester_id: batch.requesterId,
      kind: batch.kind,
      landscape: batch.landscape,
      language: batch.language ?? null,
      total: batch.items.length,
      expires_at: batch.expiresAt,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('document_batch_item')
    .values(
      batch.items.map((item, position) => ({
        batch_id: row.id,
        position,
        scope: item.scope,
        subject_id: item.subjectId,
        path: item.path,
        file_name: item.fileName,
        updated_at: new Date(),
      })),
    )
    .execute();
  return row;
}

/** A live (not expired) batch of the brand. */
export function findBatch(
  db: Kysely<Database>,
  id: string,
  brand?: BrandKey,
): Promise<BatchRow | undefined> {
  let query = db
    .selectFrom('document_batch')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', new Date());
  if (brand) query = query.where('app_name', '=', brand);
  return query.executeTakeFirst();
}

export function pendingItems(db: Kysely<Database>, batchId: string) {
  return db
    .selectFrom('document_batch_item')
    .select(['position', 'scope', 'subject_id', 'path', 'file_name'])
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .orderBy('position')
    .execute();
}

export async function finishItem(
  db: Kysely<Database>,
  batchId: string,
  position: number,
  pdf: Buffer | null,
): Promise<void> {
  await db
    .updateTable('document_batch_item')
    .set({ status: pdf ? 'done' : 'failed', pdf, updated_at: new Date() })
    .where('batch_id', '=', batchId)
    .where('position', '=', position)
    .execute();
}

/** Recounts the batch from its items (so a repeated run never counts twice) and sets its status. */
export async function updateProgress(
  db: Kysely<Database>,
  batchId: string,
  status: PdfBatchStatus,
): Promise<BatchRow> {
  const count = (state: 'done' | 'failed') =>
    sql<number>`(select count(*)::int from document_batch_item
      where batch_id = ${batchId} and status = ${state})`;
  return db
    .updateTable('document_batch')
    .set({ status, done: count('done'), failed: count('failed'), updated_at: new Date() })
    .where('id', '=', batchId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The rendered PDFs of a batch, in order. */
export function renderedItems(db: Kysely<Database>, batchId: string) {
  return db
    .selectFrom('document_batch_item')
    .select(['file_name', 'pdf'])
    .where('batch_id', '=', batchId)
    .where('status', '=', 'done')
    .orderBy('position')
    .execute();
}

export async function deleteExpiredBatches(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom('document_batch')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
