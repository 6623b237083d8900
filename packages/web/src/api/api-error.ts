import { EMAIL_NOT_VERIFIED_REASON } from '@portal/core';

/** One invalid field of a 400 answer, as the server names it (`emails.0.address`). */
export type FieldError = { field: string; message: string };

/** A failed API call: the HTTP status, the server's message and reference id, field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly referenceId: string | null;
  /** The whole error body, for answers that carry more (a lockout's end). */
  readonly body: Readonly<Record<string, unknown>>;
  /** The field errors of a 400 answer. */
  readonly errors: readonly FieldError[];
  /** The stable key of the server's message (`errors.signIn.invalidCode`), when it sent one. */
  readonly code: string | null;

  constructor(
    status: number,
    message: string,
    referenceId: string | null = null,
    body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.referenceId = referenceId;
    this.body = body;
    this.errors = fieldErrorsOf(body);
    this.code = typeof body.code === 'string' ? body.code : null;
  }
}

/** Status 0 stands for a call that never reached the server. */
export const NETWORK_ERROR_STATUS = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (error): error is FieldError =>
      isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string',
  );
}

/** Builds the error from a failed response, reading the `{ message, referenceId }` shape. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): the status text has to do.
  }
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : response.statusText || `Request failed with status ${response.status}.`;
  const referenceId =
    isRecord(body) && typeof body.referenceId === 'string' ? body.referenceId : null;
  return new ApiError(response.status, message, referenceId, isRecord(body) ? body : {});
}

/** A call refused because the caller's e-mail is not confirmed (the spec's verify notice). */
export const isEmailNotVerified = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.body.reason === EMAIL_NOT_VERIFIED_REASON;
