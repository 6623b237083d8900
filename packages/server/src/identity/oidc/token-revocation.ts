import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { verifyAccessToken } from '../access-token';
import { revokeGrant, revokeToken } from '../revocation';
import type { BrandIssuer, OidcDeps } from './oidc-config';

/**
 * The provider cannot revoke its JWT access tokens (they are not stored: it answers
 * `unsupported_token_type`). A revocation request with an access token of this brand's client
 * puts the token's id on the revocation list instead, and answers 200 as RFC 7009 asks. A
 * revoked grant (a revoked refresh token, a sign-out) revokes every access token issued under it;
 * the revocation endpoint answers only once that is written, so the client's next call is refused.
 */
export function revokeAccessTokens(provider: Provider, issuer: BrandIssuer, deps: OidcDeps) {
  const writing = new Set<Promise<void>>();
  provider.on('grant.revoked', (ctx: unknown, grantId: string) => {
    const write = revokeGrant(deps.db, grantId)
      .catch((error: unknown) => void provider.emit('server_error', ctx, error))
      .finally(() => writing.delete(write));
    writing.add(write);
  });
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    if (ctx.oidc?.route !== 'revocation') return;
    await Promise.all(writing);
    if (ctx.status !== 400) return;
    const token = ctx.oidc.params?.token;
    const client = ctx.oidc.client;
    if (typeof token !== 'string' || !client) return;
    const verified = await verifyAccessToken(deps.keys, token, { audience: issuer.brand });
    // Only the client's own tokens (the brand's); an expired or foreign token needs nothing.
    if (verified.ok && verified.payload.aud === client.clientId && verified.payload.jti) {
      await revokeToken(deps.db, verified.payload.jti);
    }
    ctx.status = 200;
    ctx.body = '';
  });
}
