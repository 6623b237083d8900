import { sql, type Kysely } from 'kysely';
import {
  COHORT_GROUP_REFERENCE_TYPE,
  isSecurityAdmin,
  isTrainerOrAdmin,
  hasGlobalDataAccess,
  type BrandKey,
} from '@portal/core';
import { toJson, type Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { type ActorContext } from '../../shared/request-context';
import { applyUsesOfNewAccount } from '../invite-code/invite-joins';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';

const requireSecurityAdmin = (ctx: ActorContext) => {
  if (!isSecurityAdmin(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
};

/**
 * The user account of a user in a brand, made from the identity user when missing (first
 * sign-in in a brand; see docs/decisions.md). Uses of invite codes the person made before it
 * existed are applied to it. Answers the account's id.
 */
export async function ensureUserAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const user = await db
    .selectFrom('identity_user')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const inserted = await db
    .insertInto('user_account')
    .values({
      user_id: userId,
      app_name: brand,
      first_name: user.first_name,
      last_name: user.last_name,
      titles: toJson([]),
      emails: toJson([{ address: user.email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'app_name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) await applyUsesOfNewAccount(db, brand, userId, inserted.id, now);
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('user_id', '=', userId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.id;
}

async function deleteAccounts(ctx: ActorContext, ids: string[], reason: string): Promise<boolean> {
  if (ids.length === 0) return false;
  await ctx.db.transaction().execute(async (db) => {
    await db.deleteFrom('user_account').where('id', 'in', ids).execute();
    await recordAudit(db, {
      action: AUDIT_ACTIONS.userAccountDeleted,
      appName: ctx.brand,
      actorUserId: ctx.session.userId,
      ip: ctx.ip,
      details: { userAccountIds: ids, reason },
    });
  });
  return true;
}

/** DELETE {id}: the brand's user account (its records go with it); false when none. */
export async function deleteUserAccount(ctx: ActorContext, id: string): Promise<boolean> {
  requireSecurityAdmin(ctx);
  const rows = await ctx.db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', id)
    .where('app_name', '=', ctx.brand)
    .execute();
  return deleteAccounts(
    ctx,
    rows.map((row) => row.id),
    'by id',
  );
}

/** DeleteByUserId/{userId}: the user's account in the brand; the sign-in user stays. */
export async function deleteUserAccountOfUser(ctx: ActorContext, userId: string): Promise<boolean> {
  requireSecurityAdmin(ctx);
  const rows = await ctx.db
    .selectFrom('user_account')
    .select('id')
    .where('user_id', '=', userId)
    .where('app_name', '=', ctx.brand)
    .execute();
  return deleteAccounts(
    ctx,
    rows.map((row) => row.id),
    'by user id',
  );
}

/**
 * SyncUserAccount/{userId} and SyncAllUserAccounts/{brand}: the accounts take the sign-in
 * user's names where theirs are empty, and gain the sign-in address as a contact if missing.
 */
export async function syncUserAccounts(
  ctx: ActorContext,
  scope: { userId: string } | { brand: BrandKey },
): Promise<{ synced: number }> {
  requireSecurityAdmin(ctx);
  const filter =
    'userId' in scope
      ? sql`u.user_id = ${scope.userId} and u.app_name = ${ctx.brand}`
      : sql`u.app_name = ${scope.brand}`;
  const result = await sql`update user_account u set
      first_name = coalesce(nullif(u.first_name, ''), i.first_name),
      last_name = coalesce(nullif(u.last_name, ''), i.last_name),
      emails = case when exists (select 1 from jsonb_array_elements(u.emails) x
          where lower(x->>'address') = lower(i.email)) then u.emails
        else u.emails || jsonb_build_array(jsonb_build_object('address', i.email,
          'preferred', false, 'primary', jsonb_array_length(u.emails) = 0)) end,
      updated_at = ${ctx.now}
    from identity_user i where i.id = u.user_id and ${filter}`.execute(ctx.db);
  return { synced: Number(result.numAffectedRows ?? 0) };
}

/**
 * startAssignAppNames/{fromBrand}/{toBrand}: everyone with a user account in the first brand
 * gets one in the second (names and sign-in address copied); existing ones are kept.
 */
export async function assignBrandAccounts(
  ctx: ActorContext,
  fromBrand: BrandKey,
  toBrand: BrandKey,
): Promise<{ created: number }> {
  requireSecurityAdmin(ctx);
  const result =
    await sql`insert into user_account (user_id, app_name, first_name, last_name, titles, emails, phone_numbers)
    select u.user_id, ${toBrand}, u.first_name, u.last_name, u.titles, u.emails, u.phone_numbers
    from user_account u where u.app_name = ${fromBrand} and u.user_id is not null
    on conflict (user_id, app_name) do nothing`.execute(ctx.db);
  return { created: Number(result.numAffectedRows ?? 0) };
}

/** SetProfileIntroduced/{id}: the person has seen the profile introduction (own account). */
export async function setProfileIntroduced(ctx: ActorContext, id: string): Promise<boolean> {
  if (id !== ctx.actor.userAccountId && !isSecurityAdmin(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const rows = await ctx.db
    .updateTable('user_account')
    .set({ is_profile_introduced: true, updated_at: ctx.now })
    .where('id', '=', id)
    .where('app_name', '=', ctx.brand)
    .returning('id')
    .execute();
  if (rows.length === 0) throw notFound(PERSON_NOT_FOUND);
  return true;
}

/** IsUserInfoRefreshRequired: true when the caller's account lacks the sign-in names or address. */
export async function isUserInfoRefreshRequired(ctx: ActorContext): Promise<boolean> {
  const row = await sql<{
    stale: boolean;
  }>`select (coalesce(u.first_name, '') = '' and coalesce(i.first_name, '') <> '')
      or (coalesce(u.last_name, '') = '' and coalesce(i.last_name, '') <> '')
      or not exists (select 1 from jsonb_array_elements(u.emails) x where lower(x->>'address') = lower(i.email)) as stale
    from user_account u join identity_user i on i.id = u.user_id
    where u.user_id = ${ctx.session.userId} and u.app_name = ${ctx.brand}`.execute(ctx.db);
  return row.rows[0]?.stale ?? true;
}

/** ClearCrmAccounts/{id}: removes the person's links to accounts (global data access). */
export async function clearCrmAccounts(
  ctx: ActorContext,
  id: string,
): Promise<{ removed: number }> {
  if (!hasGlobalDataAccess(ctx.session) && !isSecurityAdmin(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  await requireVisiblePerson(ctx, id);
  const rows = await ctx.db
    .deleteFrom('user_account_crm_account')
    .where('user_account_id', '=', id)
    .returning('crm_account_id')
    .execute();
  return { removed: rows.length };
}

/** TestAuditLog: writes one audit row naming the caller, to check the audit trail works. */
export async function testAuditLog(ctx: ActorContext): Promise<{ recorded: true }> {
  await recordAudit(ctx.db, {
    action: AUDIT_ACTIONS.auditTest,
    appName: ctx.brand,
    actorUserId: ctx.session.userId,
    ip: ctx.ip,
    details: {},
  });
  return { recorded: true };
}

/** SetTestSMStoUa/{phone}: the developer's own account gets the number as its preferred phone. */
export async function setTestSmsPhone(ctx: ActorContext, phone: string): Promise<boolean> {
  const self = ctx.actor.userAccountId;
  if (!self) throw notFound(PERSON_NOT_FOUND);
  await ctx.db
    .updateTable('user_account')
    .set({
      phone_numbers: toJson([{ number: phone, preferred: true }]),
      version: sql<number>`version + 1`,
      updated_at: ctx.now,
    })
    .where('id', '=', self)
    .execute();
  return true;
}

/**
 * GetOrCreateBasicUserAccount: the brand's person with this address, or a new basic account
 * (no sign-in user yet) for trainers and admins who list someone before they register.
 */
export async function getOrCreateBasic(
  ctx: Pick<ActorContext, 'db' | 'brand' | 'now'> & Partial<Pick<ActorContext, 'session'>>,
  input: { email: string; firstName: string; lastName: string },
): Promise<{ userAccountId: string; created: boolean }> {
  if (ctx.session && !isTrainerOrAdmin(ctx.session) && !hasGlobalDataAccess(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const existing = await sql<{ id: string }>`select u.id from user_account u
    left join identity_user i on i.id = u.user_id
    where u.app_name = ${ctx.brand} and (lower(i.email) = ${input.email} or exists (select 1 from
      jsonb_array_elements(u.emails) x where lower(x->>'address') = ${input.email}))
    order by u.created_at limit 1`.execute(ctx.db);
  const found = existing.rows[0];
  if (found) return { userAccountId: found.id, created: false };
  const row = await ctx.db
    .insertInto('user_account')
    .values({
      user_id: null,
      app_name: ctx.brand,
      first_name: input.firstName,
      last_name: input.lastName,
      titles: toJson([]),
      emails: toJson([{ address: input.email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userAccountId: row.id, created: true };
}

/**
 * StartConvertInMemoryCampusLeaderClaims: leaders of cohort groups are their campus's cohort
 * account admins; this stores that as the cohortAccountAdmin claim on their users.
 */
export async function convertCampusLeaderClaims(ctx: ActorContext): Promise<{ granted: number }> {
  requireSecurityAdmin(ctx);
  const result = await sql`insert into user_claim (user_id, claim_type, claim_value)
    select distinct u.user_id, 'cohortAccountAdmin', 'true' from user_group_person p
    join user_group g on g.id = p.user_group_id and g.app_name = ${ctx.brand}
      and g.reference_type = ${COHORT_GROUP_REFERENCE_TYPE}
    join user_account u on u.id = p.user_account_id and u.user_id is not null
    where p.role = 'leader' and not exists (select 1 from user_claim c where c.user_id = u.user_id
      and lower(c.claim_type) = 'cohortaccountadmin')`.execute(ctx.db);
  return { granted: Number(result.numAffectedRows ?? 0) };
}
