import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** What the account services need of a request; `now` is the clock (tests move it). */
export type AuthContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  /** Scheme, host and port that links in e-mails point at. */
  origin: string;
  now: Date;
  ip?: string | null;
  /** The signed-in caller, when there is one. */
  actorUserId?: string | null;
};

/** The answer of the calls that must not reveal whether an address is registered. */
export const ACCEPTED = { ok: true } as const;
export type Accepted = typeof ACCEPTED;

export const POLICY_REFUSED = 'The password does not meet the password policy.';

/** A 400 listing the policy errors on the password's field. */
export function policyError(field: string, errors: readonly string[]): HttpError {
  return new HttpError(
    400,
    POLICY_REFUSED,
    errors.map((message) => ({ field, message })),
  );
}

/** The audit fields every entry of a context shares. */
export function auditSource(ctx: AuthContext) {
  return { appName: ctx.brand, ip: ctx.ip ?? null, actorUserId: ctx.actorUserId ?? null };
}
