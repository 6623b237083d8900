import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CODE_REFUSALS,
  InviteCodeStatus,
  inviteCodeStatus,
  isWellFormedInviteCode,
  normalizeInviteCode,
  type InviteCodeState,
  type TInviteCodeGrants,
  type TInviteCodeWithStatus,
  type TInviteRedemption,
  type TInviteRegistration,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit, auditSource } from '../../shared/audit';

import { findUserById } from '../../identity/identity-users.store';
import { userAccountIdOf } from '../../shared/user-account-id.store';
import { joinInviteCodeTargets } from './invite-joins';
import {
  findInviteCode,
  findInviteCodeById,
  findRoles,
  grantClaims,
  grantRoles,
  insertInviteCode,
  insertInviteCodeUse,
  takeInviteCodeUse,
  type InviteCodeRow,
  type NewInviteCode,
} from './invite-code.store';
import type { RequestContext } from '../../shared/request-context';

/** A new code: INVITE_CODE_LENGTH symbols of the alphabet, each drawn uniformly by the CSPRNG. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Draws before giving up; with 55 bits per code a clash is already vanishingly rare. */
const CODE_DRAWS = 5;

/** Stores a new code with a freshly drawn text (another draw when the text is taken). */
export async function issueInviteCode(
  db: Kysely<Database>,
  code: Omit<NewInviteCode, 'code'>,
): Promise<InviteCodeRow> {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const row = await insertInviteCode(db, { ...code, code: generateInviteCode() });
    if (row) return row;
  }
  throw new Error('No free invite code after several draws');
}

/** The roles of the brand with these names (any case), for codes and self-registration. */
export { findRoles, grantRoles };

export const stateOf = (row: InviteCodeRow): InviteCodeState => ({
  active: row.deactivated_at === null,
  expiresAt: row.expires_at,
  maxUses: row.max_uses,
  useCount: row.use_count,
});

export const statusOf = (row: InviteCodeRow | undefined, now: Date): InviteCodeStatus =>
  inviteCodeStatus(row && stateOf(row), now);

/** The brand's code for what a person typed; text that cannot be a code is not looked up. */
export function lookUpInviteCode(
  ctx: RequestContext,
  input: string,
): Promise<InviteCodeRow | undefined> {
  const code = normalizeInviteCode(input);
  if (!isWellFormedInviteCode(code)) return Promise.resolve(undefined);
  return findInviteCode(ctx.db, ctx.brand, code);
}

export const grantsOf = (row: InviteCodeRow): TInviteCodeGrants => ({
  roles: row.roles,
  claims: row.claims,
  userGroup: row.user_group_id !== null,
  crmAccount: row.crm_account_id !== null,
  event: row.event_id !== null,
});

function withStatus(
  row: InviteCodeRow | undefined,
  input: string,
  now: Date,
): TInviteCodeWithStatus {
  const status = statusOf(row, now);
  const valid = status === InviteCodeStatus.Valid ? row : undefined;
  return {
    inviteCode: normalizeInviteCode(input),
    status,
    description: valid?.description ?? null,
    expiresAt: valid?.expires_at?.toISOString() ?? null,
  };
}

/** GetInviteCodeWithStatus: the status; description and expiry only for a valid code. */
export async function inviteCodeWithStatus(
  ctx: RequestContext,
  input: string,
): Promise<TInviteCodeWithStatus> {
  return withStatus(await lookUpInviteCode(ctx, input), input, ctx.now);
}

/** GetUserRegistrationByInviteCode: the status, the brand and what registering will grant. */
export async function inviteRegistration(
  ctx: RequestContext,
  input: string,
): Promise<TInviteRegistration> {
  const row = await lookUpInviteCode(ctx, input);
  const answer = withStatus(row, input, ctx.now);
  const valid = answer.status === InviteCodeStatus.Valid && row;
  return { ...answer, appName: ctx.brand, grants: valid ? grantsOf(row) : null };
}

const refusal = (status: InviteCodeStatus) =>
  new HttpError(
    422,
    INVITE_CODE_REFUSALS[status === InviteCodeStatus.Valid ? 'MaxUsesReached' : status],
  );

/** The brand's code for the input when it is valid now; a 422 saying why otherwise. */
export async function usableInviteCode(ctx: RequestContext, input: string): Promise<InviteCodeRow> {
  const row = await lookUpInviteCode(ctx, input);
  const status = statusOf(row, ctx.now);
  if (!row || status !== InviteCodeStatus.Valid) throw refusal(status);
  return row;
}

export type InviteCodeUser = { userId: string; userAccountId: string | null };

/**
 * Applies a code to a user inside the caller's transaction: records the use (once per user),
 * takes one use of the code with a conditional update, grants its roles and claims. Answers
 * false when the user had used the code already; throws 422 when the code stopped being usable
 * (the caller's transaction then rolls back, registration included).
 */
export async function applyInviteCode(
  ctx: RequestContext,
  row: InviteCodeRow,
  user: InviteCodeUser,
  via: 'registration' | 'redemption',
): Promise<boolean> {
  const { db, now } = ctx;
  const firstUse = await insertInviteCodeUse(db, { inviteCodeId: row.id, ...user, now });
  if (!firstUse) return false;
  if (!(await takeInviteCodeUse(db, row.id, now))) {
    throw refusal(statusOf(await findInviteCodeById(db, ctx.brand, row.id), now));
  }
  const roles = await findRoles(db, row.roles);
  await grantRoles(
    db,
    user.userId,
    roles.map((role) => role.id),
    now,
  );
  await grantClaims(db, user.userId, row.claims, now);
  await joinInviteCodeTargets(db, row, user.userAccountId, now);
  await recordAudit(db, {
    ...auditSource(ctx),
    action: AUDIT_ACTIONS.inviteCodeUsed,
    subjectUserId: user.userId,
    details: { inviteCodeId: row.id, userAccountId: user.userAccountId, via },
  });
  return true;
}

/** RedeemInviteCode: applies a code to the signed-in user; applying it again changes nothing. */
export async function redeemInviteCode(
  ctx: RequestContext,
  userId: string,
  input: string,
): Promise<TInviteRedemption> {
  const row = await lookUpInviteCode(ctx, input);
  if (!row) throw refusal(InviteCodeStatus.Invalid);
  if (!(await findUserById(ctx.db, userId))) throw new HttpError(404, 'errors.common.userNotFound');
  const applied = await ctx.db.transaction().execute(async (db) => {
    const user = { userId, userAccountId: await userAccountIdOf(db, ctx.brand, userId) };
    return applyInviteCode({ ...ctx, db }, row, user, 'redemption');
  });
  return { applied, alreadyApplied: !applied };
}
