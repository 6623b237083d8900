import type { Kysely } from 'kysely';
import type { BrandKey, LocaleCode, TMessageTemplate } from '@portal/core';
import type { Database, MessageTemplateRow } from '../../db/schema';

/** What a template's stored row holds besides its brand. */
export type StoredTemplateInput = Omit<TMessageTemplate, 'builtIn' | 'stored' | 'updatedUtc'>;

export function presentStored(row: MessageTemplateRow, builtIn: boolean): TMessageTemplate {
  return {
    code: row.code,
    locale: row.locale as LocaleCode,
    description: row.description,
    subject: row.subject,
    bodyHtml: row.body_html,
    bodyText: row.body_text,
    smsText: row.sms_text,
    transactional: row.transactional,
    builtIn,
    stored: true,
    updatedUtc: row.updated_at.toISOString(),
  };
}

/** The brand's stored texts of one template in the given locales. */
export function findStoredTemplates(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locales: readonly string[],
): Promise<MessageTemplateRow[]> {
  return db
    .selectFrom('message_template')
    .selectAll()
    .where('app_name', '=', brand)
    .where('code', '=', code)
    .where('locale', 'in', locales)
    .execute();
}

export function listStoredTemplates(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<MessageTemplateRow[]> {
  return db
    .selectFrom('message_template')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('code')
    .orderBy('locale')
    .execute();
}

/** Stores the brand's text of a template in a locale, replacing an earlier one. */
export function saveStoredTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  input: StoredTemplateInput,
): Promise<MessageTemplateRow> {
  const values = {
    description: input.description,
    subject: input.subject,
    body_html: input.bodyHtml,
    body_text: input.bodyText,
    sms_text: input.smsText,
    transactional: input.transactional,
    updated_at: new Date(),
  };
  return db
    .insertInto('message_template')
    .values({ app_name: brand, code: input.code, locale: input.locale, ...values })
    .onConflict((oc) => oc.columns(['app_name', 'code', 'locale']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when the brand had a stored text of the template in the locale. */
export async function removeStoredTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locale: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('message_template')
    .where('app_name', '=', brand)
    .where('code', '=', code)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The language the recipient's account keeps, if it has one. */
export async function languageOfAccount(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_account')
    .select('language')
    .where('id', '=', userAccountId)
    .executeTakeFirst();
  return row?.language ?? null;
}
