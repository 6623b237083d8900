import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { z } from 'zod';
import type { ZCrmAccountSave } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

type AccountInput = z.output<typeof ZCrmAccountSave>;

function columnsOf(input: AccountInput) {
  return {
    account_name: input.accountName,
    account_id: input.accountId,
    parent_account_id: input.parentAccountId,
    legacy_account_id: input.legacyAccountId,
    legacy_parent_account_id: input.legacyParentAccountId,
    success_center: input.successCenter,
    transformation_team: input.transformationTeam,
    account_implementation_status: input.accountImplementationStatus,
    phone_number: input.phoneNumber,
    website: input.website,
    industry: input.industry,
    number_of_employees: input.numberOfEmployees,
    owner: toJson(input.owner),
    co_owner: toJson(input.coOwner),
    ce_owner: toJson(input.ceOwner),
    shipping_address: toJson(input.shippingAddress),
    demographics: toJson(input.demographics),
    last_assessment_description: input.lastAssessmentDescription,
    assessment_count: input.assessmentCount,
    assessments_completed: input.assessmentsCompleted,
    territories: toJson(input.territories),
  };
}

/** A new account of the brand; answers its id. */
export async function insertAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  input: AccountInput,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('crm_account')
    .values({ app_name: brand, ...columnsOf(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored version of an account (it exists). */
export async function findAccountVersion(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('crm_account')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Writes the account when its version is still `version`; false when another save came first. */
export async function updateAccount(
  db: Kysely<Database>,
  id: string,
  version: number,
  input: AccountInput,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('crm_account')
    .set({ ...columnsOf(input), version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the awards of an account with the given list (awards keep their ids). */
export async function replaceAwards(
  db: Kysely<Database>,
  accountId: string,
  awards: AccountInput['awards'],
  now: Date,
): Promise<void> {
  const keep = awards.flatMap((award) => (award.id ? [award.id] : []));
  let stale = db.deleteFrom('crm_account_award').where('crm_account_id', '=', accountId);
  if (keep.length > 0) stale = stale.where('id', 'not in', keep);
  await stale.execute();
  for (const award of awards) {
    const values = {
      achievement_type: award.achievementType,
      name: award.name,
      description: award.description,
      awarded_date: award.awardedDate,
      school_year: award.schoolYear,
      updated_at: now,
    };
    const updated = award.id
      ? await db
          .updateTable('crm_account_award')
          .set(values)
          .where('id', '=', award.id)
          .where('crm_account_id', '=', accountId)
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (!updated) {
      await db
        .insertInto('crm_account_award')
        .values({ crm_account_id: accountId, ...values, created_at: now })
        .execute();
    }
  }
}

/** Replaces the admins or the trainers of an account (ids not of the brand are ignored). */
export async function replacePeople(
  db: Kysely<Database>,
  brand: BrandKey,
  accountId: string,
  role: 'admin' | 'trainer',
  userAccountIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('crm_account_person')
    .where('crm_account_id', '=', accountId)
    .where('role', '=', role)
    .execute();
  if (userAccountIds.length === 0) return;
  await db
    .insertInto('crm_account_person')
    .columns(['crm_account_id', 'user_account_id', 'role'])
    .expression(
      db
        .selectFrom('user_account')
        .select([sql<string>`${accountId}::uuid`.as('a'), 'id', sql<string>`${role}`.as('r')])
        .where('app_name', '=', brand)
        .where('id', 'in', [...userAccountIds]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Links people to accounts (the user account's crmAccounts); existing links stay. */
export async function linkPeople(
  db: Kysely<Database>,
  accountId: string,
  userAccountIds: readonly string[],
): Promise<void> {
  if (userAccountIds.length === 0) return;
  await db
    .insertInto('user_account_crm_account')
    .values(userAccountIds.map((id) => ({ user_account_id: id, crm_account_id: accountId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Deletes an account: its children become top-level, its notes go with it, its invite codes
 * stop joining it; people, links, awards and group links go by the foreign keys.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('crm_account')
    .select('account_id')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  if (!row) return false;
  if (row.account_id) {
    await db
      .updateTable('crm_account')
      .set({ parent_account_id: null })
      .where('app_name', '=', brand)
      .where('parent_account_id', '=', row.account_id)
      .execute();
  }
  await db
    .deleteFrom('note')
    .where('app_name', '=', brand)
    .where('entity_type', '=', 'CrmAccount')
    .where('entity_id', '=', id)
    .execute();
  await db
    .updateTable('invite_code')
    .set({ crm_account_id: null })
    .where('crm_account_id', '=', id)
    .execute();
  await db.deleteFrom('crm_account').where('id', '=', id).execute();
  return true;
}
