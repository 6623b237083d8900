import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  PDF_BATCH_PROGRESS_EVENT,
  cleanFileName,
  isLocale,
  zPrintScope,
  type BrandKey,
  type LocaleCode,
  type PdfBatch,
} from '@portal/core';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Hub } from '../realtime/hub';
import type { Documents } from './documents';
import {
  findBatch,
  finishItem,
  insertBatch,
  pendingItems,
  renderedItems,
  toPdfBatch,
  updateProgress,
  type BatchRow,
} from './pdf-batch.store';

export const RENDER_PDF_BATCH_JOB = 'render-pdf-batch';
/** A batch and its PDFs are deleted this long after it was started. */
export const PDF_BATCH_TTL_HOURS = 24;
export const PDF_BATCH_MAX_ITEMS = 1000;
/** Where the print key goes in an item's path; keys are issued at render time, never stored. */
export const PRINT_KEY_PLACEHOLDER = '{printKey}';

export const NO_SUCH_BATCH = 'errors.server.noSuchBatch';
export const NOT_YOUR_BATCH = 'errors.server.notYourBatch';
export const BATCH_NOT_READY = 'errors.server.batchNotReady';
export const NOTHING_TO_PRINT = 'errors.server.nothingToPrint';

/** One document of a batch: the print view (with `{printKey}` in its path) and its file name. */
export const zPdfBatchItem = z.object({
  scope: zPrintScope,
  subjectId: z.string().min(1).max(200),
  path: z
    .string()
    .max(1000)
    .regex(/^\/print\/[^\s?#]+$/)
    .refine((path) => path.split(PRINT_KEY_PLACEHOLDER).length === 2, {
      message: `must hold ${PRINT_KEY_PLACEHOLDER} once`,
    }),
  fileName: z.string().trim().min(1).max(200),
});
export type PdfBatchItem = z.infer<typeof zPdfBatchItem>;

export type StartPdfBatch = {
  brand: BrandKey;
  /** The session's user id: only they see the batch and receive its progress. */
  requesterId: string;
  /** What is printed (tractionplan, checkupReport...): names the zip. */
  kind: string;
  items: readonly PdfBatchItem[];
  landscape?: boolean;
  /** The requester's language (their Accept-Language): every document is printed in it. */
  language?: LocaleCode;
};

/** Records the batch and queues its rendering; answers it as the status endpoint does. */
export async function startPdfBatch(app: FastifyInstance, input: StartPdfBatch): Promise<PdfBatch> {
  // A batch belongs to someone: without a requester nobody could read it.
  if (!input.requesterId) throw new Error('A PDF batch needs the id of the person who starts it.');
  if (input.items.length === 0) throw new HttpError(400, NOTHING_TO_PRINT);
  if (input.items.length > PDF_BATCH_MAX_ITEMS) {
    throw new HttpError(400, {
      key: 'errors.server.batchTooLarge',
      values: { max: PDF_BATCH_MAX_ITEMS },
    });
  }
  const items = z.array(zPdfBatchItem).parse(input.items);
  const kind = zPrintScope.parse(input.kind);
  const expiresAt = new Date(Date.now() + PDF_BATCH_TTL_HOURS * 3_600_000);
  const row = await app.portal.database.db.transaction().execute(async (trx) => {
    const batch = await insertBatch(trx, {
      ...input,
      kind,
      items,
      landscape: input.landscape ?? false,
      expiresAt,
    });
    await app.portal.jobs.send(RENDER_PDF_BATCH_JOB, { batchId: batch.id }, { db: trx });
    return batch;
  });
  return toPdfBatch(row);
}

export type BatchAccess = { brand: BrandKey; batchId: string; requesterId: string };

async function ownBatch(db: Kysely<Database>, access: BatchAccess): Promise<BatchRow> {
  if (!z.uuid().safeParse(access.batchId).success) throw new HttpError(404, NO_SUCH_BATCH);
  const row = await findBatch(db, access.batchId, access.brand);
  if (!row) throw new HttpError(404, NO_SUCH_BATCH);
  if (row.requester_id !== access.requesterId) throw new HttpError(403, NOT_YOUR_BATCH);
  return row;
}

/** The batch's progress, for the person who started it only. */
export async function getPdfBatch(db: Kysely<Database>, access: BatchAccess): Promise<PdfBatch> {
  return toPdfBatch(await ownBatch(db, access));
}

/** A file name not given yet: `name.pdf`, then `name (2).pdf`... */
function uniqueName(fileName: string, taken: Set<string>): string {
  const clean = cleanFileName(fileName);
  const name = /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    candidate = name.replace(/(\.pdf)$/i, ` (${n})$1`);
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The zip of a finished batch's PDFs (for its owner); 409 while it is still rendering. */
export async function pdfBatchZip(
  db: Kysely<Database>,
  access: BatchAccess,
): Promise<{ body: Buffer; fileName: string }> {
  const row = await ownBatch(db, access);
  if (row.status !== 'done') throw new HttpError(409, BATCH_NOT_READY);
  const taken = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const item of await renderedItems(db, row.id)) {
    if (item.pdf) files[uniqueName(item.file_name, taken)] = item.pdf;
  }
  // PDFs are compressed already: stored entries.
  return { body: Buffer.from(zipSync(files, { level: 0 })), fileName: `${row.kind}.zip` };
}

export type BatchRunServices = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  hub: Hub;
  documents: Documents;
  signal: AbortSignal;
};

async function report(services: BatchRunServices, row: BatchRow): Promise<void> {
  await services.hub
    .send({
      to: { userId: row.requester_id, brand: row.app_name as BrandKey },
      event: { name: PDF_BATCH_PROGRESS_EVENT, batch: toPdfBatch(row) },
    })
    .catch((error: unknown) => services.log.warn({ err: error }, 'batch progress not pushed'));
}

/**
 * Renders the batch's pending documents, as many at a time as the renderer has warm pages, each
 * with a fresh print key, recording and pushing progress after each (never a count lower than
 * one already pushed). Resumable: a repeated run renders only what is still pending. Without
 * Chromium every document fails at once.
 */
export async function runPdfBatch(services: BatchRunServices, batchId: string): Promise<void> {
  const { db, documents } = services;
  const batch = await findBatch(db, batchId);
  if (!batch) return;
  const brand = batch.app_name as BrandKey;
  const locale = batch.language && isLocale(batch.language) ? batch.language : undefined;
  let pushed = -1;
  // Renders finish out of order: a recount that reached the database later may count fewer.
  const progress = async () => {
    const row = await updateProgress(db, batchId, 'running');
    if (row.done + row.failed <= pushed) return;
    pushed = row.done + row.failed;
    await report(services, row);
  };
  await report(services, await updateProgress(db, batchId, 'running'));
  let unavailable: HttpError | undefined;
  const queue = [...(await pendingItems(db, batchId))];
  const renderNext = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      // Stopping: the rest is rendered when the job runs again.
      if (services.signal.aborted) throw new Error('Stopped before the batch was finished.');
      let pdf: Buffer | null = null;
      if (!unavailable) {
        const key = documents.printKeys.issue({
          brand,
          scope: item.scope,
          subjectId: item.subject_id,
        });
        const path = item.path.replace(PRINT_KEY_PLACEHOLDER, key);
        const { position } = item;
        pdf = await documents
          .renderPdf({ brand, path, landscape: batch.landscape, locale })
          .catch((error) => {
            if (error instanceof HttpError && error.statusCode === 503) unavailable = error;
            services.log.warn(
              { batchId, position, reason: String(error) },
              'batch document failed',
            );
            return null;
          });
      }
      await finishItem(db, batchId, item.position, pdf);
      await progress();
    }
  };
  await Promise.all(Array.from({ length: documents.concurrency() }, renderNext));
  const counted = await updateProgress(db, batchId, 'running');
  const status = counted.done === 0 ? 'failed' : 'done';
  await report(services, await updateProgress(db, batchId, status));
}
