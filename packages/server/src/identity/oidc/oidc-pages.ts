import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { DEFAULT_LOCALE, negotiateLocale, type LocaleCode } from '@portal/core/i18n';
import { loadLocale } from '@portal/core/i18n/server';

type Rendered = Pick<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>,
  'logoutSource' | 'postLogoutSuccessSource'
> &
  Pick<Configuration, 'renderError'>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The visitor's language, from their browser's Accept-Language (these pages are not the app's). */
async function textsFor(ctx: KoaContextWithOIDC) {
  const locale: LocaleCode = negotiateLocale(ctx.acceptsLanguages()) ?? DEFAULT_LOCALE;
  return { locale, texts: (await loadLocale(locale)).auth.identityPages };
}

/** A plain page of this origin: no script, no font or style from elsewhere. */
function page(ctx: KoaContextWithOIDC, locale: LocaleCode, title: string, body: string): void {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1 style="font-weight:400;font-size:1.4rem">${escape(title)}</h1>${body}</body></html>`;
}

/**
 * The provider's own pages (sign-out confirmation, signed out, error) in place of its defaults, in
 * the visitor's language; an error's code and description are the protocol's, in English.
 */
export const OIDC_PAGES: Rendered = {
  logoutSource: async (ctx, form) => {
    const { locale, texts } = await textsFor(ctx);
    page(
      ctx,
      locale,
      texts.signOutTitle,
      `${form}<p>${escape(texts.signOutQuestion)}</p><button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">${escape(texts.signOutYes)}</button> <button type="submit" form="op.logoutForm">${escape(texts.signOutNo)}</button>`,
    );
  },
  postLogoutSuccessSource: async (ctx) => {
    const { locale, texts } = await textsFor(ctx);
    page(ctx, locale, texts.signedOutTitle, `<p>${escape(texts.signedOutText)}</p>`);
  },
  renderError: async (ctx, out) => {
    const { locale, texts } = await textsFor(ctx);
    page(
      ctx,
      locale,
      texts.errorTitle,
      `<p lang="en">${escape(String(out.error))}: ${escape(String(out.error_description ?? ''))}</p>`,
    );
  },
};
