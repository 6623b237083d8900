import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The OpenID Connect client. The identity service answers on the portal's own origin; the
 * client id is the brand key. The user is kept for the tab only (session storage).
 */
export function createUserManager(brandKey: string, origin: string): UserManager {
  return new UserManager({
    authority: origin,
    client_id: brandKey,
    redirect_uri: `${origin}/login`,
    silent_redirect_uri: `${origin}/statics/silent.html`,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
