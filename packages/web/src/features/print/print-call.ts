import type { AnswerOf, AnyEndpoint, CallInput } from '@portal/core';
import { endpointPath } from '../../api/call';
import type { Query } from '../../api/query-string';
import type { PrintApi } from './print-api';

/**
 * Reads a print view's data from a GET endpoint of core's API contract through the print transport
 * (the print key of the path instead of a session): path filled in and encoded, input and answer
 * typed by the definition.
 */
export function printGet<E extends AnyEndpoint>(
  api: PrintApi,
  endpoint: E,
  input: CallInput<E>,
): Promise<AnswerOf<E>> {
  // Queries are flat objects of scalars by their schemas (zod object schemas of core).
  return api.get(endpointPath(endpoint, input), (input as { query?: Query }).query);
}
