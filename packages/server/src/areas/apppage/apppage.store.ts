import type { Kysely } from 'kysely';
import type { AppPageInput, PagedQuery, PagedResult, TAppPageRecord } from '@portal/core';
import { toJson, type AppPageRow, type Database } from '../../db/schema';
import { containsPattern, pageWindow, sortColumn } from '../../db/query-helpers';
import type { AreaScope, AreaStore } from '../../shared/generic-area';

const SORTABLE = { name: 'name', route: 'route', updatedAt: 'updated_at' } as const;

function present(row: AppPageRow): TAppPageRecord {
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    text: row.text,
    banners: row.banners,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const pagesOf = (db: Kysely<Database>, scope: AreaScope) =>
  db.selectFrom('app_page').where('app_name', '=', scope.brand);

async function searchPages(
  db: Kysely<Database>,
  scope: AreaScope,
  query: PagedQuery,
): Promise<PagedResult<TAppPageRecord>> {
  let filtered = pagesOf(db, scope);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('route', 'ilike', pattern)]),
    );
  }
  const sort = sortColumn(query, SORTABLE, 'name');
  const { offset, limit } = pageWindow(query);
  const [total, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy(sort.column, query.sortAscending ? 'asc' : 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    data: rows.map(present),
    sortAscending: query.sortAscending,
    ...(sort.property ? { sortProperty: sort.property } : {}),
  };
}

/** Updates the brand's page of that id; inserts when there is none (a new id is generated). */
async function upsertPage(
  db: Kysely<Database>,
  scope: AreaScope,
  input: AppPageInput,
): Promise<TAppPageRecord> {
  const values = {
    name: input.name,
    route: input.route,
    text: toJson(input.text),
    banners: toJson(input.banners),
    updated_at: new Date(),
  };
  if (input.id) {
    const updated = await db
      .updateTable('app_page')
      .set(values)
      .where('id', '=', input.id)
      .where('app_name', '=', scope.brand)
      .returningAll()
      .executeTakeFirst();
    if (updated) return present(updated);
  }
  const inserted = await db
    .insertInto('app_page')
    .values({ ...values, ...(input.id ? { id: input.id } : {}), app_name: scope.brand })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(inserted);
}

/** The app_page table, scoped to the caller's brand. */
export function createAppPageStore(db: Kysely<Database>): AreaStore<TAppPageRecord, AppPageInput> {
  return {
    search: (scope, query) => searchPages(db, scope, query),
    getById: async (scope, id) => {
      const row = await pagesOf(db, scope).selectAll().where('id', '=', id).executeTakeFirst();
      return row && present(row);
    },
    getByIds: async (scope, ids) => {
      if (ids.length === 0) return [];
      const rows = await pagesOf(db, scope)
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('name')
        .execute();
      return rows.map(present);
    },
    getAll: async (scope) =>
      (await pagesOf(db, scope).selectAll().orderBy('name').execute()).map(present),
    upsert: (scope, input) => upsertPage(db, scope, input),
    remove: async (scope, id) => {
      const result = await db
        .deleteFrom('app_page')
        .where('id', '=', id)
        .where('app_name', '=', scope.brand)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
