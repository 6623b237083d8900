import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  MAINTAINERS,
  MessageStatus,
  MessageType,
  ZEntityIdsRequest,
  ZSendBulkEmailTemplateRequest,
  ZSendEmailTemplateRequest,
  ZTemplatePreviewQuery,
  emptyPagedResult,
  parseShortDate,
  zGuid,
  zPagedQuery,
  zTemplateCode,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound, parseInput } from '../../http/errors';
import {
  assertEntityAccess,
  previewMessage,
  resendMessage,
  sendBulkEmailTemplate,
  sendEmailTemplate,
} from './messaging.service';
import {
  countEntityMessages,
  deleteByEntity,
  deleteByTransaction,
  findByEntityIds,
  findLatestByEntityIds,
  findMessage,
  present,
  searchMessages,
  type MessageView,
} from './messaging.store';
import { registerMessagingToolRoutes } from './messaging-tools.routes';
import { requestContext } from '../../shared/request-context';

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

const zRef = z.string().trim().min(1).max(200);
const zShortDate = z
  .string()
  .transform((text, ctx) => {
    const date = parseShortDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'Use MM/DD/YY' });
      return z.NEVER;
    }
    return date;
  })
  .optional();
const zStatsWindow = z.object({ startDate: zShortDate, endDate: zShortDate });

/** The day after a local calendar day (the window's end date counts whole). */
const nextDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);

function registerSendRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const admin = { config: { access: MAINTAINERS } } as const;
  const code = (request: FastifyRequest) =>
    parseInput(z.object({ id: zTemplateCode }), request.params).id;

  app.post('/api/messaging/SendEmailTemplate/:id', admin, async (request) =>
    sendEmailTemplate(
      requestContext(request, db),
      code(request),
      parseInput(ZSendEmailTemplateRequest, request.body),
    ),
  );

  app.post('/api/messaging/SendBulkEmailTemplate/:id', admin, async (request) =>
    sendBulkEmailTemplate(
      requestContext(request, db),
      code(request),
      parseInput(ZSendBulkEmailTemplateRequest, request.body),
    ),
  );

  app.post('/api/messaging/Resend/:id', admin, async (request) =>
    resendMessage(
      requestContext(request, db),
      parseInput(z.object({ id: zGuid }), request.params).id,
    ),
  );

  // {id}: a message id (GUID) or a template code; see messaging.service previewMessage.
  app.get('/api/messaging/PreviewMessage/:id', admin, async (request) => {
    const { id } = parseInput(z.object({ id: zRef }), request.params);
    const query = parseInput(ZTemplatePreviewQuery, request.query);
    return previewMessage(requestContext(request, db), id, query);
  });
}

function registerAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const admin = { config: { access: MAINTAINERS } } as const;

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

  // {a}: the entity type, {b}: the entity id.
  app.delete('/api/messaging/DeleteByEntityId/:a/:b', admin, async (request) => {
    const { a, b } = parseInput(z.object({ a: zRef, b: zRef }), request.params);
    return { deleted: await deleteByEntity(db, request.brand, a, b) };
  });

  // {id}: the transaction id a send gave its messages (their reference id).
  app.delete('/api/messaging/DeleteByTransactionId/:id', admin, async (request) => {
    const { id } = parseInput(z.object({ id: zRef }), request.params);
    return { deleted: await deleteByTransaction(db, request.brand, id) };
  });

  // The status as stored: no provider reports opens or bounces back (docs/decisions.md).
  app.get('/api/messaging/RefreshEmailStatus/:id', admin, async (request) => {
    const { id } = parseInput(z.object({ id: zGuid }), request.params);
    const row = await findMessage(db, request.brand, id);
    if (!row) throw notFound(`No message has the id ${id}.`);
    return present(row);
  });
}

/** The lookups by entity: admins read any entity, others only themselves. */
function registerEntityRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: ANY } };
  const entityIds = async (request: FastifyRequest) => {
    const filter = parseInput(ZEntityIdsRequest, request.body);
    await assertEntityAccess(requestContext(request, db), filter.entityIds);
    return filter;
  };
  const entityId = async (request: FastifyRequest) => {
    const { id } = parseInput(z.object({ id: zRef }), request.params);
    await assertEntityAccess(requestContext(request, db), [id]);
    return id;
  };

  app.post('/api/messaging/GetByEntityIds', signedIn, async (request) =>
    findByEntityIds(db, request.brand, await entityIds(request)),
  );
  app.post('/api/messaging/GetLatestByEntityIds', signedIn, async (request) =>
    findLatestByEntityIds(db, request.brand, await entityIds(request)),
  );
  app.get('/api/messaging/GetMessageStatsByEntityId/:id', signedIn, async (request) =>
    countEntityMessages(db, request.brand, { entityId: await entityId(request) }),
  );
  app.get('/api/messaging/RefreshEmailStatusByEntityId/:id', signedIn, async (request) =>
    findByEntityIds(db, request.brand, {
      entityIds: [await entityId(request)],
    }).then((messages) => messages.filter((m) => m.messageType === MessageType.Email)),
  );

  // {a}: the entity type, {b}: the entity id; the window's end date counts whole (plus a day).
  app.get('/api/messaging/GetEmailStats/:a/:b', signedIn, async (request) => {
    const { a, b } = parseInput(z.object({ a: zRef, b: zRef }), request.params);
    const window = parseInput(zStatsWindow, request.query);
    await assertEntityAccess(requestContext(request, db), [b]);
    return countEntityMessages(db, request.brand, {
      entityType: a,
      entityId: b,
      messageType: MessageType.Email,
      ...(window.startDate ? { from: window.startDate } : {}),
      ...(window.endDate ? { before: nextDay(window.endDate) } : {}),
    });
  });
}

/** messaging area: the outbox, templated sends, lookups by entity and the admin tools. */
export function registerMessagingRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerAdminRoutes(app, db);
  registerSendRoutes(app, db);
  registerEntityRoutes(app, db);
  registerMessagingToolRoutes(app, db);
}
