import type { Kysely } from 'kysely';
import type {
  BrandKey,
  TContentSnapshot,
  TContentVersion,
  TContentVersionInfo,
} from '@portal/core';
import { personName } from '../../db/query-helpers';
import { toJson, type Database } from '../../db/schema';

/** The SQL of content items' saved versions (table content_version, migration 0027). */

/** An item as a save finds it: what it holds, its version, and how that version was written. */
export type StoredContent = {
  id: string;
  version: number;
  autosaved: boolean;
  updatedBy: string | null;
  updatedAt: Date;
  content: TContentSnapshot;
};

/** The brand's item, locked until the save's transaction ends (undefined when missing). */
export async function lockContent(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<StoredContent | undefined> {
  const row = await db
    .selectFrom('content')
    .select([
      'id',
      'version',
      'autosaved',
      'updated_by',
      'updated_at',
      'entity_type',
      'title',
      'summary',
      'sections',
      'is_public',
      'param_types',
      'video_url',
      'tags',
    ])
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      version: row.version,
      autosaved: row.autosaved,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
      content: {
        entityType: row.entity_type,
        title: row.title,
        summary: row.summary,
        sections: row.sections,
        isPublic: row.is_public,
        paramTypes: row.param_types,
        videoUrl: row.video_url,
        tags: row.tags,
      },
    }
  );
}

/** Keeps the version a save replaces. */
export async function archiveVersion(db: Kysely<Database>, stored: StoredContent): Promise<void> {
  await db
    .insertInto('content_version')
    .values({
      content_id: stored.id,
      version: stored.version,
      content: toJson(stored.content),
      autosaved: stored.autosaved,
      saved_by: stored.updatedBy,
      saved_at: stored.updatedAt,
    })
    .onConflict((oc) => oc.columns(['content_id', 'version']).doNothing())
    .execute();
}

function selectVersions(db: Kysely<Database>, brand: BrandKey, contentId: string) {
  return db
    .selectFrom('content_version as v')
    .innerJoin('content as c', 'c.id', 'v.content_id')
    .leftJoin('user_account as u', 'u.id', 'v.saved_by')
    .select(['v.version', 'v.content', 'v.autosaved', 'v.saved_at', 'v.saved_by'])
    .select(personName('u').as('saved_by_name'))
    .where('c.app_name', '=', brand)
    .where('v.content_id', '=', contentId);
}
type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

const toInfo = (row: VersionRow): TContentVersionInfo => ({
  version: row.version,
  title: row.content.title,
  savedAt: row.saved_at.toISOString(),
  savedByName: row.saved_by ? row.saved_by_name.trim() || null : null,
  autosaved: row.autosaved,
});

/** An item's saved versions, newest first. */
export async function listVersions(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
): Promise<TContentVersionInfo[]> {
  const rows = await selectVersions(db, brand, contentId).orderBy('v.version', 'desc').execute();
  return rows.map(toInfo);
}

/** One saved version whole (undefined when the item or the version is not there). */
export async function findVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  version: number,
): Promise<TContentVersion | undefined> {
  const row = await selectVersions(db, brand, contentId)
    .where('v.version', '=', version)
    .executeTakeFirst();
  return row && { ...toInfo(row), content: row.content };
}
