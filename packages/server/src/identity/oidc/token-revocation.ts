import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { verifyAccessToken } from '../access-token';
import { revokeGrant, revokeToken } from '../revocation';
import type { BrandIssuer, OidcDeps } from './oidc-config';

/**
 * The provider cannot revoke its JWT access tokens (they are not stored: it answers
 * `unsupported_token_type`). A revocation request with an access token of this brand's client
 * puts the token's id on the revocation list instead, and answers 200 as RFC 7009 asks. A
 * revoked grant (a revoked refresh token, a sign-out) revokes every access token issued under it.
 */
export function revokeAccessTokens(provider: Provider, issuer: BrandIssuer, deps: OidcDeps) {
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    revokeGrant(deps.db, grantId).catch((error: unknown) =>
      provider.emit('server_error', _ctx, error),
    );
  });
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    if (ctx.oidc?.route !== 'revocation' || ctx.status !== 400) return;
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
