import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, pathParameters, type ContractArea } from '@portal/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ApiRouteRecord } from '../http/fastify-types';
import { jsonSchema, openApiPaths, type OpenApiDocument } from './openapi';

/**
 * The areas converted whole, and where their routes live: every route under these comes from the
 * contract. `useraccount` is converted in part (the calls of the account, notes, accounts, home
 * and security pages).
 */
const AREA_PREFIXES: Partial<Record<ContractArea, readonly string[]>> = {
  apppage: ['/api/apppage/'],
  crmaccount: ['/api/crmaccount/', '/api/admin/dashboard/'],
  documents: ['/api/documents/'],
  health: ['/api/health', '/api/ready'],
  hub: ['/api/hub/'],
  event: ['/api/event/'],
  eventcatalog: ['/api/eventcatalog/'],
  feedbackformat: ['/api/feedbackformat/'],
  insightsreport: ['/api/insightsreport/'],
  jobs: ['/api/jobs/'],
  messagetemplate: ['/api/messagetemplate/'],
  messaging: ['/api/messaging/'],
  notes: ['/api/notes/'],
  participant: ['/api/participant'],
  profileattachment: ['/api/profile/'],
  profiledescriberfeedback: ['/api/profiledescriberfeedback/'],
  profileinstrument: [
    '/api/profiledefinition',
    '/api/profilereportformat',
    '/api/profilereportconfiguration',
  ],
  profileparticipant: ['/api/profileparticipant/'],
  profilereport: ['/api/profilereport/'],
  resourcegroup: ['/api/resourcegroup'],
  tractionplan: ['/api/tractionplan/'],
  tractionplancheckup: ['/api/tractionplancheckup/'],
  unsubscribe: ['/api/unsubscribe/'],
  useraccountmetrics: ['/api/useraccountmetrics/'],
  usergroup: ['/api/usergroup/'],
  webconfig: ['/api/webconfig/'],
  webhooks: ['/api/webhooks/'],
};

let t: TestApp;
let doc: OpenApiDocument;
let routes: ApiRouteRecord[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApiDocument>();
  routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
});
afterAll(() => t.close());

const methodsOf = (route: ApiRouteRecord) => route.method.split(',').filter((m) => m !== 'HEAD');

describe('the OpenAPI description', () => {
  it('is served as OpenAPI 3.1 without the brand header or a session', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      required: ['message', 'referenceId'],
    });
  });

  it('describes every registered /api route, and nothing else', () => {
    const expected = new Set<string>();
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        for (const path of openApiPaths(route.url)) expected.add(`${method} ${path}`);
      }
    }
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...described].filter((o) => !expected.has(o))).toEqual([]);
    expect([...expected].filter((o) => !described.has(o))).toEqual([]);
  });

  it('gives each operation exactly the parameters its path has', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const declared = operation.parameters
          .filter((p) => 'in' in p && p.in === 'path')
          .map((p) => ('name' in p ? p.name : ''));
        expect(declared, `${method} ${path}`).toEqual(inPath);
      }
    }
  });

  it('carries each route rule, feature and verified-e-mail flag, and marks the api-key variants', () => {
    for (const route of routes) {
      const operation =
        doc.paths[openApiPaths(route.url).at(-1) ?? '']?.[methodsOf(route)[0]?.toLowerCase() ?? ''];
      expect(operation?.['x-access'], route.url).toEqual(route.access);
      expect(operation?.['x-feature']).toBe(route.feature);
      expect(operation?.['x-verified-email']).toBe(route.verifiedEmail);
      expect(operation?.['x-public-api-key']).toBe(route.access === 'apiKey' ? true : undefined);
    }
  });
});

describe('the contract endpoints', () => {
  it.each(contractEndpoints().map((e) => [`${e.area}.${e.name}`, e.endpoint] as const))(
    '%s is registered from its definition, and its path and params schema agree',
    (_name, endpoint) => {
      const registered = routes.filter((r) => r.endpoint === endpoint);
      expect(registered).toHaveLength(1);
      const [route] = registered;
      expect({
        method: route?.method,
        url: route?.url,
        access: route?.access,
        feature: route?.feature,
        verifiedEmail: route?.verifiedEmail,
      }).toEqual({
        method: endpoint.method,
        url: endpoint.path,
        access: endpoint.access,
        feature: endpoint.feature,
        verifiedEmail: endpoint.verifiedEmail,
      });
      const inPath = pathParameters(endpoint.path).map((p) => p.name);
      const schema = endpoint.params ? jsonSchema(endpoint.params) : { properties: {} };
      expect(Object.keys(schema.properties as object).sort()).toEqual([...inPath].sort());
    },
  );

  it.each(Object.entries(AREA_PREFIXES))(
    'area %s is covered: each of its routes comes from the contract',
    (_area, prefixes) => {
      const inArea = routes.filter((r) => prefixes.some((p) => r.url.startsWith(p)));
      expect(inArea.length).toBeGreaterThan(0);
      expect(inArea.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    },
  );
});

describe('the reference page', () => {
  it('is served with Swagger UI from the server itself, loading the description', async () => {
    const page = await t.app.inject({ url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/reference/swagger-ui-bundle.js');
    const bundle = await t.app.inject({ url: '/api/reference/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const start = await t.app.inject({ url: '/api/reference/start.js' });
    expect(start.body).toContain('/api/openapi.json');
  });

  it('serves only its own files', async () => {
    for (const file of ['package.json', '..%2F..%2Fpackage.json', 'index.html']) {
      expect((await t.app.inject({ url: `/api/reference/${file}` })).statusCode).toBe(400);
    }
  });
});
