import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  contentSectionText,
  getBrand,
  unknownSectionTypes,
  type BrandKey,
  type PagedResult,
  type TContent,
  type TContentFile,
  type TContentInfo,
  type TContentSave,
  type TGroupContentItem,
  type ZContentList,
} from '@portal/core';
import type { z } from 'zod';
import { containsPattern, pageWindow } from '../../db/query-helpers';
import { toJson, type Database } from '../../db/schema';
import { releasedToMember } from './series.store';

/**
 * The SQL of content items and their places in groups. Each item keeps a full-text vector in
 * its brand's language, written here on every save (title weighs most, then summary and tags,
 * then the words of its sections).
 */

/** PostgreSQL's text search configuration of a brand's language (simple where it has none). */
export function textSearchConfig(brand: BrandKey): string {
  const language = getBrand(brand).defaultLocale.slice(0, 2);
  const configs: Record<string, string> = {
    en: 'english',
    de: 'german',
    es: 'spanish',
    fr: 'french',
    it: 'italian',
    pt: 'portuguese',
  };
  return configs[language] ?? 'simple';
}

function searchVector(brand: BrandKey, input: TContentSave): RawBuilder<string> {
  const config = textSearchConfig(brand);
  const middle = [input.summary, ...input.tags].join(' ');
  const body = contentSectionText(input.sections);
  return sql<string>`setweight(to_tsvector(${config}::regconfig, ${input.title}), 'A')
    || setweight(to_tsvector(${config}::regconfig, ${middle}), 'B')
    || setweight(to_tsvector(${config}::regconfig, ${body}), 'C')`;
}

/** An item's place as an integer array value. */
export const sortPathSql = (path: readonly number[]) =>
  sql<number[]>`array[${sql.join(path.map((n) => sql`${n}::integer`))}]::integer[]`;

function selectContents(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('content as c')
    .leftJoin('content_file as f', 'f.id', 'c.file_id')
    .select([
      'f.id as file_id',
      'f.kind as file_kind',
      'f.name as file_name',
      'f.size as file_size',
      'f.content_type as file_content_type',
      'f.created_at as file_created_at',
      'c.id',
      'c.entity_type',
      'c.title',
      'c.summary',
      'c.sections',
      'c.is_public',
      'c.param_types',
      'c.video_url',
      'c.tags',
      'c.version',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.app_name', '=', brand);
}
type ContentSelected = Awaited<ReturnType<ReturnType<typeof selectContents>['execute']>>[number];

/** The item's uploaded file, from the columns joined in (null when it has none). */
const fileOf = (row: ContentSelected): TContentFile | null =>
  row.file_id && row.file_kind && row.file_created_at
    ? {
        id: row.file_id,
        kind: row.file_kind,
        name: row.file_name ?? '',
        size: row.file_size ?? 0,
        contentType: row.file_content_type ?? '',
        createdAt: row.file_created_at.toISOString(),
      }
    : null;

/** An item as stored: what the presenter (content.service) completes with its files' addresses. */
export type StoredContent = Omit<TContent, 'fileUrls'>;

const toContent = (row: ContentSelected): StoredContent => ({
  id: row.id,
  entityType: row.entity_type,
  title: row.title,
  summary: row.summary,
  sections: row.sections,
  unknownSectionTypes: unknownSectionTypes(row.sections),
  isPublic: row.is_public,
  paramTypes: row.param_types,
  videoUrl: row.video_url,
  file: fileOf(row),
  tags: row.tags,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const contentInfo = (content: StoredContent): TContentInfo => ({
  id: content.id,
  entityType: content.entityType,
  title: content.title,
  summary: content.summary,
  isPublic: content.isPublic,
  tags: content.tags,
  updatedAt: content.updatedAt,
});

/** The brand's items among the ids, in the order asked (missing ones left out). */
export async function loadContents(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<StoredContent[]> {
  if (ids.length === 0) return [];
  const rows = await selectContents(db, brand).where('c.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toContent(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertContent(
  db: Kysely<Database>,
  brand: BrandKey,
  input: TContentSave,
  createdBy: string | null,
): Promise<string> {
  const row = await db
    .insertInto('content')
    .values({
      app_name: brand,
      ...contentColumns(brand, input),
      created_by: createdBy,
      updated_by: createdBy,
      autosaved: input.autosave,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns an item's save writes, its search words included. */
function contentColumns(brand: BrandKey, input: TContentSave) {
  return {
    entity_type: input.entityType,
    title: input.title,
    summary: input.summary,
    sections: toJson(input.sections),
    is_public: input.isPublic,
    param_types: toJson(input.paramTypes),
    video_url: input.videoUrl,
    tags: toJson(input.tags),
    search_vector: searchVector(brand, input),
  };
}

/**
 * Changes an item by `updatedBy` (remembering whether it is an autosave); false when it changed
 * since `version` (or is missing).
 */
export async function updateContent(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  input: TContentSave,
  updatedBy: string | null,
): Promise<boolean> {
  let query = db
    .updateTable('content')
    .set({
      ...contentColumns(brand, input),
      updated_at: new Date(),
      updated_by: updatedBy,
      autosaved: input.autosave,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('app_name', '=', brand);
  if (input.version !== undefined) query = query.where('version', '=', input.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** GetContents: a page of the library by title and type, newest change first. */
export async function listContents(
  db: Kysely<Database>,
  brand: BrandKey,
  query: z.output<typeof ZContentList>,
): Promise<PagedResult<TContentInfo>> {
  let base = db.selectFrom('content as c').where('c.app_name', '=', brand);
  if (query.search) base = base.where('c.title', 'ilike', containsPattern(query.search));
  if (query.entityType) base = base.where('c.entity_type', '=', query.entityType);
  const { count } = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(query);
  const ids = await base
    .select('c.id')
    .orderBy('c.updated_at', query.sortAscending ? 'asc' : 'desc')
    .orderBy('c.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const contents = await loadContents(
    db,
    brand,
    ids.map((r) => r.id),
  );
  return { count: Number(count), data: contents.map(contentInfo) };
}

/**
 * The items of groups with their places, in order (group by group); with `releasedTo`, only
 * those that member sees (in a series group: the intro and the items released to them).
 */
export async function groupItems(
  db: Kysely<Database>,
  brand: BrandKey,
  groupIds: readonly string[],
  releasedTo?: string,
): Promise<(TGroupContentItem & { resourceGroupId: string })[]> {
  if (groupIds.length === 0) return [];
  let query = db
    .selectFrom('resource_group_content as rc')
    .innerJoin('content as c', 'c.id', 'rc.content_id')
    .select(['rc.resource_group_id', 'rc.content_id', 'rc.sort_path'])
    .where('c.app_name', '=', brand)
    .where('rc.resource_group_id', 'in', groupIds);
  if (releasedTo) query = query.where(releasedToMember(releasedTo));
  const rows = await query
    .orderBy('rc.resource_group_id')
    .orderBy('rc.sort_path')
    .orderBy('rc.added_at')
    .orderBy('rc.content_id')
    .execute();
  const contents = await loadContents(db, brand, [...new Set(rows.map((r) => r.content_id))]);
  const byId = new Map(contents.map((c) => [c.id, contentInfo(c)]));
  return rows.flatMap((row) => {
    const info = byId.get(row.content_id);
    return info
      ? [{ ...info, sortPath: row.sort_path.map(Number), resourceGroupId: row.resource_group_id }]
      : [];
  });
}

/**
 * Where each item is read: the code of the first active group by name that holds it, among the
 * groups given (every group: 'all'); for a series member (`releasedTo`), only where it is
 * released to them. Items read nowhere are left out.
 */
export async function readingCodes(
  db: Kysely<Database>,
  brand: BrandKey,
  contentIds: readonly string[],
  groupIds: readonly string[] | 'all',
  releasedTo?: string,
): Promise<Map<string, string>> {
  if (contentIds.length === 0 || groupIds.length === 0) return new Map();
  let query = db
    .selectFrom('resource_group_content as rc')
    .innerJoin('resource_group as g', 'g.id', 'rc.resource_group_id')
    .select(['rc.content_id', 'g.code'])
    .where('g.app_name', '=', brand)
    .where('g.status', '=', 'active')
    .where('rc.content_id', 'in', contentIds);
  if (groupIds !== 'all') query = query.where('g.id', 'in', groupIds);
  if (releasedTo) query = query.where(releasedToMember(releasedTo));
  const rows = await query
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  const codes = new Map<string, string>();
  for (const row of rows) if (!codes.has(row.content_id)) codes.set(row.content_id, row.code);
  return codes;
}

/** The first place after every item of the group: [highest first level + 1]. */
async function nextFirstLevel(db: Kysely<Database>, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('resource_group_content')
    .select(sql<number | null>`max(sort_path[1])`.as('top'))
    .where('resource_group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** Appends items to a group (those already in it stay where they are). */
export async function appendItems(
  db: Kysely<Database>,
  groupId: string,
  contentIds: readonly string[],
): Promise<void> {
  let next = await nextFirstLevel(db, groupId);
  for (const contentId of contentIds) {
    const inserted = await db
      .insertInto('resource_group_content')
      .values({ resource_group_id: groupId, content_id: contentId, sort_path: sortPathSql([next]) })
      .onConflict((oc) => oc.columns(['resource_group_id', 'content_id']).doNothing())
      .returning('content_id')
      .executeTakeFirst();
    if (inserted) next += 1;
  }
}

/** Gives items of a group their places. */
export async function setPlaces(
  db: Kysely<Database>,
  groupId: string,
  places: readonly { contentId: string; sortPath: readonly number[] }[],
): Promise<void> {
  for (const place of places) {
    await db
      .updateTable('resource_group_content')
      .set({ sort_path: sortPathSql(place.sortPath) })
      .where('resource_group_id', '=', groupId)
      .where('content_id', '=', place.contentId)
      .execute();
  }
}

/** Replaces a group's items with these, in these places. */
export async function replaceItems(
  db: Kysely<Database>,
  groupId: string,
  places: readonly { contentId: string; sortPath: readonly number[] }[],
): Promise<void> {
  await db.deleteFrom('resource_group_content').where('resource_group_id', '=', groupId).execute();
  for (const place of places) {
    await db
      .insertInto('resource_group_content')
      .values({
        resource_group_id: groupId,
        content_id: place.contentId,
        sort_path: sortPathSql(place.sortPath),
      })
      .execute();
  }
}

export async function removeItem(
  db: Kysely<Database>,
  groupId: string,
  contentId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('resource_group_content')
    .where('resource_group_id', '=', groupId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every group of the brand with its items' places, for the sort migration. */
export async function allPlaces(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<{ groupId: string; contentId: string; sortPath: number[] }[]> {
  const rows = await db
    .selectFrom('resource_group_content as rc')
    .innerJoin('resource_group as g', 'g.id', 'rc.resource_group_id')
    .select(['rc.resource_group_id', 'rc.content_id', 'rc.sort_path'])
    .where('g.app_name', '=', brand)
    .orderBy('rc.resource_group_id')
    .orderBy('rc.sort_path')
    .orderBy('rc.added_at')
    .orderBy('rc.content_id')
    .execute();
  return rows.map((r) => ({
    groupId: r.resource_group_id,
    contentId: r.content_id,
    sortPath: r.sort_path.map(Number),
  }));
}
