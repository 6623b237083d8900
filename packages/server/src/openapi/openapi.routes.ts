import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/errors';
import { describeApi, type OpenApiDocument } from './openapi';

/** The files of Swagger UI the reference page loads (the package's prebuilt bundle). */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
type AssetName = keyof typeof ASSETS;

const assetDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The reference page: Swagger UI on the description; no inline script (the CSP forbids it). */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portal API reference</title>
    <link rel="stylesheet" href="/api/reference/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/reference/swagger-ui-bundle.js"></script>
    <script src="/api/reference/start.js"></script>
  </body>
</html>
`;

const START = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

/**
 * The API description and its reference page, for developers and integrators: anonymous and
 * without the brand header. The description is built once, from the routes as registered.
 */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  const open = { config: { access: 'anonymous', brandless: true } } as const;
  let description: OpenApiDocument | undefined;
  const assets = new Map<AssetName, Buffer>();

  app.get('/api/openapi.json', open, async () => {
    description ??= describeApi(app.apiRoutes, app.portal.config.version);
    return description;
  });
  app.get('/api/reference', open, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  app.get('/api/reference/start.js', open, async (_request, reply) =>
    reply.type(ASSETS['swagger-ui-bundle.js']).send(START),
  );
  const zAsset = z.object({ file: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]]) });
  app.get('/api/reference/:file', open, async (request, reply) => {
    const { file } = parseInput(zAsset, request.params);
    let body = assets.get(file);
    if (!body) {
      body = await readFile(join(assetDir, file));
      assets.set(file, body);
    }
    return reply.type(ASSETS[file]).header('cache-control', 'public, max-age=86400').send(body);
  });
}
