import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AUTOMATIC_SILENT_RENEW, SILENT_SIGN_IN_TIMEOUT_MS } from '@portal/core';
import { oidcAuthority } from './stored-user';

/**
 * The OpenID Connect client: authorization code with PKCE against the identity service of this
 * origin; the client id is the brand key. The user is kept for the tab only (session storage).
 * `offline_access` brings a rotating refresh token, which silent renewal uses before falling
 * back to the hidden page /statics/silent.html.
 */
export function createUserManager(brandKey: string, origin: string): UserManager {
  return new UserManager({
    authority: oidcAuthority(origin),
    client_id: brandKey,
    redirect_uri: `${origin}/login`,
    silent_redirect_uri: `${origin}/statics/silent.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    automaticSilentRenew: AUTOMATIC_SILENT_RENEW,
    silentRequestTimeoutInSeconds: SILENT_SIGN_IN_TIMEOUT_MS / 1000,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
