import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../../config';
import { registerInteractionApi } from './interaction-routes';
import { createOidcProviders, OIDC_PATH, type OidcProviders } from './oidc-providers';
import type { OidcDeps } from './oidc-config';

/**
 * Hands every request under /oidc to the provider before Fastify reads the body (the provider
 * parses its own form posts). The path is given to it without the mount prefix, and the full
 * one as `originalUrl`, from which it derives the mount path of the URLs it writes.
 */
function mountProvider(app: FastifyInstance, providers: OidcProviders): void {
  const handOver: onRequestHookHandler = (request, reply, done) => {
    const provider = providers.providerFor(request);
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const url = raw.url ?? OIDC_PATH;
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PATH.length) || '/';
    reply.hijack();
    provider
      .callback()(raw, reply.raw)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'OpenID provider failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500);
        reply.raw.end();
      });
    done();
  };
  const neverReached = async () => undefined;
  for (const url of [OIDC_PATH, `${OIDC_PATH}/*`]) {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url,
      onRequest: handOver,
      handler: neverReached,
    });
  }
}

/** The OpenID provider of every brand origin under /oidc, and the JSON API of the sign-in page. */
export function registerOidc(
  app: FastifyInstance,
  config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'trustProxy'>,
  deps: OidcDeps,
): OidcProviders {
  const providers = createOidcProviders(config, deps);
  mountProvider(app, providers);
  registerInteractionApi(app, providers, deps);
  return providers;
}
