import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  COMMON_FILE_PATH,
  PAGE_IMAGE_PATH,
  type BrandKey,
  type ContentFileKind,
  type PagedQuery,
  type TContentFileUse,
} from '@portal/core';
import { containsPattern, pageWindow, personName } from '../../db/query-helpers';
import type { Database } from '../../db/schema';
import type { ContentFileRow } from './content-file.store';

/** The SQL of the file manager and of the clean-up of unused files. */

/** The LIKE pattern that finds a file's public address (a page image, a common attachment). */
const addressPattern = (path: string, brand: RawBuilder<string>, fileId: RawBuilder<string>) =>
  sql<string>`'%' || ${path} || '/' || ${brand} || '/' || ${fileId} || '%'`;

/** Whether a page's text (`p`) names the file's public address. */
const pageNames = (brand: RawBuilder<string>, fileId: RawBuilder<string>) =>
  sql<boolean>`(p.text::text like ${addressPattern(PAGE_IMAGE_PATH, brand, fileId)}
    or p.text::text like ${addressPattern(COMMON_FILE_PATH, brand, fileId)})`;

/** Whether a message template's bodies (`m`) link the common attachment. */
const templateLinks = (brand: RawBuilder<string>, fileId: RawBuilder<string>) =>
  sql<boolean>`(m.body_html like ${addressPattern(COMMON_FILE_PATH, brand, fileId)}
    or m.body_text like ${addressPattern(COMMON_FILE_PATH, brand, fileId)})`;

const fileBrand = sql<string>`content_file.app_name`;
const fileId = sql<string>`content_file.id::text`;

/**
 * In a statement on `content_file` (not aliased): no item uses the file, no page shows or links
 * it, and no message template links it.
 */
const unused = sql<boolean>`not exists (
  select 1 from content_file_use u where u.file_id = content_file.id)
  and not exists (select 1 from app_page p where p.app_name = content_file.app_name
    and ${pageNames(fileBrand, fileId)})
  and not exists (select 1 from message_template m where m.app_name = content_file.app_name
    and ${templateLinks(fileBrand, fileId)})`;

function managedFiles(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('content_file as f')
    .leftJoin('user_account as a', 'a.id', 'f.created_by')
    .select([
      'f.id',
      'f.kind',
      'f.name',
      'f.size',
      'f.content_type',
      'f.created_at',
      'f.sha256',
      sql<string | null>`case when a.id is null then null else trim(${personName('a')}) end`.as(
        'uploaded_by',
      ),
    ])
    .where('f.app_name', '=', brand);
}
export type ManagedFileRow = Awaited<
  ReturnType<ReturnType<typeof managedFiles>['executeTakeFirstOrThrow']>
>;

/** A page of the brand's files of one kind, by name (a search finds a part of it). */
export async function listManagedFiles(
  db: Kysely<Database>,
  brand: BrandKey,
  query: PagedQuery & { kind: ContentFileKind },
): Promise<{ count: number; rows: ManagedFileRow[] }> {
  let base = managedFiles(db, brand).where('f.kind', '=', query.kind);
  if (query.search) base = base.where('f.name', 'ilike', containsPattern(query.search));
  const { count } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(query);
  const orderBy = query.sortProperty?.toLowerCase() === 'name' ? 'f.name' : 'f.created_at';
  const direction = query.sortAscending && orderBy === 'f.name' ? 'asc' : 'desc';
  const rows = await base
    .orderBy(orderBy, direction)
    .orderBy('f.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { count: Number(count), rows };
}

export const findManagedFile = (db: Kysely<Database>, brand: BrandKey, id: string) =>
  managedFiles(db, brand).where('f.id', '=', id).executeTakeFirst();

/** The items that use each of the files, by title. */
export async function usesOfFiles(
  db: Kysely<Database>,
  brand: BrandKey,
  fileIds: readonly string[],
): Promise<Map<string, TContentFileUse[]>> {
  const uses = new Map<string, TContentFileUse[]>();
  if (fileIds.length === 0) return uses;
  const add = (fileId: string, use: TContentFileUse) =>
    uses.set(fileId, [...(uses.get(fileId) ?? []), use]);
  const [items, pages, templates] = await Promise.all([
    db
      .selectFrom('content_file_use as u')
      .innerJoin('content as c', 'c.id', 'u.content_id')
      .select(['u.file_id', 'c.id', 'c.title'])
      .where('u.file_id', 'in', fileIds)
      .orderBy('c.title')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('content_file as f')
      .innerJoin('app_page as p', (join) =>
        join.onRef('p.app_name', '=', 'f.app_name').on(pageNames(sql`f.app_name`, sql`f.id::text`)),
      )
      .select(['f.id as file_id', 'p.id', 'p.name'])
      .where('f.app_name', '=', brand)
      .where('f.id', 'in', fileIds)
      .orderBy('p.name')
      .execute(),
    db
      .selectFrom('content_file as f')
      .innerJoin('message_template as m', (join) =>
        join
          .onRef('m.app_name', '=', 'f.app_name')
          .on(templateLinks(sql`f.app_name`, sql`f.id::text`)),
      )
      .select(['f.id as file_id', 'm.id', 'm.code', 'm.locale'])
      .where('f.app_name', '=', brand)
      .where('f.id', 'in', fileIds)
      .orderBy('m.code')
      .orderBy('m.locale')
      .execute(),
  ]);
  for (const row of items) add(row.file_id, { id: row.id, title: row.title });
  for (const row of pages) add(row.file_id, { id: row.id, title: row.name, page: true });
  for (const row of templates) {
    add(row.file_id, { id: row.id, title: `${row.code} (${row.locale})`, template: true });
  }
  return uses;
}

/** Whether a page of the brand shows the file (as a page image). */
export async function shownOnPage(
  db: Kysely<Database>,
  brand: BrandKey,
  fileId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('app_page')
    .select('id')
    .where('app_name', '=', brand)
    .where(
      sql<boolean>`text::text like ${addressPattern(PAGE_IMAGE_PATH, sql`${brand}`, sql`${fileId}`)}`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function renameFile(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('content_file')
    .set({ name })
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** New bytes for a file (same id, so every item and page that uses it shows them). */
export type FileBytes = Pick<ContentFileRow, 'sha256' | 'size' | 'content_type' | 'name'>;

/**
 * Gives the file new bytes under a row lock; answers the hash it had, or undefined when the
 * brand has no such file.
 */
export function replaceFileBytes(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  bytes: FileBytes,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('content_file')
      .select('sha256')
      .where('app_name', '=', brand)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable('content_file').set(bytes).where('id', '=', id).execute();
    return row.sha256;
  });
}

/** Deletes the file when no item uses it (in the same statement); answers its hash if deleted. */
export async function deleteUnusedFile(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('content_file')
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .where(unused)
    .returning('sha256')
    .executeTakeFirst();
  return row?.sha256;
}

/**
 * Marks as unused from now the files no item uses that are not marked yet (an item's uses can
 * also go without a save, e.g. a deleted item's rows cascade). Common attachments are never
 * marked: links to them live where the portal cannot see (sent e-mails, other sites).
 */
export async function markUnusedFiles(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('content_file')
    .set({ unused_since: sql<Date>`now()` })
    .where('unused_since', 'is', null)
    .where('kind', '<>', 'common')
    .where(unused)
    .execute();
}

/** Deletes, in every brand, the files unused since before `cutoff`; answers their hashes. */
export async function deleteFilesUnusedBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('content_file')
    .where('unused_since', '<', cutoff)
    .where('kind', '<>', 'common')
    .where(unused)
    .returning('sha256')
    .execute();
  return rows.map((row) => row.sha256);
}

/** The hashes among these that another file (of any brand) still stores. */
export async function hashesStillStored(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('content_file')
    .select('sha256')
    .distinct()
    .where('sha256', 'in', hashes)
    .execute();
  return new Set(rows.map((row) => row.sha256));
}
