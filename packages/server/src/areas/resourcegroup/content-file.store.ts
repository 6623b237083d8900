import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { BrandKey, ContentFileKind, TContentFile } from '@portal/core';
import type { ContentFileTable, Database } from '../../db/schema';
import type { GroupReach } from './resourcegroup.store';

/** The SQL of the library's files: their records, the items' files and who may read them. */

export type ContentFileRow = Selectable<ContentFileTable>;

export const presentFile = (row: ContentFileRow): TContentFile => ({
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
  values: Omit<ContentFileRow, 'id' | 'created_at' | 'app_name'>,
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

/** Sets an item's file and the files it uses (its own and its sections' images). */
export async function setContentFiles(
  db: Kysely<Database>,
  contentId: string,
  fileId: string | null,
  usedIds: readonly string[],
): Promise<void> {
  await db.updateTable('content').set({ file_id: fileId }).where('id', '=', contentId).execute();
  await db.deleteFrom('content_file_use').where('content_id', '=', contentId).execute();
  if (usedIds.length === 0) return;
  await db
    .insertInto('content_file_use')
    .values([...new Set(usedIds)].map((id) => ({ content_id: contentId, file_id: id })))
    .execute();
}

/**
 * An item is read by whom it reaches: in an active group and public (anybody, signed in or
 * not), or in one of the reader's groups. Staff ('all') reach every item of the brand.
 */
function itemReached(contentId: Expression<string>, reach: GroupReach): Expression<SqlBool> {
  if (reach === 'all') return sql<SqlBool>`true`;
  const member =
    reach.length > 0 ? sql`or g.id in (${sql.join(reach.map((id) => sql`${id}::uuid`))})` : sql``;
  return sql<SqlBool>`exists (
    select 1 from resource_group_content rgc
    join resource_group g on g.id = rgc.resource_group_id
    join content ci on ci.id = rgc.content_id
    where rgc.content_id = ${contentId} and g.status = 'active' and (ci.is_public ${member}))`;
}

/** A file the reader reaches: used by an item they reach (staff: any file of the brand). */
export function reachableFile(
  db: Kysely<Database>,
  brand: BrandKey,
  fileId: string,
  reach: GroupReach,
): Promise<ContentFileRow | undefined> {
  return db
    .selectFrom('content_file as f')
    .selectAll('f')
    .where('f.app_name', '=', brand)
    .where('f.id', '=', fileId)
    .where((eb) =>
      reach === 'all'
        ? sql<SqlBool>`true`
        : eb.exists(
            eb
              .selectFrom('content_file_use as u')
              .select('u.content_id')
              .whereRef('u.file_id', '=', 'f.id')
              .where(itemReached(sql.ref<string>('u.content_id'), reach)),
          ),
    )
    .executeTakeFirst();
}

/** The uploaded video of a ContentVideo item the reader reaches. */
export function reachableVideo(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  reach: GroupReach,
): Promise<ContentFileRow | undefined> {
  return db
    .selectFrom('content as c')
    .innerJoin('content_file as f', 'f.id', 'c.file_id')
    .selectAll('f')
    .where('c.app_name', '=', brand)
    .where('c.id', '=', contentId)
    .where('c.entity_type', '=', 'ContentVideo')
    .where('f.kind', '=', 'video')
    .where(itemReached(sql.ref<string>('c.id'), reach))
    .executeTakeFirst();
}
