import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_LOCALE,
  errorKeyOf,
  errorMessage,
  type ErrorKey,
  type ErrorText,
  type LocaleCode,
} from '@portal/core/i18n';
import { englishCatalog } from '@portal/core/i18n/full';
import { catalogIn } from '../shared/catalogs';
import { fieldErrorsIn, fieldErrorsOf, type FieldError } from './field-errors';
import { requestLanguage } from './request-language';

export type { FieldError };

/** The error shape of every failed /api call. */
export type ErrorBody = {
  /** In the caller's language (its Accept-Language), else in English. */
  message: string;
  /** The message's stable key, for clients that act on a particular refusal. */
  code: ErrorKey;
  referenceId: string;
  errors?: FieldError[];
  [detail: string]: unknown;
};

/** The message of a text in English: what the log and the `message` of an HttpError say. */
export const inEnglish = (text: ErrorText): string => errorMessage(text, englishCatalog);

/** An error whose message is meant for the client, who reads it in their language. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: ErrorText;
  readonly code: ErrorKey;
  readonly errors: FieldError[] | undefined;
  /** Fields the body carries beside the message (a 409's current version, say). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    text: ErrorText,
    errors?: FieldError[],
    details?: Record<string, unknown>,
  ) {
    super(inEnglish(text));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.text = text;
    this.code = errorKeyOf(text);
    this.errors = errors;
    this.details = details;
  }
}

export const notFound = (text: ErrorText = 'errors.server.notFound') => new HttpError(404, text);

/** Validates input with a zod schema; a failure is a 400 that lists the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // The input in each issue lets zod say its message in the caller's language (fieldErrorsIn).
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(400, 'errors.common.requestNotValid', fieldErrorsOf(result.error.issues));
}

const FRAMEWORK_MESSAGES: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.server.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.server.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.server.mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.server.contentLength',
};

export const DATABASE_UNAVAILABLE = 'errors.server.databaseUnavailable';

// Connection errors of the driver and PostgreSQL's classes 08 (connection exception) and 57P
// (operator intervention: shutdown, restart, cannot connect now); PGlite says it is closed, and
// Kysely that its driver is destroyed (the database handle closed under a request).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is clos(ed|ing)|driver has already been destroyed|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** Whether an error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) {
        return true;
      }
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function describe(error: FastifyError, bodyLimit: number): { status: number; text: ErrorText } {
  if (error instanceof HttpError) return { status: error.statusCode, text: error.text };
  // An outage is not a fault of the server: 503, so clients and load balancers retry.
  if (isDatabaseUnavailable(error)) return { status: 503, text: DATABASE_UNAVAILABLE };
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return { status, text: { key: 'errors.server.bodyTooLarge', values: { limit: bodyLimit } } };
  }
  if (status >= 500 || status < 400) {
    return { status: status < 400 ? 500 : status, text: 'errors.server.unexpected' };
  }
  // A library's own refusal that has no text of ours keeps its words.
  const text = FRAMEWORK_MESSAGES[error.code];
  return {
    status,
    text: text ?? { key: 'errors.server.asSent', values: { message: error.message } },
  };
}

/** The message in `language` (English when none is asked for). */
export const messageIn = (language: LocaleCode | undefined, text: ErrorText): string =>
  errorMessage(text, catalogIn(language));

/** The message in the language the request asks for. */
const messageFor = (request: FastifyRequest, text: ErrorText): string =>
  messageIn(requestLanguage(request), text);

/**
 * Sends the error shape in the caller's language, with a fresh reference id, and logs the same id
 * with the cause in English (server faults at error level with the stack, refusals at info level).
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: ErrorText,
  options: { errors?: FieldError[]; cause?: Error; details?: Record<string, unknown> } = {},
): FastifyReply {
  const body: ErrorBody = {
    ...options.details,
    message: messageFor(request, text),
    code: errorKeyOf(text),
    referenceId: randomUUID(),
  };
  if (options.errors)
    body.errors = fieldErrorsIn(options.errors, requestLanguage(request) ?? DEFAULT_LOCALE);
  const { referenceId } = body;
  const logged = inEnglish(text);
  if (status >= 500) request.log.error({ err: options.cause, referenceId, status }, logged);
  else request.log.info({ referenceId, status, reason: options.cause?.message ?? logged }, logged);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One error shape everywhere; causes go to the log, never a stack trace to the client. */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may allow more than the server's default (uploads): the message names its limit.
    const { status, text } = describe(error, request.routeOptions.bodyLimit ?? bodyLimit);
    const { errors, details } = error instanceof HttpError ? error : {};
    return sendError(request, reply, status, text, { errors, details, cause: error });
  });
}
