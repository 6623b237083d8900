import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AnswerOf, AnyEndpoint, ParsedInput } from '@portal/core';
import { parseInput } from './errors';

/** A handler of a contract endpoint: its parsed input first, the request and reply beside. */
export type EndpointHandler<E extends AnyEndpoint> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply>;

/**
 * A handler that answers on the reply itself and returns nothing: a hot read answers at once,
 * without a promise per request (GetLatest from its copy in memory).
 */
export type ReplyingHandler<E extends AnyEndpoint> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => void;

/** Route options beside those the endpoint declares (a larger body limit, a rate limit). */
export type ServeOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'>;

/**
 * Registers the route of a contract endpoint: its method, path, access rule, feature and
 * verified-e-mail flag come from the definition, and its params, query and body are parsed by
 * the definition's schemas (400 with the fields otherwise) before the handler runs. A text
 * answer goes out as `text/plain; charset=utf-8`.
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  register(app, endpoint, handler, options);
}

/** `serve` for a handler that answers on the reply (see ReplyingHandler). */
export function serveOnReply<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ReplyingHandler<E>,
  options: ServeOptions = {},
): void {
  register(app, endpoint, handler, options);
}

function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E> | ReplyingHandler<E>,
  options: ServeOptions,
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.feature ? { feature: endpoint.feature } : {}),
      ...(endpoint.verifiedEmail ? { verifiedEmail: true } : {}),
      endpoint,
    },
    // Not async, so a replying handler costs no promise: Fastify sends a thrown error (a bad
    // input) and settles a returned promise alike.
    handler: (request, reply) => {
      const input: Record<string, unknown> = {};
      if (endpoint.params) input.params = parseInput(endpoint.params, request.params);
      if (endpoint.query) input.query = parseInput(endpoint.query, request.query);
      if (endpoint.body) input.body = parseInput(endpoint.body, request.body);
      // A failure still answers JSON: the error handler sets its own type.
      if (endpoint.answer.kind === 'text') reply.type('text/plain; charset=utf-8');
      // The keys set above are exactly those ParsedInput<E> has.
      return handler(input as ParsedInput<E>, request, reply);
    },
  });
}
