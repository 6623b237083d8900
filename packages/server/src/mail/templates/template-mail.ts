import type { Kysely } from 'kysely';
import {
  getBrand,
  isLocale,
  MessageType,
  renderMessageTemplate,
  unsubscribePath,
  type BrandKey,
  type LocaleCode,
  type TMessageTemplate,
} from '@portal/core';
import { loadLocale } from '@portal/core/i18n/server';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { queueMessage, type QueueMessageInput } from '../outbox';
import { linkToken } from '../unsubscribe-links.store';
import {
  BUILTIN_CODES,
  allBuiltinTemplates,
  builtinTemplates,
  type BuiltinTemplate,
} from './builtin-templates';
import { findStoredTemplates, languageOfAccount, presentStored } from './template.store';

const presentBuiltin = (template: BuiltinTemplate): TMessageTemplate => ({
  ...template,
  builtIn: true,
  stored: false,
  updatedUtc: null,
});

export const isBuiltinCode = (code: string) => BUILTIN_CODES.has(code);

/**
 * The template to send: the brand's stored text in the asked locale, else the built-in one in
 * that locale, then the same two in the brand's default locale. Undefined when none exists.
 */
export async function findTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locale?: LocaleCode,
): Promise<TMessageTemplate | undefined> {
  const fallback = getBrand(brand).defaultLocale;
  const locales = [...new Set([locale ?? fallback, fallback])];
  const stored = await findStoredTemplates(db, brand, code, locales);
  const builtIn = isBuiltinCode(code);
  for (const wanted of locales) {
    const row = stored.find((r) => r.locale === wanted);
    if (row) return presentStored(row, builtIn);
    const own = builtIn && (await builtinTemplates(wanted)).find((t) => t.code === code);
    if (own) return presentBuiltin(own);
  }
  return undefined;
}

/** The template, or a 404 naming the code. */
export async function requireTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locale?: LocaleCode,
): Promise<TMessageTemplate> {
  const template = await findTemplate(db, brand, code, locale);
  if (!template) throw new HttpError(404, { key: 'errors.templates.notFound', values: { code } });
  return template;
}

/** The built-in templates, in every language, that the brand has not stored in theirs. */
export async function unstoredBuiltins(stored: ReadonlyArray<{ code: string; locale: string }>) {
  return (await allBuiltinTemplates())
    .filter((t) => !stored.some((s) => s.code === t.code && s.locale === t.locale))
    .map(presentBuiltin);
}

/** Who a templated message goes to and what ties it to the portal's records. */
export type TemplateSend = Omit<
  QueueMessageInput,
  'appName' | 'subject' | 'bodyText' | 'bodyHtml' | 'templateId' | 'templateData' | 'recipient'
> & {
  to: string;
  data: Record<string, unknown>;
  /**
   * The alerts of this resource group are what the recipient may stop (a content alert), rather
   * than the template's messages: the link names the group.
   */
  unsubscribeGroup?: { id: string; name: string };
};

/**
 * Renders a template into an outbox message for one recipient, by e-mail or (when the message
 * type is SMS) as a text message. A missing or unusable placeholder value is a 400 naming each.
 * A message to be sent (`links` given) carries the recipient's own unsubscribe link when the
 * template is not transactional; a preview's link has no token.
 */
export async function renderTemplateMessage(
  brand: BrandKey,
  template: TMessageTemplate,
  send: TemplateSend,
  /** Scheme, host and port of the brand's site, for the unsubscribe link. */
  origin: string,
  /** Where the recipient's unsubscribe token is kept, when the message is to be sent. */
  links?: Kysely<Database>,
): Promise<QueueMessageInput> {
  const catalog = await loadLocale(template.locale);
  const messageType = send.messageType ?? MessageType.Email;
  const { to, data, unsubscribeGroup: group, ...rest } = send;
  const render = (token: string | undefined) => {
    const path = unsubscribePath({
      name: group?.name ?? template.code,
      id: group?.id ?? template.locale,
      userAccountId: send.userAccountId,
      messageType,
      ...(token ? { token } : {}),
    });
    const unsubscribe = { url: `${origin}${path}`, label: catalog.messaging.email.unsubscribe };
    const result = renderMessageTemplate(template, send.data, {
      brand: getBrand(brand),
      unsubscribe,
    });
    if (!result.ok) {
      throw new HttpError(
        400,
        { key: 'errors.templates.dataMismatch', values: { code: template.code } },
        result.errors,
      );
    }
    return result.message;
  };
  const stopped = group
    ? { scope: 'resourceGroup' as const, subjectId: group.id }
    : { scope: 'template' as const, subjectId: template.code };
  let message = render(undefined);
  if (links && !template.transactional) {
    // The unsubscribe page names the messages by the subject the person last received (a
    // group's alerts by the group's name).
    const token = await linkToken(links, {
      brand,
      recipient: send.to,
      ...stopped,
      subjectName: group?.name ?? message.subject,
      messageType,
      userAccountId: send.userAccountId,
    });
    message = render(token);
  }
  const common = {
    ...rest,
    appName: brand,
    recipient: to,
    templateId: template.code,
    ...(template.transactional ? {} : { unsubscribable: stopped }),
  };
  if (send.messageType === MessageType.SMS) {
    if (!message.smsText) {
      throw new HttpError(400, { key: 'errors.templates.noSms', values: { code: template.code } });
    }
    return {
      ...common,
      subject: message.subject,
      bodyText: message.smsText,
      templateData: data,
    };
  }
  return {
    ...common,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml,
    templateData: data,
  };
}

/** The language of a message: the one asked for, else the one the recipient's account keeps. */
export async function recipientLocale(
  db: Kysely<Database>,
  asked: LocaleCode | undefined,
  userAccountId: string | undefined,
): Promise<LocaleCode | undefined> {
  if (asked || !userAccountId) return asked;
  const kept = await languageOfAccount(db, userAccountId);
  return isLocale(kept) ? kept : undefined;
}

/**
 * Finds, renders and queues a templated message, in the recipient's language when their account
 * keeps one (the brand's default otherwise); pass the transaction of the change it reports.
 */
export async function queueTemplateMessage(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  send: TemplateSend & { locale?: LocaleCode; origin: string },
): Promise<string> {
  const { locale, origin, ...rest } = send;
  const language = await recipientLocale(db, locale, rest.userAccountId);
  const template = await requireTemplate(db, brand, code, language);
  return queueMessage(db, await renderTemplateMessage(brand, template, rest, origin, db));
}
