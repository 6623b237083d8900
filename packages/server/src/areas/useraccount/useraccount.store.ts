import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandKey, LocaleCode, TUserAccountEmail, TUserAccountPhone } from '@portal/core';
import { toJson, type Database, type UserAccountTable } from '../../db/schema';

export type UserAccountRow = Selectable<UserAccountTable> & {
  email_confirmed: boolean | null;
  picture_hash: string | null;
};

function selectAccounts(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('user_account')
    .leftJoin('identity_user', 'identity_user.id', 'user_account.user_id')
    .leftJoin('user_account_picture', 'user_account_picture.user_account_id', 'user_account.id')
    .selectAll('user_account')
    .select(['identity_user.email_confirmed', 'user_account_picture.hash as picture_hash'])
    .where('user_account.app_name', '=', brand);
}

/** The user's account in the brand. */
export function findAccountByUserId(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
): Promise<UserAccountRow | undefined> {
  return selectAccounts(db, brand).where('user_account.user_id', '=', userId).executeTakeFirst();
}

/** An account of the brand by its id; accounts of other brands are not found. */
export function findAccountById(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<UserAccountRow | undefined> {
  return selectAccounts(db, brand).where('user_account.id', '=', id).executeTakeFirst();
}

export type AccountChanges = {
  firstName: string;
  lastName: string;
  titles: string[];
  emails: TUserAccountEmail[];
  phoneNumbers: TUserAccountPhone[];
};

/**
 * Writes the changes when the stored version is still `version`, raising it by one. False when
 * another save came first: the caller answers 409 instead of overwriting it.
 */
export async function updateAccount(
  db: Kysely<Database>,
  id: string,
  version: number,
  changes: Partial<AccountChanges>,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('user_account')
    .set({
      ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
      ...(changes.lastName === undefined ? {} : { last_name: changes.lastName }),
      ...(changes.titles === undefined ? {} : { titles: toJson(changes.titles) }),
      ...(changes.emails === undefined ? {} : { emails: toJson(changes.emails) }),
      ...(changes.phoneNumbers === undefined
        ? {}
        : { phone_numbers: toJson(changes.phoneNumbers) }),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The sign-in identity keeps the names of its accounts, so greetings follow a change. */
export async function updateIdentityNames(
  db: Kysely<Database>,
  userId: string,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({ first_name: names.firstName, last_name: names.lastName, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export type StoredPicture = { contentType: string; data: Uint8Array; hash: string };

export async function upsertPicture(
  db: Kysely<Database>,
  userAccountId: string,
  picture: StoredPicture,
  now: Date,
): Promise<void> {
  const values = { content_type: picture.contentType, data: picture.data, hash: picture.hash };
  await db
    .insertInto('user_account_picture')
    .values({ user_account_id: userAccountId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_account_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

export function findPicture(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<StoredPicture | undefined> {
  return db
    .selectFrom('user_account_picture')
    .select(['content_type as contentType', 'data', 'hash'])
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
}

/** Every note the person pinned, oldest pin first. */
export async function pinsOf(db: Kysely<Database>, userAccountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('note_pin')
    .select('note_id')
    .where('user_account_id', '=', userAccountId)
    .orderBy('created_at')
    .orderBy('note_id')
    .execute();
  return rows.map((row) => row.note_id);
}

/** Deletes the accounts (their records go with them). */
export async function deleteUserAccounts(db: Kysely<Database>, ids: string[]): Promise<void> {
  await db.deleteFrom('user_account').where('id', 'in', ids).execute();
}

/**
 * Keeps the person's chosen language. Not a change of the form's fields: the version stays, so
 * an account form open elsewhere still saves.
 */
export async function setAccountLanguage(
  db: Kysely<Database>,
  id: string,
  language: LocaleCode,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_account')
    .set({ language, updated_at: now })
    .where('id', '=', id)
    .execute();
}
