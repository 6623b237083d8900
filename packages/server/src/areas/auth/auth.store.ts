import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { toJson, type Database } from '../../db/schema';
import { normalizeEmail, type IdentityUser } from '../../identity/identity-users.store';

export type NewRegistration = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  brand: BrandKey;
  now: Date;
};

/**
 * Creates the identity user (address unconfirmed) and its Regular user account in the brand.
 * Undefined when the address is taken, also when a simultaneous registration won the race.
 */
export async function insertRegistration(
  db: Kysely<Database>,
  input: NewRegistration,
): Promise<{ userId: string; userAccountId: string } | undefined> {
  const user = await db
    .insertInto('identity_user')
    .values({
      email: input.email,
      normalized_email: normalizeEmail(input.email),
      user_name: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: input.passwordHash,
      password_history: toJson([input.passwordHash]),
      provider: 'local',
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.column('normalized_email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) return undefined;
  const account = await db
    .insertInto('user_account')
    .values({
      user_id: user.id,
      app_name: input.brand,
      first_name: input.firstName,
      last_name: input.lastName,
      kind: 0,
      titles: toJson([]),
      emails: toJson([{ address: input.email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, userAccountId: account.id };
}

/**
 * Sets a new password: history updated, lockout and failed count cleared, no forced change
 * pending any more.
 */
export async function storePassword(
  db: Kysely<Database>,
  userId: string,
  change: { passwordHash: string; history: string[]; now: Date },
): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({
      password_hash: change.passwordHash,
      password_history: toJson(change.history),
      access_failed_count: 0,
      lockout_end: null,
      force_password_change: false,
      updated_at: change.now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Marks the address confirmed, moving to the pending new address when there is one. */
export async function confirmAddress(
  db: Kysely<Database>,
  user: IdentityUser,
  newEmail: string | null,
  now: Date,
): Promise<void> {
  const moving = newEmail !== null;
  await db
    .updateTable('identity_user')
    .set({
      email_confirmed: true,
      new_email: null,
      updated_at: now,
      ...(moving
        ? {
            email: newEmail,
            normalized_email: normalizeEmail(newEmail),
            user_name: user.user_name === user.email ? newEmail : user.user_name,
          }
        : {}),
    })
    .where('id', '=', user.id)
    .execute();
}

export async function setPendingEmail(
  db: Kysely<Database>,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({ new_email: newEmail, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A proven phone number: sign-in codes and the second factor may go to it. */
export async function setConfirmedPhone(
  db: Kysely<Database>,
  userId: string,
  phoneNumber: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({ phone_number: phoneNumber, phone_number_confirmed: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The claim types a role grants. */
export async function claimTypesOfRole(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const claims = await db
    .selectFrom('role_claim')
    .select('claim_type')
    .where('role_id', '=', roleId)
    .execute();
  return claims.map((c) => c.claim_type);
}
