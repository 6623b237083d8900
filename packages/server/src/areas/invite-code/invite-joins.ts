import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { issueInviteCode } from './invite-code.service';
import {
  addToCodeTargets,
  codeTargetsOf,
  earlierUsesOfCode,
  usesBeforeAccount,
  setUseAccount,
  type CodeTargets,
} from './invite-code.store';

/**
 * What an invite code joins: a code of a group adds the person to the group as a member, a code
 * of an account links the person to the account, a code of an event (GenerateEventInviteCode)
 * registers the person for the event. Applied when a code is used, and again for
 * the uses recorded before the code was tied to its group or account (or before the person had
 * a user account in the brand).
 */

/** Registers a person for an event (the participant area's rule). */
export type EventRegistration = (
  db: Kysely<Database>,
  eventId: string,
  userAccountId: string,
  now: Date,
) => Promise<void>;

/**
 * Given at start-up by the events' areas: they sit above the invite codes (event
 * administration issues codes), so this area cannot import them.
 */
let registerForEvent: EventRegistration | undefined;

export function provideEventRegistration(registration: EventRegistration): void {
  registerForEvent = registration;
}

/** Adds the person to the code's group and account; joining twice changes nothing. */
export async function joinInviteCodeTargets(
  db: Kysely<Database>,
  code: CodeTargets,
  userAccountId: string | null,
  now: Date,
): Promise<void> {
  if (!userAccountId) return;
  await addToCodeTargets(db, code, userAccountId, now);
  if (code.event_id) {
    if (!registerForEvent) throw new Error('No event registration was given at start-up');
    await registerForEvent(db, code.event_id, userAccountId, now);
  }
}

/** Applies the targets of a code to everyone who used it before (their accounts in the brand). */
export async function applyRecordedUses(
  db: Kysely<Database>,
  brand: BrandKey,
  inviteCodeId: string,
  now: Date,
): Promise<number> {
  const code = await codeTargetsOf(db, brand, inviteCodeId);
  if (!code) return 0;
  const uses = await earlierUsesOfCode(db, brand, inviteCodeId);
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
  for (const use of await usesBeforeAccount(db, brand, userId)) {
    await setUseAccount(db, use.id, userAccountId);
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
