import { sql, type Kysely } from 'kysely';
import type { BrandKey, ZContentSearch } from '@portal/core';
import type { z } from 'zod';
import { pageWindow } from '../../db/query-helpers';
import type { Database } from '../../db/schema';
import { textSearchConfig } from './content.store';
import { releasedToMember } from './series.store';

/**
 * Full-text search of content items with PostgreSQL's text search (PGlite runs the same): the
 * words are read as a web search (quotes, or, -word) in the brand's language, and items are
 * ranked by cover density over the vector the content store keeps (title, then summary and
 * tags, then the page's words).
 */

/**
 * Where to look: the items of these groups (with `releasedTo`: those that member sees), or the
 * whole library of the brand.
 */
export type SearchScope = { groupIds: readonly string[]; releasedTo?: string } | 'library';

export async function searchContentIds(
  db: Kysely<Database>,
  brand: BrandKey,
  scope: SearchScope,
  query: z.output<typeof ZContentSearch>,
): Promise<{ count: number; hits: { id: string; rank: number }[] }> {
  if (scope !== 'library' && scope.groupIds.length === 0) return { count: 0, hits: [] };
  const config = textSearchConfig(brand);
  const words = sql`websearch_to_tsquery(${config}::regconfig, ${query.search})`;
  let base = db
    .selectFrom('content as c')
    .where('c.app_name', '=', brand)
    .where(sql<boolean>`c.search_vector @@ ${words}`);
  if (scope !== 'library') {
    const { groupIds, releasedTo } = scope;
    base = base.where('c.id', 'in', (eb) => {
      const items = eb
        .selectFrom('resource_group_content as rc')
        .select('rc.content_id')
        .where('rc.resource_group_id', 'in', groupIds);
      return releasedTo ? items.where(releasedToMember(releasedTo)) : items;
    });
  }
  const { offset, limit } = pageWindow(query);
  // One pass ranks the page and counts every match; a page past the end counts them apart.
  const rows = await base
    .select([
      'c.id',
      sql<number>`ts_rank_cd(c.search_vector, ${words})`.as('rank'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('rank', 'desc')
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const count =
    rows[0]?.total ??
    (await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow())
      .count;
  return { count: Number(count), hits: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })) };
}

/** The groups among these that hold each item (with `releasedTo`: where that member sees it). */
export async function groupsOfContents(
  db: Kysely<Database>,
  contentIds: readonly string[],
  groupIds: readonly string[] | 'all',
  releasedTo?: string,
): Promise<{ contentId: string; groupId: string }[]> {
  if (contentIds.length === 0 || (groupIds !== 'all' && groupIds.length === 0)) return [];
  let query = db
    .selectFrom('resource_group_content as rc')
    .select(['rc.content_id', 'rc.resource_group_id'])
    .where('rc.content_id', 'in', contentIds);
  if (groupIds !== 'all') query = query.where('rc.resource_group_id', 'in', groupIds);
  if (releasedTo) query = query.where(releasedToMember(releasedTo));
  const rows = await query.execute();
  return rows.map((r) => ({ contentId: r.content_id, groupId: r.resource_group_id }));
}

/** The id, code and name of these groups of the brand (a search hit names where it is read). */
export async function groupLabels(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<{ id: string; code: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('resource_group')
    .select(['id', 'code', 'name'])
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .execute();
}
