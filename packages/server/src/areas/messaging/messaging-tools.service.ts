import { randomUUID } from 'node:crypto';
import {
  MessageType,
  sampleTemplateData,
  templatePlaceholders,
  type LocaleCode,
} from '@portal/core';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { queueMessage } from '../../mail/outbox';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import {
  queueTemplateMessage,
  renderTemplateMessage,
  requireTemplate,
} from '../../mail/templates/template-mail';
import { findUserById } from '../../identity/identity-users.store';
import type { RequestContext } from '../../shared/request-context';

export const ZOOM_NOT_CONFIGURED = 'errors.messaging.zoomNotConfigured';

export const NO_ALERT_EMAIL = 'errors.messaging.noAlertEmail';

function caller(ctx: RequestContext) {
  if (!ctx.session) throw new HttpError(401, SIGN_IN_REQUIRED);
  return ctx.session;
}

const testData = (ctx: RequestContext) => ({
  sentOn: ctx.now.toISOString(),
  requestedBy: caller(ctx).email,
});

const testSend = (ctx: RequestContext, to: string, comment: string) => ({
  to,
  origin: ctx.origin,
  data: testData(ctx),
  comment,
  userId: caller(ctx).userId,
});

/** sendtestemail: the test message to the caller's own address. */
export async function sendTestEmail(ctx: RequestContext): Promise<{ id: string }> {
  const send = testSend(ctx, caller(ctx).email, 'test e-mail');
  return { id: await queueTemplateMessage(ctx.db, ctx.brand, TEMPLATE_CODES.testMessage, send) };
}

/** sendtestbulkemail/{address}/{count}: that many copies of the test message, one transaction. */
export async function sendTestBulkEmail(
  ctx: RequestContext,
  to: string,
  count: number,
): Promise<{ transactionId: string; ids: string[] }> {
  const template = await requireTemplate(ctx.db, ctx.brand, TEMPLATE_CODES.testMessage);
  const transactionId = randomUUID();
  const message = await renderTemplateMessage(
    ctx.brand,
    template,
    { ...testSend(ctx, to, 'test bulk e-mail'), referenceId: transactionId },
    ctx.origin,
    ctx.db,
  );
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const queued: string[] = [];
    for (let copy = 0; copy < count; copy += 1) queued.push(await queueMessage(trx, message));
    return queued;
  });
  return { transactionId, ids };
}

/** sendtestsms: the test message's SMS text to a number, by default the caller's verified one. */
export async function sendTestSms(
  ctx: RequestContext,
  to: string | undefined,
): Promise<{ id: string }> {
  const session = caller(ctx);
  let phone = to;
  if (!phone) {
    phone = (await findUserById(ctx.db, session.userId))?.phone_number ?? undefined;
  }
  if (!phone) {
    throw new HttpError(400, 'errors.messaging.noVerifiedPhone', [
      { field: 'to', message: 'Required when your account has no verified phone number' },
    ]);
  }
  const send = { ...testSend(ctx, phone, 'test SMS'), messageType: MessageType.SMS };
  return { id: await queueTemplateMessage(ctx.db, ctx.brand, TEMPLATE_CODES.testMessage, send) };
}

/**
 * SendTestEndUserEmail/{code}/{address}: a template as an end user gets it, filled with sample
 * values (or the given data), so an admin sees the real layout in a real mailbox.
 */
export async function sendTestEndUserEmail(
  ctx: RequestContext,
  input: { code: string; to: string; locale?: LocaleCode; data?: Record<string, unknown> },
): Promise<{ id: string }> {
  const template = await requireTemplate(ctx.db, ctx.brand, input.code, input.locale);
  const message = await renderTemplateMessage(
    ctx.brand,
    template,
    {
      to: input.to,
      data: input.data ?? sampleTemplateData(templatePlaceholders(template), ctx.now),
      comment: 'test of an end-user e-mail',
      userId: caller(ctx).userId,
    },
    ctx.origin,
    ctx.db,
  );
  return { id: await queueMessage(ctx.db, message) };
}

/** SendTestDevopsAlert: a test alert to the alert address in force; 503 when none is set. */
export async function sendTestDevopsAlert(
  ctx: RequestContext,
  config: Pick<Config, 'environment' | 'version'> & { alertEmail: string | null },
): Promise<{ id: string }> {
  if (!config.alertEmail) throw new HttpError(503, NO_ALERT_EMAIL);
  const send = {
    ...testSend(ctx, config.alertEmail, 'test operations alert'),
    data: {
      ...testData(ctx),
      summary: 'Test alert',
      environment: config.environment,
      version: config.version,
    },
  };
  return { id: await queueTemplateMessage(ctx.db, ctx.brand, TEMPLATE_CODES.devopsAlert, send) };
}
