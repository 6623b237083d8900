import type { Kysely } from 'kysely';
import type { BrandKey, LocaleCode, TMessageTemplate } from '@portal/core';
import type { Database } from '../../db/schema';
import { isBuiltinCode, unstoredBuiltins } from '../../mail/templates/template-mail';
import {
  findStoredTemplates,
  listStoredTemplates,
  presentStored,
  removeStoredTemplate,
  saveStoredTemplate,
  type StoredTemplateInput,
} from '../../mail/templates/template.store';

/** The brand's stored templates and the built-in ones it has not stored, by code and locale. */
export async function listTemplates(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<TMessageTemplate[]> {
  const stored = await listStoredTemplates(db, brand);
  const all = [
    ...stored.map((row) => presentStored(row, isBuiltinCode(row.code))),
    ...(await unstoredBuiltins(stored)),
  ];
  return all.sort((a, b) => a.code.localeCompare(b.code) || a.locale.localeCompare(b.locale));
}

/** One template in exactly this locale: the brand's text, else the built-in one. */
export async function readTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locale: LocaleCode,
): Promise<TMessageTemplate | undefined> {
  const [row] = await findStoredTemplates(db, brand, code, [locale]);
  if (row) return presentStored(row, isBuiltinCode(code));
  return (await unstoredBuiltins([])).find((t) => t.code === code && t.locale === locale);
}

export async function saveTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  input: StoredTemplateInput,
): Promise<TMessageTemplate> {
  return presentStored(await saveStoredTemplate(db, brand, input), isBuiltinCode(input.code));
}

export function removeTemplate(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  locale: LocaleCode,
): Promise<boolean> {
  return removeStoredTemplate(db, brand, code, locale);
}
