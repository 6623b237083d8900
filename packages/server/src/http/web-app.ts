import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { brandFromHost } from '@portal/core';
import type { Config } from '../config';
import { isApiPath } from './api-guard';
import { sendError } from './errors';

export type EnvironmentFile = { version: string; brand: string; environment: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names the files under /assets by their content hash: they never change. */
const isHashedAsset = (path: string) => /(^|[\\/])assets[\\/]/.test(path);

/** `/statics/config/environment.json`: how the web app learns its brand and the live version. */
function registerEnvironmentFile(app: FastifyInstance, config: Config): void {
  app.get('/statics/config/environment.json', async (request, reply) => {
    const body: EnvironmentFile = {
      version: config.version,
      brand: brandFromHost(request.host, config.brandHosts, config.defaultBrand),
      environment: config.environment,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
}

/**
 * Serves the built web app (hashed assets cached for good, everything else revalidated), the
 * environment file, and the fallbacks: unknown /api paths answer 404 in the error shape, other
 * unknown paths the app's index.html so the browser router can show them.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  registerEnvironmentFile(app, config);
  const built = existsSync(join(config.webDist, 'index.html'));
  if (built) {
    // wildcard: false registers one route per file found now: fast, and a build made later is
    // served after a restart. A placeholder environment file of the build is never served.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      globIgnore: ['statics/config/environment.json', '**/*.gz', '**/*.br'],
      // The build writes .br and .gz beside each text file; the browser gets the best it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) {
      return sendError(request, reply, 404, {
        key: 'errors.server.noApiCall',
        values: { method: request.method, path },
      });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isHashedAsset(path);
    if (!isPage)
      return sendError(request, reply, 404, {
        key: 'errors.server.nothingServed',
        values: { path },
      });
    if (!built) {
      return sendError(request, reply, 404, 'errors.server.webAppNotBuilt');
    }
    return reply.sendFile('index.html');
  });
}
