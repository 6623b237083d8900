import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

type Rendered = Pick<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>,
  'logoutSource' | 'postLogoutSuccessSource'
> &
  Pick<Configuration, 'renderError'>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page of this origin: no script, no font or style from elsewhere. */
function page(ctx: KoaContextWithOIDC, title: string, body: string): void {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1 style="font-weight:400;font-size:1.4rem">${escape(title)}</h1>${body}</body></html>`;
}

/** The provider's own pages (sign-out confirmation, signed out, error) in place of its defaults. */
export const OIDC_PAGES: Rendered = {
  logoutSource: (ctx, form) =>
    page(
      ctx,
      'Sign out',
      `${form}<p>Do you want to sign out?</p><button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button> <button type="submit" form="op.logoutForm">No, stay signed in</button>`,
    ),
  postLogoutSuccessSource: (ctx) => page(ctx, 'Signed out', '<p>You are signed out.</p>'),
  renderError: (ctx, out) =>
    page(
      ctx,
      'Sign-in error',
      `<p>${escape(String(out.error))}: ${escape(String(out.error_description ?? ''))}</p>`,
    ),
};
