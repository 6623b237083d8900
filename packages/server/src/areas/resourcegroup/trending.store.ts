import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { containsPattern } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

/**
 * The SQL of content progress and trending: view events (one row per view), completions (one
 * per person and item), and the brand's metrics the trending job rewrites from them.
 */

export type Ranked = { id: string; views: number; completions: number; score: number };
/** Which items may be listed: every item of the brand, or these. */
export type ItemScope = 'all' | readonly string[];
export type RankPage = { name: string; count: number; skip: number };
export type Weighting = { since: Date; until: Date; completionWeight: number };

export async function insertView(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  userAccountId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('content_view')
    .values({
      app_name: brand,
      content_id: contentId,
      user_account_id: userAccountId,
      viewed_at: now,
    })
    .execute();
}

/** A completion, kept once per person and item (the first time counts). */
export async function insertCompletion(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  userAccountId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('content_completion')
    .values({
      app_name: brand,
      content_id: contentId,
      user_account_id: userAccountId,
      completed_at: now,
    })
    .onConflict((oc) => oc.columns(['content_id', 'user_account_id']).doNothing())
    .execute();
}

/**
 * Rewrites the brand's metrics: per item, the views and completions of the window and their
 * score (views + weight × completions). Answers how many items it ranks.
 */
export async function rewriteMetrics(
  db: Kysely<Database>,
  brand: BrandKey,
  { since, until, completionWeight }: Weighting,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_trending_metric').where('app_name', '=', brand).execute();
    const result = await sql`
      insert into content_trending_metric
        (app_name, content_id, views, completions, score, computed_at)
      select ${brand}, coalesce(v.content_id, c.content_id), coalesce(v.views, 0),
        coalesce(c.completions, 0),
        coalesce(v.views, 0) + ${completionWeight}::double precision * coalesce(c.completions, 0),
        ${until}::timestamptz
      from (
        select content_id, count(*)::integer as views from content_view
        where app_name = ${brand} and viewed_at >= ${since}::timestamptz
          and viewed_at <= ${until}::timestamptz
        group by content_id
      ) v
      full join (
        select content_id, count(*)::integer as completions from content_completion
        where app_name = ${brand} and completed_at >= ${since}::timestamptz
          and completed_at <= ${until}::timestamptz
        group by content_id
      ) c on c.content_id = v.content_id`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  });
}

const toRanked = (row: { id: string; views: unknown; completions: unknown; score: unknown }) => ({
  id: row.id,
  views: Number(row.views),
  completions: Number(row.completions),
  score: Number(row.score),
});

/** A page of the brand's metrics, best score first, among the items in scope whose title matches. */
export async function globalTrending(
  db: Kysely<Database>,
  brand: BrandKey,
  scope: ItemScope,
  page: RankPage,
): Promise<Ranked[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  let query = db
    .selectFrom('content_trending_metric as m')
    .innerJoin('content as c', 'c.id', 'm.content_id')
    .select(['m.content_id as id', 'm.views', 'm.completions', 'm.score'])
    .where('m.app_name', '=', brand)
    .where('c.app_name', '=', brand);
  if (scope !== 'all') query = query.where('m.content_id', 'in', scope);
  if (page.name) query = query.where('c.title', 'ilike', containsPattern(page.name));
  const rows = await query
    .orderBy('m.score', 'desc')
    .orderBy('m.content_id')
    .offset(page.skip)
    .limit(page.count)
    .execute();
  return rows.map(toRanked);
}

/** A page of the items one person viewed or completed in the window, by their own activity. */
export async function personTrending(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  weighting: Weighting,
  scope: ItemScope,
  page: RankPage,
): Promise<Ranked[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const { since, until, completionWeight } = weighting;
  const inScope =
    scope === 'all' ? sql`true` : sql`a.id in (${sql.join(scope.map((id) => sql`${id}::uuid`))})`;
  const titled = page.name ? sql`c.title ilike ${containsPattern(page.name)}` : sql`true`;
  const rows = await sql<{ id: string; views: string; completions: string; score: string }>`
    select a.id, a.views, a.completions,
      a.views + ${completionWeight}::double precision * a.completions as score
    from (
      select coalesce(v.content_id, d.content_id) as id, coalesce(v.views, 0) as views,
        case when d.content_id is null then 0 else 1 end as completions
      from (
        select content_id, count(*)::integer as views from content_view
        where user_account_id = ${userAccountId} and app_name = ${brand}
          and viewed_at >= ${since}::timestamptz and viewed_at <= ${until}::timestamptz
        group by content_id
      ) v
      full join (
        select content_id from content_completion
        where user_account_id = ${userAccountId} and app_name = ${brand}
          and completed_at >= ${since}::timestamptz and completed_at <= ${until}::timestamptz
      ) d on d.content_id = v.content_id
    ) a
    join content c on c.id = a.id and c.app_name = ${brand}
    where ${inScope} and ${titled}
    order by score desc, a.id
    offset ${page.skip} limit ${page.count}`.execute(db);
  return rows.rows.map(toRanked);
}

/** Whether the user account is one of the brand's. */
export async function isBrandPerson(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', userAccountId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these items the person has completed. */
export async function completedAmong(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  contentIds: readonly string[],
): Promise<string[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('content_completion')
    .select('content_id')
    .where('app_name', '=', brand)
    .where('user_account_id', '=', userAccountId)
    .where('content_id', 'in', contentIds)
    .execute();
  return rows.map((row) => row.content_id);
}
