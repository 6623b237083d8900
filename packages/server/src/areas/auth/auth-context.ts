import { HttpError } from '../../http/errors';

/** The answer of the calls that must not reveal whether an address is registered. */
export const ACCEPTED = { ok: true } as const;
export type Accepted = typeof ACCEPTED;

export const POLICY_REFUSED = 'errors.auth.policyRefused';

/** A 400 listing the policy errors on the password's field. */
export function policyError(field: string, errors: readonly string[]): HttpError {
  return new HttpError(
    400,
    POLICY_REFUSED,
    errors.map((message) => ({ field, message })),
  );
}
