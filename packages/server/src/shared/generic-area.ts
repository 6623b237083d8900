import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  emptyPagedResult,
  isValidGuid,
  zGuid,
  zPagedQuery,
  type BrandKey,
  type PagedQuery,
  type PagedResult,
  type Session,
} from '@portal/core';
import { isUniqueViolation } from '../db/query-helpers';
import { HttpError, notFound, parseInput } from '../http/errors';
import type { EndpointAccess } from '../http/fastify-types';

/** Who asks and for which brand: a store of brand-scoped data reads and writes only this brand. */
export type AreaScope = { brand: BrandKey; session: Session | null };

/** What an area's store offers to the generic operations. */
export type AreaStore<T, Input> = {
  search: (scope: AreaScope, query: PagedQuery) => Promise<PagedResult<T>>;
  getById: (scope: AreaScope, id: string) => Promise<T | undefined>;
  getByIds: (scope: AreaScope, ids: readonly string[]) => Promise<T[]>;
  getAll: (scope: AreaScope) => Promise<T[]>;
  /** Inserts when the input has no id (or an unknown one), updates otherwise. */
  upsert: (scope: AreaScope, input: Input) => Promise<T>;
  /** True when a record was deleted. */
  remove: (scope: AreaScope, id: string) => Promise<boolean>;
};

export type GenericAreaAccess = {
  /** search, getall, {id}, GetByIds, ping */
  read: EndpointAccess;
  /** upsert */
  write: EndpointAccess;
  /** DELETE {id}; the write rule unless given */
  remove?: EndpointAccess;
};

export type GenericAreaOptions<T, S extends z.ZodType> = {
  /** The path segment: /api/{area}/... */
  area: string;
  store: AreaStore<T, z.output<S>>;
  /** Validates the body of upsert. */
  schema: S;
  access: GenericAreaAccess;
  /** Called after a successful upsert or delete (e.g. to drop a cache of the brand). */
  onChange?: (scope: AreaScope) => void;
};

/** Largest list GetByIds accepts in one call. */
export const MAX_IDS_PER_CALL = 1000;

const zIdParams = z.object({ id: zGuid });
const zIds = z.array(zGuid).max(MAX_IDS_PER_CALL);

const scopeOf = (request: FastifyRequest): AreaScope => ({
  brand: request.brand,
  session: request.session,
});

function registerReads<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
) {
  const { store, area } = options;
  const base = `/api/${area}`;
  const read = { config: { access: options.access.read } };

  app.get(`${base}/ping`, read, async () => ({ area, status: 'ok' }));

  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  app.get(`${base}/search`, read, async (request) => {
    const query = parseInput(zPagedQuery, request.query);
    try {
      return await store.search(scopeOf(request), query);
    } catch (error) {
      request.log.error({ err: error, area }, 'search failed');
      return emptyPagedResult<T>();
    }
  });

  app.get(`${base}/getall`, read, async (request) => store.getAll(scopeOf(request)));

  app.post(`${base}/GetByIds`, read, async (request) =>
    store.getByIds(scopeOf(request), parseInput(zIds, request.body)),
  );

  app.get(`${base}/:id`, read, async (request) => {
    const { id } = parseInput(zIdParams, request.params);
    const found = await store.getById(scopeOf(request), id);
    if (found === undefined) throw notFound(`No ${area} has the id ${id}.`);
    return found;
  });
}

function registerWrites<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
) {
  const { store, area, access } = options;
  const base = `/api/${area}`;

  app.post(`${base}/upsert`, { config: { access: access.write } }, async (request) => {
    const input = parseInput(options.schema, request.body);
    const scope = scopeOf(request);
    try {
      const saved = await store.upsert(scope, input);
      options.onChange?.(scope);
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, `Another ${area} already has these unique values.`);
      }
      throw error;
    }
  });

  // A failed delete answers false (error catalogue), as does an id that names nothing.
  const remove = { config: { access: access.remove ?? access.write } };
  app.delete<{ Params: { id: string } }>(`${base}/:id`, remove, async (request) => {
    const { id } = request.params;
    if (!isValidGuid(id)) return false;
    const scope = scopeOf(request);
    try {
      const removed = await store.remove(scope, id);
      if (removed) options.onChange?.(scope);
      return removed;
    } catch (error) {
      request.log.error({ err: error, area, id }, 'delete failed');
      return false;
    }
  });
}

/**
 * The spec's generic area operations under /api/{area}/: GET search, POST upsert, GET {id},
 * POST GetByIds, GET getall, DELETE {id}, GET ping. An area brings its store, the schema of its
 * entity and the rule of each operation; the brand of the call scopes every store call.
 */
export function registerGenericArea<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
): void {
  registerReads(app, options);
  registerWrites(app, options);
}
