import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, pathParameters, type ContractArea } from '@portal/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ApiRouteRecord } from '../http/fastify-types';
import { jsonSchema, openApiPaths, type OpenApiDocument } from './openapi';

/**
 * The areas and where their routes live: every route under these comes from the contract. Every
 * /api route is on the contract but the description's own (`/api/openapi.json` and the reference
 * page under `/api/reference`), which describe the contract rather than belong to it; the last
 * test below holds that.
 */
const AREA_PREFIXES: Partial<Record<ContractArea, readonly string[]>> = {
  apppage: ['/api/apppage/'],
  auth: ['/api/auth/', '/api/account/'],
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
  reports: ['/api/reports/'],
  resourcegroup: ['/api/resourcegroup'],
  tractionplan: ['/api/tractionplan/'],
  tractionplancheckup: ['/api/tractionplancheckup/'],
  unsubscribe: ['/api/unsubscribe/'],
  useraccount: ['/api/useraccount/'],
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
      required: ['message', 'code', 'referenceId'],
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
      expect(operation?.['x-feature']).toEqual(route.feature);
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

  it('leaves no /api route off the contract but those of the description itself', () => {
    const off = routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`);
    expect(off.sort()).toEqual([
      'GET /api/openapi.json',
      'GET /api/reference',
      'GET /api/reference/:file',
      'GET /api/reference/start.js',
    ]);
  });

  it.each(Object.entries(AREA_PREFIXES))(
    'area %s is covered: each of its routes comes from the contract',
    (_area, prefixes) => {
      const inArea = routes.filter((r) => prefixes.some((p) => r.url.startsWith(p)));
      expect(inArea.length).toBeGreaterThan(0);
      expect(inArea.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    },
  );
});

describe('the answers', () => {
  type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;
  const responsesOf = (path: string, method: string) =>
    doc.paths[path]?.[method]?.responses as Responses;

  it('describes a text answer as a text/plain string, and its failures as the error shape', () => {
    const encrypt = responsesOf('/api/auth/Encrypt', 'post');
    expect(encrypt['200']?.content).toEqual({ 'text/plain': { schema: { type: 'string' } } });
    expect(encrypt['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    const body = doc.paths['/api/auth/Encrypt']?.post?.requestBody as {
      content: Record<string, { schema: { required: string[] } }>;
    };
    expect(body.content['application/json']?.schema.required).toEqual(['data']);
  });

  it('describes JSON answers by their type and LoginWith2fa with its query', () => {
    const status = responsesOf('/api/account/LoginWith2fa', 'get');
    expect(status['200']?.content?.['application/json']?.schema).toEqual({
      'x-type': 'TSecondFactorStatus',
    });
    const query = doc.paths['/api/account/LoginWith2fa']?.get?.parameters.filter(
      (p) => 'in' in p && p.in === 'query',
    );
    expect(query?.map((p) => ('name' in p ? [p.name, p.required] : []))).toEqual([
      ['rememberMe', false],
      ['returnUrl', false],
    ]);
  });
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
