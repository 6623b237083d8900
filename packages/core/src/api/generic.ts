import { z } from 'zod';
import { zGuid } from '../validation/guid';
import { zPagedQuery, type PagedResult } from '../validation/paging';
import { endpoint, json, type EndpointAccess } from './endpoint';
import { zAnyIdParams, zIdParams } from './params';

/** Largest list GetByIds accepts in one call. */
export const MAX_IDS_PER_CALL = 1000;

/** Who may call a generic area's operations. */
export type GenericAreaAccess = {
  /** search, getall, {id}, GetByIds, ping */
  read: EndpointAccess;
  /** upsert */
  write: EndpointAccess;
  /** DELETE {id}; the write rule unless given */
  remove?: EndpointAccess;
};

/**
 * The spec's generic operations of an area under /api/{area}/: GET search, POST upsert, GET {id},
 * POST GetByIds, GET getall, DELETE {id}, GET ping; `schema` validates the body of upsert and
 * `T` (named `typeName`) is the record the area answers.
 */
export function genericAreaApi<T, S extends z.ZodType>(
  area: string,
  access: GenericAreaAccess,
  schema: S,
  typeName: string,
) {
  const base = `/api/${area}` as const;
  const read = access.read;
  const one = json<T>(typeName);
  const many = json<T[]>(`${typeName}[]`);
  return {
    ping: endpoint({
      method: 'GET',
      path: `${base}/ping`,
      access: read,
      summary: 'The area answers.',
      answer: json<{ area: string; status: string }>('{ area, status }'),
    }),
    // A failed search answers an empty page (error catalogue).
    search: endpoint({
      method: 'GET',
      path: `${base}/search`,
      access: read,
      summary: `A page of the brand's ${area} records by text; a failure answers an empty page.`,
      query: zPagedQuery,
      answer: json<PagedResult<T>>(`PagedResult<${typeName}>`),
    }),
    getAll: endpoint({
      method: 'GET',
      path: `${base}/getall`,
      access: read,
      summary: `Every ${area} record of the brand.`,
      answer: many,
    }),
    byIds: endpoint({
      method: 'POST',
      path: `${base}/GetByIds`,
      access: read,
      summary: `The given ${area} records of the brand.`,
      body: z.array(zGuid).max(MAX_IDS_PER_CALL),
      answer: many,
    }),
    get: endpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: read,
      summary: `One ${area} record of the brand.`,
      params: zIdParams,
      answer: one,
    }),
    upsert: endpoint({
      method: 'POST',
      path: `${base}/upsert`,
      access: access.write,
      summary: `Creates or changes a ${area} record (409 when a unique value is taken).`,
      body: schema,
      answer: one,
    }),
    // A failed delete answers false (error catalogue), as does an id that names nothing.
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: access.remove ?? access.write,
      summary: `Deletes a ${area} record; false when there was none or it could not be deleted.`,
      params: zAnyIdParams,
      answer: json<boolean>('boolean'),
    }),
  };
}

/** The endpoints of a generic area. */
export type GenericAreaApi<T, S extends z.ZodType> = ReturnType<typeof genericAreaApi<T, S>>;
