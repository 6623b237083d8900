import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  emptyPagedResult,
  isValidGuid,
  type BrandKey,
  type GenericAreaApi,
  type PagedQuery,
  type PagedResult,
  type Session,
} from '@portal/core';
import { isUniqueViolation } from '../db/query-helpers';
import { HttpError, notFound } from '../http/errors';
import { serve } from '../http/serve';

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

export type GenericAreaOptions<T, S extends z.ZodType> = {
  /** The area's endpoints (core's genericAreaApi): paths, rules and the schema of upsert. */
  api: GenericAreaApi<T, S>;
  store: AreaStore<T, z.output<S>>;
  /** Called after a successful upsert or delete (e.g. to drop a cache of the brand). */
  onChange?: (scope: AreaScope) => void;
};

const scopeOf = (request: FastifyRequest): AreaScope => ({
  brand: request.brand,
  session: request.session,
});

/** The area's name in messages and logs: /api/{area}/ping. */
const areaOf = (api: GenericAreaApi<unknown, z.ZodType>) => api.ping.path.split('/')[2] ?? '';

function registerReads<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
) {
  const { store, api } = options;
  const area = areaOf(api);

  serve(app, api.ping, async () => ({ area, status: 'ok' }));

  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  serve(app, api.search, async ({ query }, request) => {
    try {
      return await store.search(scopeOf(request), query);
    } catch (error) {
      request.log.error({ err: error, area }, 'search failed');
      return emptyPagedResult<T>();
    }
  });

  serve(app, api.getAll, async (_input, request) => store.getAll(scopeOf(request)));

  serve(app, api.byIds, async ({ body }, request) => store.getByIds(scopeOf(request), body));

  serve(app, api.get, async ({ params: { id } }, request) => {
    const found = await store.getById(scopeOf(request), id);
    if (found === undefined)
      throw notFound({ key: 'errors.server.noSuchRecord', values: { area, id } });
    return found;
  });
}

function registerWrites<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
) {
  const { store, api } = options;
  const area = areaOf(api);

  serve(app, api.upsert, async (input, request) => {
    // The parsed body of `schema`; TypeScript cannot resolve the input of a generic schema.
    const { body } = input as { body: z.output<S> };
    const scope = scopeOf(request);
    try {
      const saved = await store.upsert(scope, body);
      options.onChange?.(scope);
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, { key: 'errors.server.uniqueTaken', values: { area } });
      }
      throw error;
    }
  });

  // A failed delete answers false (error catalogue), as does an id that names nothing.
  serve(app, api.remove, async ({ params: { id } }, request) => {
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
 * The spec's generic area operations under /api/{area}/ (core's genericAreaApi): GET search,
 * POST upsert, GET {id}, POST GetByIds, GET getall, DELETE {id}, GET ping. An area brings its
 * endpoints and its store; the brand of the call scopes every store call.
 */
export function registerGenericArea<T, S extends z.ZodType>(
  app: FastifyInstance,
  options: GenericAreaOptions<T, S>,
): void {
  registerReads(app, options);
  registerWrites(app, options);
}
