import {
  fillPath,
  type AnswerOf,
  type AnyEndpoint,
  type CallInput,
  type FileAnswer,
} from '@portal/core';
import type { ApiClient, ApiFile } from './client';
import type { Query } from './query-string';

type Parts = { params?: Record<string, unknown>; query?: unknown; body?: unknown };

/** The URL path of a call: the endpoint's path with its parameters filled in. */
export function endpointPath<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): string {
  return fillPath(endpoint.path, (input as Parts).params);
}

function requestOf(input: Parts) {
  // Queries are flat objects of scalars by their schemas (zod object schemas of core).
  return { query: input.query as Query | undefined, body: input.body };
}

/**
 * Calls an endpoint of core's API contract: the path, method and the types of the input and
 * answer all come from its definition, so a call the server does not describe cannot be written.
 */
export function call<E extends AnyEndpoint>(
  api: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  const path = endpointPath(endpoint, input);
  const { query, body } = requestOf(input as Parts);
  if (endpoint.answer.kind === 'text') {
    // AnswerOf<E> is string for a text answer; TypeScript does not narrow E by the check.
    return api.text(endpoint.method, path, { query, body, signal }) as Promise<AnswerOf<E>>;
  }
  // Through the client's own verbs where they fit, so every call is seen the same way.
  if (endpoint.method === 'GET' && body === undefined) return api.get(path, query, signal);
  if (endpoint.method === 'POST' && !query && !signal) return api.post(path, body);
  if (endpoint.method === 'DELETE' && !query && body === undefined && !signal) return api.del(path);
  return api.request(endpoint.method, path, { query, body, signal });
}

/** Calls an endpoint that answers a file: its bytes and the name the server gave it. */
export function download<E extends AnyEndpoint & { answer: FileAnswer }>(
  api: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
): Promise<ApiFile> {
  const path = endpointPath(endpoint, input);
  return api.file(endpoint.method, path, { ...requestOf(input as Parts), signal });
}
