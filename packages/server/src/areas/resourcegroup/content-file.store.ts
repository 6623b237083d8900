import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandKey, ContentFileKind, TContentFile } from '@portal/core';
import type { ContentFileTable, Database } from '../../db/schema';
import type { StoredFileRef } from './content-file-links';

/** The SQL of the library's files: their records, the items' files and which items use them. */

export type ContentFileRow = Selectable<ContentFileTable>;
/** What a file's answer shows of its row. */
export type StoredFileFields = Pick<
  ContentFileRow,
  'id' | 'kind' | 'name' | 'size' | 'content_type' | 'created_at' | 'sha256'
>;

export const presentFile = (row: StoredFileFields): TContentFile => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  size: row.size,
  contentType: row.content_type,
  createdAt: row.created_at.toISOString(),
});

export function insertFile(
  db: Kysely<Database>,
  brand: BrandKey,
  values: Omit<ContentFileRow, 'id' | 'created_at' | 'app_name' | 'unused_since'>,
): Promise<ContentFileRow> {
  return db
    .insertInto('content_file')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFile(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<ContentFileRow | undefined> {
  return db
    .selectFrom('content_file')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The brand's files of one kind among the ids. */
export async function fileIdsOfKind(
  db: Kysely<Database>,
  brand: BrandKey,
  kind: ContentFileKind,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('content_file')
    .select('id')
    .where('app_name', '=', brand)
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

export async function currentFileId(db: Kysely<Database>, contentId: string) {
  const row = await db
    .selectFrom('content')
    .select('file_id')
    .where('id', '=', contentId)
    .executeTakeFirst();
  return row?.file_id ?? null;
}

/** The files each item uses (its own and its sections' images), by item id. */
export async function fileUsesOf(
  db: Kysely<Database>,
  contentIds: readonly string[],
): Promise<Map<string, StoredFileRef[]>> {
  const uses = new Map<string, StoredFileRef[]>();
  if (contentIds.length === 0) return uses;
  const rows = await db
    .selectFrom('content_file_use as u')
    .innerJoin('content_file as f', 'f.id', 'u.file_id')
    .select(['u.content_id', 'f.id', 'f.sha256'])
    .where('u.content_id', 'in', contentIds)
    .orderBy('f.id')
    .execute();
  for (const { content_id, id, sha256 } of rows)
    uses.set(content_id, [...(uses.get(content_id) ?? []), { id, sha256 }]);
  return uses;
}

/**
 * Sets an item's file and the files it uses (its own and its sections' images). A file it used
 * before and no item uses now is marked unused from now on (the clean-up job removes it a day
 * later); a file it uses is no longer unused.
 */
export async function setContentFiles(
  db: Kysely<Database>,
  contentId: string,
  fileId: string | null,
  usedIds: readonly string[],
): Promise<void> {
  await db.updateTable('content').set({ file_id: fileId }).where('id', '=', contentId).execute();
  const before = await db
    .deleteFrom('content_file_use')
    .where('content_id', '=', contentId)
    .returning('file_id')
    .execute();
  const used = [...new Set(usedIds)];
  if (used.length > 0) {
    await db
      .insertInto('content_file_use')
      .values(used.map((id) => ({ content_id: contentId, file_id: id })))
      .execute();
  }
  const touched = [...new Set([...used, ...before.map((row) => row.file_id)])];
  if (touched.length === 0) return;
  await db
    .updateTable('content_file')
    .set({
      unused_since: sql<Date | null>`case when exists (
        select 1 from content_file_use u where u.file_id = content_file.id
      ) then null else coalesce(content_file.unused_since, now()) end`,
    })
    .where('id', 'in', touched)
    .execute();
}
