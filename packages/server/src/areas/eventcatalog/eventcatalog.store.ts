import type { Kysely, Selectable } from 'kysely';
import {
  ZEventCatalogItemSave,
  type BrandKey,
  type PagedQuery,
  type PagedResult,
  type TEventCatalogItem,
} from '@portal/core';
import type { z } from 'zod';
import { toJson, type Database, type EventCatalogItemTable } from '../../db/schema';
import { containsPattern, pageWindow, sortColumn } from '../../db/query-helpers';
import type { AreaScope, AreaStore } from '../../shared/generic-area';

export type CatalogItemRow = Selectable<EventCatalogItemTable>;
type CatalogItemInput = z.output<typeof ZEventCatalogItemSave>;

/** The fields kept as columns; every other field of the item lives in `details`. */
const COLUMN_FIELDS = [
  'id',
  'name',
  'category',
  'family',
  'referenceId',
  'canSelfRegister',
  'archived',
];

/** A stored row as the API answers it; fields missing from older rows take their defaults. */
export function presentCatalogItem(row: CatalogItemRow): TEventCatalogItem {
  const defaults = ZEventCatalogItemSave.parse({ name: row.name });
  return {
    ...defaults,
    ...(row.details as Partial<CatalogItemInput>),
    id: row.id,
    appName: row.app_name,
    name: row.name,
    category: row.category,
    family: row.family,
    referenceId: row.reference_id,
    canSelfRegister: row.can_self_register,
    archived: row.archived,
    createdUTC: row.created_at.toISOString(),
    updatedUTC: row.updated_at.toISOString(),
  };
}

function columnsOf(input: CatalogItemInput) {
  const details = Object.fromEntries(
    Object.entries(input).filter(([key]) => !COLUMN_FIELDS.includes(key)),
  );
  return {
    name: input.name,
    category: input.category,
    family: input.family,
    reference_id: input.referenceId,
    can_self_register: input.canSelfRegister,
    archived: input.archived,
    details: toJson(details),
  };
}

const SORTS = {
  name: 'name',
  category: 'category',
  family: 'family',
  createdUTC: 'created_at',
} as const;

export function findCatalogItem(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<CatalogItemRow | undefined> {
  return db
    .selectFrom('event_catalog_item')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The catalog of a brand through the generic operations (search by name, family, category). */
export function createCatalogStore(
  db: Kysely<Database>,
): AreaStore<TEventCatalogItem, CatalogItemInput> {
  const brandRows = (scope: AreaScope) =>
    db.selectFrom('event_catalog_item').where('app_name', '=', scope.brand);

  const search = async (scope: AreaScope, query: PagedQuery) => {
    let rows = brandRows(scope);
    if (query.search) {
      const pattern = containsPattern(query.search);
      rows = rows.where((eb) =>
        eb.or([
          eb('name', 'ilike', pattern),
          eb('family', 'ilike', pattern),
          eb('category', 'ilike', pattern),
          eb('reference_id', 'ilike', pattern),
        ]),
      );
    }
    const { column, property } = sortColumn(query, SORTS, 'name');
    const { offset, limit } = pageWindow(query);
    const [{ count }, page] = await Promise.all([
      rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      rows
        .selectAll()
        .orderBy(column, query.sortAscending ? 'asc' : 'desc')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
    ]);
    const result: PagedResult<TEventCatalogItem> = {
      count: Number(count),
      data: page.map(presentCatalogItem),
      sortAscending: query.sortAscending,
    };
    if (property) result.sortProperty = property;
    return result;
  };

  return {
    search,
    getById: async (scope, id) => {
      const row = await findCatalogItem(db, scope.brand, id);
      return row && presentCatalogItem(row);
    },
    getByIds: async (scope, ids) =>
      ids.length === 0
        ? []
        : (await brandRows(scope).selectAll().where('id', 'in', ids).execute()).map(
            presentCatalogItem,
          ),
    getAll: async (scope) =>
      (await brandRows(scope).selectAll().orderBy('name').execute()).map(presentCatalogItem),
    upsert: async (scope, input) => {
      const values = columnsOf(input);
      const now = new Date();
      const updated = input.id
        ? await db
            .updateTable('event_catalog_item')
            .set({ ...values, updated_at: now })
            .where('app_name', '=', scope.brand)
            .where('id', '=', input.id)
            .returningAll()
            .executeTakeFirst()
        : undefined;
      const row =
        updated ??
        (await db
          .insertInto('event_catalog_item')
          // An unknown id gets a fresh one: ids of other brands' items must not be taken.
          .values({ ...values, app_name: scope.brand, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow());
      return presentCatalogItem(row);
    },
    // An item that events use cannot go (the foreign key refuses): such an item is archived.
    remove: async (scope, id) => {
      const used = await db
        .selectFrom('event')
        .select('id')
        .where('event_type_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (used) return false;
      const deleted = await db
        .deleteFrom('event_catalog_item')
        .where('app_name', '=', scope.brand)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
