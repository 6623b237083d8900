import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { issueInviteCode } from '../invite-code/invite-code.service';
import { registerForInviteEvent } from '../participant/participant.service';

/**
 * What an invite code joins: a code of a group adds the person to the group as a member, a code
 * of an account links the person to the account, a code of an event (GenerateEventInviteCode)
 * registers the person for the event. Applied when a code is used, and again for
 * the uses recorded before the code was tied to its group or account (or before the person had
 * a user account in the brand).
 */

type CodeTargets = {
  user_group_id: string | null;
  crm_account_id: string | null;
  event_id: string | null;
};

/** Adds the person to the code's group and account; joining twice changes nothing. */
export async function joinInviteCodeTargets(
  db: Kysely<Database>,
  code: CodeTargets,
  userAccountId: string | null,
  now: Date,
): Promise<void> {
  if (!userAccountId) return;
  if (code.user_group_id) {
    await db
      .insertInto('user_group_person')
      .values({
        user_group_id: code.user_group_id,
        user_account_id: userAccountId,
        role: 'member',
        added_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (code.crm_account_id) {
    await db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: userAccountId, crm_account_id: code.crm_account_id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (code.event_id) await registerForInviteEvent(db, code.event_id, userAccountId, now);
}

/** Applies the targets of a code to everyone who used it before (their accounts in the brand). */
export async function applyRecordedUses(
  db: Kysely<Database>,
  brand: BrandKey,
  inviteCodeId: string,
  now: Date,
): Promise<number> {
  const code = await db
    .selectFrom('invite_code')
    .select(['user_group_id', 'crm_account_id', 'event_id'])
    .where('id', '=', inviteCodeId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  if (!code) return 0;
  const uses = await db
    .selectFrom('invite_code_use as u')
    .leftJoin('user_account as a', (join) =>
      join.onRef('a.user_id', '=', 'u.user_id').on('a.app_name', '=', brand),
    )
    .select(['u.id', 'u.user_account_id', 'a.id as account_id', 'u.used_at'])
    .where('u.invite_code_id', '=', inviteCodeId)
    .execute();
  for (const use of uses) {
    const userAccountId = use.user_account_id ?? use.account_id;
    await joinInviteCodeTargets(db, code, userAccountId, use.used_at ?? now);
  }
  return uses.length;
}

/**
 * Uses of the brand's codes recorded before the person had a user account in the brand: they
 * get the new account and their joins now.
 */
export async function applyUsesOfNewAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
  userAccountId: string,
  now: Date,
): Promise<void> {
  const uses = await db
    .selectFrom('invite_code_use as u')
    .innerJoin('invite_code as c', 'c.id', 'u.invite_code_id')
    .select(['u.id', 'c.user_group_id', 'c.crm_account_id', 'c.event_id'])
    .where('u.user_id', '=', userId)
    .where('u.user_account_id', 'is', null)
    .where('c.app_name', '=', brand)
    .execute();
  for (const use of uses) {
    await db
      .updateTable('invite_code_use')
      .set({ user_account_id: userAccountId })
      .where('id', '=', use.id)
      .execute();
    await joinInviteCodeTargets(db, use, userAccountId, now);
  }
}

export type EntityCodeRequest = {
  brand: BrandKey;
  target: { userGroupId: string } | { crmAccountId: string };
  description: string;
  createdByUserId: string;
  now: Date;
};

/** A new invite code that joins a group or an account (no expiry, no use limit). */
export async function issueEntityInviteCode(
  db: Kysely<Database>,
  request: EntityCodeRequest,
): Promise<string> {
  const { target } = request;
  const row = await issueInviteCode(db, {
    brand: request.brand,
    description: request.description,
    expiresAt: null,
    maxUses: null,
    claims: [],
    roles: [],
    userGroupId: 'userGroupId' in target ? target.userGroupId : null,
    crmAccountId: 'crmAccountId' in target ? target.crmAccountId : null,
    eventId: null,
    createdByUserId: request.createdByUserId,
    now: request.now,
  });
  return row.code;
}
