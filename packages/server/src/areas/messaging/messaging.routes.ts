import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MessageType,
  emptyPagedResult,
  messagingApi as api,
  type TMessageView,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { serve } from '../../http/serve';
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
} from './messaging.store';
import { registerMessagingToolRoutes } from './messaging-tools.routes';
import { requestContext } from '../../shared/request-context';

/** The day after a local calendar day (the window's end date counts whole). */
const nextDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);

function registerSendRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => requestContext(request, db);

  serve(app, api.sendEmailTemplate, async ({ params, body }, request) =>
    sendEmailTemplate(ctx(request), params.id, body),
  );

  serve(app, api.sendBulkEmailTemplate, async ({ params, body }, request) =>
    sendBulkEmailTemplate(ctx(request), params.id, body),
  );

  serve(app, api.resend, async ({ params }, request) => resendMessage(ctx(request), params.id));

  // {id}: a message id (GUID) or a template code; see messaging.service previewMessage.
  serve(app, api.preview, async ({ params, query }, request) =>
    previewMessage(ctx(request), params.id, query),
  );
}

function registerAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  serve(app, api.search, async ({ query: { text, ...query } }, request) => {
    try {
      return await searchMessages(db, request.brand, { ...query, search: query.search ?? text });
    } catch (error) {
      request.log.error({ err: error }, 'message search failed');
      return emptyPagedResult<TMessageView>();
    }
  });

  // {a}: the entity type, {b}: the entity id.
  serve(app, api.deleteByEntity, async ({ params: { a, b } }, request) => ({
    deleted: await deleteByEntity(db, request.brand, a, b),
  }));

  // {id}: the transaction id a send gave its messages (their reference id).
  serve(app, api.deleteByTransaction, async ({ params }, request) => ({
    deleted: await deleteByTransaction(db, request.brand, params.id),
  }));

  // The status as stored: no provider reports opens or bounces back (docs/decisions.md).
  serve(app, api.refreshStatus, async ({ params: { id } }, request) => {
    const row = await findMessage(db, request.brand, id);
    if (!row) throw notFound({ key: 'errors.messaging.messageNotFound', values: { id } });
    return present(row);
  });
}

/** The lookups by entity: admins read any entity, others only themselves. */
function registerEntityRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const allowed = async (request: FastifyRequest, entityIds: readonly string[]) =>
    assertEntityAccess(requestContext(request, db), entityIds);

  serve(app, api.byEntityIds, async ({ body }, request) => {
    await allowed(request, body.entityIds);
    return findByEntityIds(db, request.brand, body);
  });
  serve(app, api.latestByEntityIds, async ({ body }, request) => {
    await allowed(request, body.entityIds);
    return findLatestByEntityIds(db, request.brand, body);
  });
  serve(app, api.statsByEntity, async ({ params: { id } }, request) => {
    await allowed(request, [id]);
    return countEntityMessages(db, request.brand, { entityId: id });
  });
  serve(app, api.refreshStatusByEntity, async ({ params: { id } }, request) => {
    await allowed(request, [id]);
    const messages = await findByEntityIds(db, request.brand, { entityIds: [id] });
    return messages.filter((m) => m.messageType === MessageType.Email);
  });

  // {a}: the entity type, {b}: the entity id; the window's end date counts whole (plus a day).
  serve(app, api.emailStats, async ({ params: { a, b }, query: window }, request) => {
    await allowed(request, [b]);
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
