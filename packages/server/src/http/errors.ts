import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type FieldError = { field: string; message: string };

/** The error shape of every failed /api call. */
export type ErrorBody = {
  message: string;
  referenceId: string;
  errors?: FieldError[];
  [detail: string]: unknown;
};

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Fields the body carries beside the message (a 409's current version, say). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldError[],
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.details = details;
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** Validates input with a zod schema; a failure is a 400 that lists the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, 'The request is not valid.', errors);
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The content type of the request is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length of the request is not valid.',
};

export const DATABASE_UNAVAILABLE = 'The database is not reachable: try again shortly.';

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

function describe(error: FastifyError, bodyLimit: number): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  // An outage is not a fault of the server: 503, so clients and load balancers retry.
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return { status, message: `The request body is larger than the limit of ${bodyLimit} bytes.` };
  }
  if (status >= 500 || status < 400) {
    return { status: status < 400 ? 500 : status, message: 'An unexpected error occurred.' };
  }
  return { status, message: FRAMEWORK_MESSAGES[error.code] ?? error.message };
}

/**
 * Sends the error shape with a fresh reference id and logs the same id with the cause
 * (server faults at error level with the stack, refusals at info level).
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  options: { errors?: FieldError[]; cause?: Error; details?: Record<string, unknown> } = {},
): FastifyReply {
  const body: ErrorBody = { ...options.details, message, referenceId: randomUUID() };
  if (options.errors) body.errors = options.errors;
  const { referenceId } = body;
  if (status >= 500) request.log.error({ err: options.cause, referenceId, status }, message);
  else
    request.log.info({ referenceId, status, reason: options.cause?.message ?? message }, message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One error shape everywhere; causes go to the log, never a stack trace to the client. */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may allow more than the server's default (uploads): the message names its limit.
    const { status, message } = describe(error, request.routeOptions.bodyLimit ?? bodyLimit);
    const { errors, details } = error instanceof HttpError ? error : {};
    return sendError(request, reply, status, message, { errors, details, cause: error });
  });
}
