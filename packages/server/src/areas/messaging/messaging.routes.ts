import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { emptyPagedResult, MessageStatus, MessageType, zGuid, zPagedQuery } from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound, parseInput } from '../../http/errors';
import type { EndpointAccess } from '../../http/fastify-types';
import { findMessagePreview, searchMessages, type MessageView } from './messaging.store';

/** The outbox admin page is for developers and security admins. */
export const MESSAGING_ADMIN: EndpointAccess = ['developer', 'securityAdmin'];

/** An enum value in a query: its number or its name (any case). */
function zEnumParam<E extends Record<string, number>>(values: E) {
  const byName = new Map(Object.entries(values).map(([name, n]) => [name.toLowerCase(), n]));
  const numbers = new Set<number>(Object.values(values));
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = /^\d+$/.test(text) ? Number(text) : byName.get(text.toLowerCase());
      if (value === undefined || !numbers.has(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${[...byName.keys()].join(', ')}`,
        });
        return z.NEVER;
      }
      return value as E[keyof E];
    })
    .optional();
}

const zMessageSearch = zPagedQuery.extend({
  status: zEnumParam(MessageStatus),
  type: zEnumParam(MessageType),
  /** Free text, as `search`: recipient, subject or result. */
  text: z.string().trim().max(500).optional(),
});

/** messaging area: the outbox as the admin page reads it (search and preview). */
export function registerMessagingRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const admin = { config: { access: MESSAGING_ADMIN } };

  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  app.get('/api/messaging/Search', admin, async (request) => {
    const { text, ...query } = parseInput(zMessageSearch, request.query);
    try {
      return await searchMessages(db, request.brand, { ...query, search: query.search ?? text });
    } catch (error) {
      request.log.error({ err: error }, 'message search failed');
      return emptyPagedResult<MessageView>();
    }
  });

  app.get('/api/messaging/PreviewMessage/:id', admin, async (request) => {
    const { id } = parseInput(z.object({ id: zGuid }), request.params);
    const preview = await findMessagePreview(db, request.brand, id);
    if (!preview) throw notFound(`No message has the id ${id}.`);
    return preview;
  });
}
