import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { LogLevel } from '@portal/core';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's `x-request-id` is kept when it is a sane token, so traces join across services. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Paths that carry a secret in a segment (a password to validate, a reset or confirmation code):
 * the secret is replaced before the URL reaches a log line.
 */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [
  /^(\/api\/auth\/validatepassword\/)[^/?]+/i,
  /^(\/authaccount\/resetpassword\/)[^/?]+/i,
  /^(\/redirect\/emailconfirmed\/[^/?]+\/)[^/?]+/i,
  // Print views carry their print key after the scope: /print/<scope>/<printKey>/...
  /^(\/print\/[^/?]+\/)[^/?]+/i,
  // Signed file addresses carry their key in the query: /files/content/<id>?b=<brand>&s=<key>
  /^(\/files\/content\/[^?#]*\?(?:[^#]*&)?s=)[^&#]+/i,
];

/** The hub takes the access token as a query parameter (browsers cannot set its headers). */
const SECRET_QUERY_PARAMETER = /([?&]access_token=)[^&#]*/gi;

/** Cheap first test (one per request): only URLs with one of these words can carry a secret. */
const MAY_CARRY_SECRET =
  /validatepassword|resetpassword|emailconfirmed|access_token|^\/print\/|^\/files\/content\//i;

/** The URL as it may be logged: secrets in its path and query replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  if (!MAY_CARRY_SECRET.test(url)) return url;
  return SECRET_PATH_SEGMENTS.reduce(
    (current, pattern) => current.replace(pattern, '$1[redacted]'),
    url,
  ).replace(SECRET_QUERY_PARAMETER, '$1[redacted]');
}

/**
 * One log line per request (on completion) instead of Fastify's two: halves the logging cost
 * on the hot paths without losing what operations need (method, url, status, time).
 */
class PortalLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

export function createLogController(): LogController {
  return new PortalLogController({ requestIdLogLabel: 'requestId' });
}

/** Where the JSON log lines go: standard output in production, a capture in tests. */
export type LogDestination = { write: (line: string) => void };

/**
 * Standard output (or another descriptor) for the log lines, one write per turn of the event loop: the lines of a turn
 * are joined and leave together at its end. A loaded server completes many requests a turn, and
 * a write per line cost a system call per request. No line waits longer than its turn; those
 * still pending when the process exits are written then.
 */
export function batchedLogDestination(fd = 1): LogDestination {
  const stdout = pino.destination({ dest: fd, sync: true });
  let pending = '';
  const flush = () => {
    const lines = pending;
    pending = '';
    stdout.write(lines);
  };
  process.once('exit', () => {
    if (pending !== '') flush();
  });
  return {
    write: (line) => {
      if (pending === '') setImmediate(flush);
      pending += line;
    },
  };
}

export function loggerOptions(level: LogLevel, stream?: LogDestination) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url ?? ''),
        id: req.id,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["api-key"]',
        'req.headers["print-key"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'headers["api-key"]',
        'headers["print-key"]',
      ],
      censor: '[redacted]',
    },
  };
}
