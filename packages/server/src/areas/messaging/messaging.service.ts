import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MAINTAINERS,
  MessageType,
  isValidGuid,
  sampleTemplateData,
  satisfies,
  templatePlaceholders,
  type Session,
  type TMessageTemplate,
  type TMessageView,
  type TTemplatePreview,
  type ZSendBulkEmailTemplateRequest,
  type ZSendEmailTemplateRequest,
  type ZTemplatePreviewQuery,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { attachmentsOf, queueMessage, type QueueMessageInput } from '../../mail/outbox';
import {
  renderTemplateMessage,
  requireTemplate,
  type TemplateSend,
} from '../../mail/templates/template-mail';
import { findMessage, findMessagePreview, present } from './messaging.store';
import type { RequestContext } from '../../shared/request-context';
import { userAccountIdOf } from '../../shared/user-account-id.store';

export type SendRequest = z.output<typeof ZSendEmailTemplateRequest>;
export type BulkRequest = z.output<typeof ZSendBulkEmailTemplateRequest>;

function sendOf(
  ctx: RequestContext,
  request: Omit<SendRequest, 'locale' | 'templateData' | 'transactionId'>,
  data: Record<string, unknown>,
  transactionId: string | undefined,
): TemplateSend {
  const { to, cc, comment, ...entity } = request;
  return {
    to,
    recipients: cc,
    data,
    ...(comment ? { comment } : {}),
    ...(ctx.session ? { userId: ctx.session.userId } : {}),
    ...(transactionId ? { referenceId: transactionId } : {}),
    ...Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== undefined)),
  };
}

/** Queues one e-mail from a template; a missing placeholder value is a 400 and queues nothing. */
export async function sendEmailTemplate(
  ctx: RequestContext,
  code: string,
  request: SendRequest,
): Promise<{ id: string; transactionId: string | null }> {
  const { locale, templateData, transactionId, ...rest } = request;
  const template = await requireTemplate(ctx.db, ctx.brand, code, locale);
  const message = await renderTemplateMessage(
    ctx.brand,
    template,
    sendOf(ctx, rest, templateData, transactionId),
    ctx.origin,
    ctx.db,
  );
  return { id: await queueMessage(ctx.db, message), transactionId: transactionId ?? null };
}

/** Renders every recipient's message first, so one bad recipient queues none. */
async function renderBulk(
  ctx: RequestContext,
  code: string,
  request: BulkRequest,
  transactionId: string,
): Promise<QueueMessageInput[]> {
  const template = await requireTemplate(ctx.db, ctx.brand, code, request.locale);
  const messages: QueueMessageInput[] = [];
  const errors: { field: string; message: string }[] = [];
  for (const [index, recipient] of request.recipients.entries()) {
    const { templateData, ...rest } = recipient;
    const send = sendOf(
      ctx,
      { ...rest, cc: [], ...(request.comment ? { comment: request.comment } : {}) },
      { ...request.templateData, ...templateData },
      transactionId,
    );
    try {
      messages.push(await renderTemplateMessage(ctx.brand, template, send, ctx.origin, ctx.db));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      for (const e of error.errors ?? [{ field: '', message: error.message }]) {
        errors.push({ field: `recipients.${index}.${e.field}`, message: e.message });
      }
    }
  }
  if (errors.length > 0) {
    throw new HttpError(400, { key: 'errors.templates.dataMismatch', values: { code } }, errors);
  }
  return messages;
}

/**
 * Queues one e-mail per recipient from a template, all or none, under one transaction id
 * (given, or new) that DeleteByTransactionId takes.
 */
export async function sendBulkEmailTemplate(
  ctx: RequestContext,
  code: string,
  request: BulkRequest,
): Promise<{ transactionId: string; ids: string[] }> {
  const transactionId = request.transactionId ?? randomUUID();
  const messages = await renderBulk(ctx, code, request, transactionId);
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const queued: string[] = [];
    for (const message of messages) queued.push(await queueMessage(trx, message));
    return queued;
  });
  return { transactionId, ids };
}

/** Queues a copy of a message of the brand, as it was written; answers the copy. */
export async function resendMessage(ctx: RequestContext, id: string): Promise<TMessageView> {
  const original = await findMessage(ctx.db, ctx.brand, id);
  if (!original) throw notFound({ key: 'errors.messaging.messageNotFound', values: { id } });
  const copyId = await queueMessage(ctx.db, {
    appName: ctx.brand,
    messageType: original.message_type as MessageType,
    recipient: original.recipient,
    recipients: original.recipients,
    subject: original.subject,
    bodyText: original.body_text,
    ...(original.body_html ? { bodyHtml: original.body_html } : {}),
    ...(original.from_address ? { from: original.from_address } : {}),
    ...(original.template_id ? { templateId: original.template_id } : {}),
    templateData: original.template_data,
    ...(original.entity_id ? { entityId: original.entity_id } : {}),
    ...(original.entity_type ? { entityType: original.entity_type } : {}),
    ...(original.entity_id2 ? { entityId2: original.entity_id2 } : {}),
    ...(original.entity_type2 ? { entityType2: original.entity_type2 } : {}),
    ...(original.user_account_id ? { userAccountId: original.user_account_id } : {}),
    ...(original.reference_id ? { referenceId: original.reference_id } : {}),
    ...(ctx.session ? { userId: ctx.session.userId } : {}),
    comment: `Resend of message ${original.id}`,
    attachments: await attachmentsOf(ctx.db, original.id),
  });
  const copy = await findMessage(ctx.db, ctx.brand, copyId);
  if (!copy) throw notFound({ key: 'errors.messaging.messageNotFound', values: { id: copyId } });
  return present(copy);
}

/**
 * PreviewMessage/{id}: a GUID names a message of the outbox (answered with its bodies); any
 * other id is a template code, rendered with the given data or with sample data.
 */
export async function previewMessage(
  ctx: RequestContext,
  id: string,
  query: z.output<typeof ZTemplatePreviewQuery>,
) {
  if (isValidGuid(id)) {
    const preview = await findMessagePreview(ctx.db, ctx.brand, id);
    if (!preview) throw notFound({ key: 'errors.messaging.messageNotFound', values: { id } });
    return preview;
  }
  const template = await requireTemplate(ctx.db, ctx.brand, id, query.locale);
  const data = query.data ?? sampleTemplateData(templatePlaceholders(template), ctx.now);
  const message = await renderTemplateMessage(
    ctx.brand,
    template,
    { to: ctx.session?.email ?? '', data },
    ctx.origin,
  );
  const sms = template.smsText ? await smsOf(ctx, template, data) : '';
  const preview: TTemplatePreview = {
    templateCode: template.code,
    locale: template.locale,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml ?? '',
    smsText: sms,
  };
  return preview;
}

async function smsOf(
  ctx: RequestContext,
  template: TMessageTemplate,
  data: Record<string, unknown>,
): Promise<string> {
  const sms = await renderTemplateMessage(
    ctx.brand,
    template,
    { to: '', data, messageType: MessageType.SMS },
    ctx.origin,
  );
  return sms.bodyText;
}

/** True when the caller may read the messages of every entity of the brand. */
export function readsAllEntities(session: Session | null): boolean {
  return session !== null && satisfies(session, MAINTAINERS);
}

/**
 * Object-level check of the lookups by entity: an admin reads any entity's messages; anyone
 * else only those about themselves (their user id or one of their user accounts in the brand).
 */
export async function assertEntityAccess(
  ctx: RequestContext,
  entityIds: readonly string[],
): Promise<void> {
  const session = ctx.session;
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
  if (readsAllEntities(session)) return;
  // A user has at most one user account in a brand.
  const account = await userAccountIdOf(ctx.db, ctx.brand, session.userId);
  const own = new Set([session.userId, ...(account ? [account] : [])]);
  if (entityIds.some((id) => !own.has(id))) {
    throw new HttpError(403, 'errors.messaging.ownMessagesOnly');
  }
}
