import { z } from 'zod';
import {
  BRAND_KEYS,
  contractEndpoints,
  gateFeatures,
  zErrorBody,
  type AnyEndpoint,
  type EndpointAccess,
} from '@portal/core';
import type { ApiRouteRecord } from '../http/fastify-types';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
type Schema = Record<string, unknown>;
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
};
type Operation = Record<string, unknown> & { parameters: (Parameter | { $ref: string })[] };
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * The JSON Schema of a zod schema: what a caller sends (`input`: before coercions and
 * transforms) or what the server answers (`output`).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Schema {
  const described: Schema = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }) };
  // The dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12).
  delete described.$schema;
  return described;
}

const propertiesOf = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;
const requiredOf = (schema: Schema) => new Set((schema.required ?? []) as string[]);

/** `/api/a/:b/:c?` as OpenAPI paths: `/api/a/{b}` and `/api/a/{b}/{c}` (one per optional). */
export function openApiPaths(url: string): string[] {
  const segments = url.split('/');
  const variants: string[][] = [[]];
  for (const segment of segments) {
    const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
    const text = param ? `{${param[1]}}` : segment;
    if (param?.[2]) {
      const without = variants.map((v) => [...v]);
      for (const v of variants) v.push(text);
      variants.unshift(...without);
    } else {
      for (const v of variants) v.push(text);
    }
  }
  return [...new Set(variants.map((v) => v.join('/')))];
}

const ruleText = (access: EndpointAccess) =>
  typeof access === 'string'
    ? access
    : access.map((t) => (typeof t === 'string' ? t : `(${t.join(' and ')})`)).join(' or ');

function securityOf(access: EndpointAccess) {
  if (access === 'anonymous') return [];
  if (access === 'apiKey') return [{ apiKey: [] }];
  return [{ bearer: [] }];
}

function accessDescription(route: ApiRouteRecord): string {
  const lines = [
    route.access === 'anonymous'
      ? 'Access: anonymous (a session, when sent, is used).'
      : route.access === 'apiKey'
        ? 'Access: public variant, needs the `api-key` header.'
        : `Access: signed in, with ${ruleText(route.access)}.`,
  ];
  if (route.feature) {
    const names = gateFeatures(route.feature).map((name) => `\`${name}\``);
    lines.push(
      `Needs the feature${names.length > 1 ? 's' : ''} ${names.join(' and ')} on for the brand.`,
    );
  }
  if (route.verifiedEmail) lines.push('Needs a verified e-mail address.');
  return lines.join(' ');
}

function answers(route: ApiRouteRecord, endpoint: AnyEndpoint | undefined) {
  const success: Record<string, unknown> = {};
  const answer = endpoint?.answer;
  if (!answer) {
    // Only the description's own routes are off the contract (see openapi.test).
    success['200'] = { description: 'The answer (a route off the contract: not described).' };
  } else if (answer.kind === 'file') {
    success['200'] = {
      description: 'A file, named in Content-Disposition.',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  } else if (answer.kind === 'empty') {
    success['204'] = { description: 'Done; no body.' };
  } else if (answer.kind === 'text') {
    success['200'] = {
      description: 'Plain text.',
      content: { 'text/plain': { schema: { type: 'string' } } },
    };
  } else {
    const schema = answer.schema
      ? jsonSchema(answer.schema, 'output')
      : { 'x-type': answer.typeName };
    success['200'] = {
      description: answer.typeName,
      content: { 'application/json': { schema } },
    };
  }
  const errors: Record<string, unknown> = {
    '400': errorAnswer('The input is not valid (`errors` lists the fields).'),
    '404': errorAnswer('Not found, or not visible to the caller.'),
    '429': errorAnswer('Too many calls.'),
    '500': errorAnswer('A failure of the server; `referenceId` is in its log.'),
  };
  if (route.access !== 'anonymous') errors['401'] = errorAnswer('No valid session or api-key.');
  if (route.access !== 'anonymous' && route.access !== 'apiKey') {
    errors['403'] = errorAnswer('You are not authorized to access this feature.');
  } else if (route.feature || route.verifiedEmail) {
    errors['403'] = errorAnswer('The feature is off, or the e-mail is not verified.');
  }
  return { ...success, ...errors };
}

function parametersOf(path: string, endpoint: AnyEndpoint | undefined, brandless: boolean) {
  const parameters: Operation['parameters'] = brandless
    ? []
    : [{ $ref: '#/components/parameters/AppName' }];
  const described = endpoint?.params ? propertiesOf(jsonSchema(endpoint.params)) : {};
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const key = name ?? '';
    parameters.push({
      name: key,
      in: 'path',
      required: true,
      schema: described[key] ?? { type: 'string' },
    });
  }
  if (endpoint?.query) {
    const query = jsonSchema(endpoint.query);
    const required = requiredOf(query);
    for (const [name, schema] of Object.entries(propertiesOf(query))) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return parameters;
}

/**
 * The OpenAPI 3.1 description of every registered /api route: its access rule, feature and
 * verified-e-mail flag, path parameters, the error shape, and, for the endpoints of core's
 * contract, the query, body and answer from their zod schemas.
 */
export function describeApi(routes: readonly ApiRouteRecord[], version: string): OpenApiDocument {
  const names = new Map(contractEndpoints().map((e) => [e.endpoint, `${e.area}.${e.name}`]));
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    for (const method of route.method.split(',')) {
      if (method === 'HEAD') continue;
      const endpoint = route.endpoint;
      const variants = openApiPaths(route.url);
      const id = (endpoint && names.get(endpoint)) ?? `${method} ${route.url}`;
      for (const [index, path] of variants.entries()) {
        const operation: Operation = {
          // The fullest path is last; shorter ones leave optional parameters out.
          operationId: index === variants.length - 1 ? id : `${id} (${path})`,
          tags: [route.url.split('/')[2] ?? 'api'],
          summary: endpoint?.summary ?? `${method} ${route.url}`,
          description: accessDescription(route),
          security: securityOf(route.access),
          'x-access': route.access,
          ...(route.access === 'apiKey' ? { 'x-public-api-key': true } : {}),
          ...(route.feature ? { 'x-feature': route.feature } : {}),
          ...(route.verifiedEmail ? { 'x-verified-email': true } : {}),
          parameters: parametersOf(path, endpoint, route.brandless === true),
          responses: answers(route, endpoint),
        };
        if (endpoint?.body) {
          operation.requestBody = {
            required: !endpoint.body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchema(endpoint.body) } },
          };
        }
        paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version,
      description:
        'Every /api call of the portal. Calls need the `app-name` header (the brand) and, unless ' +
        'anonymous, a bearer access token of that brand; the public variants take an `api-key` ' +
        'header instead (marked `x-public-api-key`). `x-access` is the claim rule of core.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(zErrorBody) },
      parameters: {
        AppName: {
          name: 'app-name',
          in: 'header',
          required: true,
          schema: { type: 'string', enum: [...BRAND_KEYS] },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
      },
    },
  };
}
