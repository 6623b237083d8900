import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

export type NewUserAccount = {
  /** Null for a basic account, listed before the person registers. */
  userId: string | null;
  brand: BrandKey;
  firstName: string | null;
  lastName: string | null;
  email: string;
  now: Date;
};

/**
 * A new account with the address as its primary contact; undefined when the user has one in the
 * brand already (a simultaneous first sign-in).
 */
export async function insertUserAccount(
  db: Kysely<Database>,
  account: NewUserAccount,
): Promise<string | undefined> {
  const row = await db
    .insertInto('user_account')
    .values({
      user_id: account.userId,
      app_name: account.brand,
      first_name: account.firstName,
      last_name: account.lastName,
      titles: toJson([]),
      emails: toJson([{ address: account.email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      created_at: account.now,
      updated_at: account.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'app_name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The brand's account whose id (or sign-in user) is `value`: none or one id. */
export async function accountIdsInBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  by: 'id' | 'user_id',
  value: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('id')
    .where(by, '=', value)
    .where('app_name', '=', brand)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The accounts take the sign-in user's names where theirs are empty, and gain the sign-in
 * address as a contact if missing: the user's account in `brand`, or every account of a brand.
 */
export async function syncAccountsWithIdentity(
  db: Kysely<Database>,
  scope: { userId: string; brand: BrandKey } | { brand: BrandKey },
  now: Date,
): Promise<number> {
  const filter =
    'userId' in scope
      ? sql`u.user_id = ${scope.userId} and u.app_name = ${scope.brand}`
      : sql`u.app_name = ${scope.brand}`;
  const result = await sql`update user_account u set
      first_name = coalesce(nullif(u.first_name, ''), i.first_name),
      last_name = coalesce(nullif(u.last_name, ''), i.last_name),
      emails = case when exists (select 1 from jsonb_array_elements(u.emails) x
          where lower(x->>'address') = lower(i.email)) then u.emails
        else u.emails || jsonb_build_array(jsonb_build_object('address', i.email,
          'preferred', false, 'primary', jsonb_array_length(u.emails) = 0)) end,
      updated_at = ${now}
    from identity_user i where i.id = u.user_id and ${filter}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Everyone with an account in one brand gets one in the other (existing ones are kept). */
export async function copyAccountsToBrand(
  db: Kysely<Database>,
  fromBrand: BrandKey,
  toBrand: BrandKey,
): Promise<number> {
  const result =
    await sql`insert into user_account (user_id, app_name, first_name, last_name, titles, emails, phone_numbers)
    select u.user_id, ${toBrand}, u.first_name, u.last_name, u.titles, u.emails, u.phone_numbers
    from user_account u where u.app_name = ${fromBrand} and u.user_id is not null
    on conflict (user_id, app_name) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Marks the profile introduction seen; false when the brand has no account with the id. */
export async function markProfileIntroduced(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .updateTable('user_account')
    .set({ is_profile_introduced: true, updated_at: now })
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Whether the user's account in the brand lacks the sign-in names or address; undefined when
 * the user has no account there.
 */
export async function accountLacksIdentityInfo(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
): Promise<boolean | undefined> {
  const row = await sql<{
    stale: boolean;
  }>`select (coalesce(u.first_name, '') = '' and coalesce(i.first_name, '') <> '')
      or (coalesce(u.last_name, '') = '' and coalesce(i.last_name, '') <> '')
      or not exists (select 1 from jsonb_array_elements(u.emails) x where lower(x->>'address') = lower(i.email)) as stale
    from user_account u join identity_user i on i.id = u.user_id
    where u.user_id = ${userId} and u.app_name = ${brand}`.execute(db);
  return row.rows[0]?.stale;
}

/** Removes the person's links to CRM accounts; answers how many. */
export async function unlinkCrmAccounts(db: Kysely<Database>, id: string): Promise<number> {
  const rows = await db
    .deleteFrom('user_account_crm_account')
    .where('user_account_id', '=', id)
    .returning('crm_account_id')
    .execute();
  return rows.length;
}

/** Replaces the account's phone numbers by this one, preferred (its version goes up). */
export async function setOnlyPhone(
  db: Kysely<Database>,
  id: string,
  phone: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_account')
    .set({
      phone_numbers: toJson([{ number: phone, preferred: true }]),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The brand's oldest account with this sign-in or contact address (lower case). */
export async function findAccountIdByEmail(
  db: Kysely<Database>,
  brand: BrandKey,
  email: string,
): Promise<string | undefined> {
  const existing = await sql<{ id: string }>`select u.id from user_account u
    left join identity_user i on i.id = u.user_id
    where u.app_name = ${brand} and (lower(i.email) = ${email} or exists (select 1 from
      jsonb_array_elements(u.emails) x where lower(x->>'address') = ${email}))
    order by u.created_at limit 1`.execute(db);
  return existing.rows[0]?.id;
}

/**
 * The cohortAccountAdmin claim for the users who lead a cohort group of the brand and lack it;
 * answers how many got it.
 */
export async function grantCohortLeaderClaims(
  db: Kysely<Database>,
  brand: BrandKey,
  cohortReferenceType: string,
): Promise<number> {
  const result = await sql`insert into user_claim (user_id, claim_type, claim_value)
    select distinct u.user_id, 'cohortAccountAdmin', 'true' from user_group_person p
    join user_group g on g.id = p.user_group_id and g.app_name = ${brand}
      and g.reference_type = ${cohortReferenceType}
    join user_account u on u.id = p.user_account_id and u.user_id is not null
    where p.role = 'leader' and not exists (select 1 from user_claim c where c.user_id = u.user_id
      and lower(c.claim_type) = 'cohortaccountadmin')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
