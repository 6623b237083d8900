import { isLocale, type LocaleCode, type TAccountLanguage } from '@portal/core';
import { notFound } from '../../http/errors';
import type { SignedInContext } from '../../shared/request-context';
import { findAccountByUserId, setAccountLanguage } from './useraccount.store';

export const NO_ACCOUNT_HERE = 'errors.common.noAccountHere';

/** The caller's chosen language in the brand; null until they choose one, or without an account. */
export async function myLanguage(ctx: SignedInContext): Promise<TAccountLanguage> {
  const row = await findAccountByUserId(ctx.db, ctx.brand, ctx.session.userId);
  const language = row?.language;
  return { language: isLocale(language) ? language : null };
}

/** Keeps the caller's language on their account in the brand. */
export async function setMyLanguage(
  ctx: SignedInContext,
  language: LocaleCode,
): Promise<TAccountLanguage> {
  const row = await findAccountByUserId(ctx.db, ctx.brand, ctx.session.userId);
  if (!row) throw notFound(NO_ACCOUNT_HERE);
  await setAccountLanguage(ctx.db, row.id, language, ctx.now);
  return { language };
}
