import { sql, type Kysely, type Selectable } from 'kysely';
import { type BrandKey, type TractionPlanContent, type TractionPlanProgress } from '@portal/core';
import { toJson, type Database, type TractionPlanTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/query-helpers';
import { countOf } from '../../shared/metric-provider';

export type PlanRow = Selectable<TractionPlanTable>;

/** A user account as the plan reads it: the owner's names and address, or an editor's name. */
export type PlanPerson = {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
};

/** The account's primary address, else the sign-in address. */
const primaryEmail = sql<string>`coalesce(
  (select e->>'address' from jsonb_array_elements(user_account.emails) e
    where (e->>'primary')::boolean limit 1),
  identity_user.email, '')`;

/** The brand's people as a plan reads them (PlanPerson), to narrow down. */
export function selectPeople(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('user_account')
    .leftJoin('identity_user', 'identity_user.id', 'user_account.user_id')
    .select([
      'user_account.id',
      'user_account.user_id as userId',
      sql<string>`coalesce(user_account.first_name, '')`.as('firstName'),
      sql<string>`coalesce(user_account.last_name, '')`.as('lastName'),
      primaryEmail.as('email'),
    ])
    .where('user_account.app_name', '=', brand);
}

export function findPersonById(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<PlanPerson | undefined> {
  return selectPeople(db, brand).where('user_account.id', '=', id).executeTakeFirst();
}

export function findPersonByUserId(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
): Promise<PlanPerson | undefined> {
  return selectPeople(db, brand).where('user_account.user_id', '=', userId).executeTakeFirst();
}

/** The people of the brand with one of these addresses (account or sign-in), lower-cased keys. */
export async function findPeopleByEmails(
  db: Kysely<Database>,
  brand: BrandKey,
  emails: readonly string[],
): Promise<PlanPerson[]> {
  if (emails.length === 0) return [];
  const wanted = emails.map((e) => e.toLowerCase());
  return selectPeople(db, brand)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(identity_user.email)`, 'in', wanted),
        eb.exists(
          sql`(select 1 from jsonb_array_elements(user_account.emails) e
               where lower(e->>'address') in (${sql.join(wanted)}))`,
        ),
      ]),
    )
    .execute();
}

export function findPeopleByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<PlanPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectPeople(db, brand).where('user_account.id', 'in', ids).execute();
}

export function findPlanById(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<PlanRow | undefined> {
  return db
    .selectFrom('traction_plan')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPlanByOwner(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<PlanRow | undefined> {
  return db
    .selectFrom('traction_plan')
    .selectAll()
    .where('app_name', '=', brand)
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
}

export function findPlanByReviewId(
  db: Kysely<Database>,
  brand: BrandKey,
  reviewId: string,
): Promise<PlanRow | undefined> {
  return db
    .selectFrom('traction_plan')
    .selectAll()
    .where('app_name', '=', brand)
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
}

export function findPlansByOwners(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountIds: readonly string[],
): Promise<PlanRow[]> {
  if (userAccountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('traction_plan')
    .selectAll()
    .where('app_name', '=', brand)
    .where('user_account_id', 'in', userAccountIds)
    .execute();
}

export type PlanWrite = {
  plan: TractionPlanContent;
  progress: TractionPlanProgress;
  isComplete: boolean;
  editorAccountId: string | null;
  /** Written by an autosave (a version of a burst that the next save may fold). */
  autosave: boolean;
  now: Date;
  /** The editor's lock after the save: taken until then (an autosave) or released (null). */
  lockUntil: Date | null;
};

/** The first save of a person's plan; undefined when another first save came first. */
export async function insertPlan(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  reviewId: string,
  write: PlanWrite,
): Promise<PlanRow | undefined> {
  const locks = write.editorAccountId !== null && write.lockUntil !== null;
  try {
    return await db
      .insertInto('traction_plan')
      .values({
        app_name: brand,
        user_account_id: userAccountId,
        review_id: reviewId,
        edit_user_account_id: write.editorAccountId,
        plan: toJson(write.plan),
        progress: toJson(write.progress),
        is_complete: write.isComplete,
        autosaved: write.autosave,
        created_at: write.now,
        updated_at: write.now,
        lock_user_account_id: locks ? write.editorAccountId : null,
        lock_expires_at: locks ? write.lockUntil : null,
      })
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Writes a save when the stored version is still `version`, raising it by one, in one statement:
 * the replaced version is archived (unless `archive` is false: it folds into the new one) and the
 * editor's lock settled with it. Undefined when another save came first (the caller answers 409
 * instead of overwriting it); nothing is archived then.
 */
export async function updatePlan(
  db: Kysely<Database>,
  id: string,
  version: number,
  write: PlanWrite,
  archive: boolean,
): Promise<PlanRow | undefined> {
  const { rows } = await sql<PlanRow>`
    with previous as (
      select * from traction_plan where id = ${id} and version = ${version}
    ), saved as (
      update traction_plan set
        plan = ${toJson(write.plan)}::jsonb,
        progress = ${toJson(write.progress)}::jsonb,
        is_complete = ${write.isComplete},
        edit_user_account_id = ${write.editorAccountId}::uuid,
        autosaved = ${write.autosave},
        format_version = 2,
        version = traction_plan.version + 1,
        updated_at = ${write.now}::timestamptz,
        ${settleLockSql(write)}
      where traction_plan.id = ${id} and traction_plan.version = ${version}
      returning traction_plan.*
    ), archived as (
      insert into traction_plan_archive (traction_plan_id, version, format_version, plan, progress,
        is_complete, saved_by_user_account_id, saved_at)
      select id, version, format_version, plan, progress, is_complete, edit_user_account_id,
        updated_at
      from previous
      where ${archive} and exists (select 1 from saved)
      on conflict (traction_plan_id, version) do nothing
    )
    select * from saved`.execute(db);
  return rows[0];
}

/**
 * The lock columns after a save by `editorAccountId`: an autosave takes or renews the lock unless
 * someone else holds it unexpired (as takeLock), a manual save releases the editor's own lock (as
 * releaseLock); another holder's lock stays, and a save without an editor leaves it alone.
 */
function settleLockSql(write: PlanWrite) {
  const editor = write.editorAccountId;
  if (editor === null) {
    return sql`lock_user_account_id = traction_plan.lock_user_account_id`;
  }
  const mayTake = sql`(traction_plan.lock_user_account_id is null
    or traction_plan.lock_expires_at <= ${write.now}::timestamptz
    or traction_plan.lock_user_account_id = ${editor}::uuid)`;
  if (write.lockUntil === null) {
    return sql`lock_user_account_id = case when traction_plan.lock_user_account_id = ${editor}::uuid
        then null else traction_plan.lock_user_account_id end,
      lock_expires_at = case when traction_plan.lock_user_account_id = ${editor}::uuid
        then null else traction_plan.lock_expires_at end`;
  }
  return sql`lock_user_account_id = case when ${mayTake} then ${editor}::uuid
        else traction_plan.lock_user_account_id end,
      lock_expires_at = case when ${mayTake} then ${write.lockUntil}::timestamptz
        else traction_plan.lock_expires_at end`;
}

/** Replaces the progress alone (the addresses the review link went to); no new version. */
export async function updateProgress(
  db: Kysely<Database>,
  id: string,
  progress: TractionPlanProgress,
): Promise<void> {
  await db
    .updateTable('traction_plan')
    .set({ progress: toJson(progress) })
    .where('id', '=', id)
    .execute();
}

export async function setReviewId(
  db: Kysely<Database>,
  id: string,
  reviewId: string,
  progress: TractionPlanProgress,
): Promise<PlanRow | undefined> {
  return db
    .updateTable('traction_plan')
    .set({ review_id: reviewId, progress: toJson(progress) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The event's people: the user accounts registered for it or joined through one of its invite
 * codes, and the addresses of registrations without a user account in the brand.
 */
export async function findEventPeople(
  db: Kysely<Database>,
  brand: BrandKey,
  eventId: string,
): Promise<{ ids: string[]; emailsWithoutAccount: string[] }> {
  const [invited, registered] = await Promise.all([
    db
      .selectFrom('invite_code_use')
      .innerJoin('invite_code', 'invite_code.id', 'invite_code_use.invite_code_id')
      .select('invite_code_use.user_account_id')
      .where('invite_code.app_name', '=', brand)
      .where('invite_code.event_id', '=', eventId)
      .where('invite_code_use.user_account_id', 'is not', null)
      .execute(),
    db
      .selectFrom('participant')
      .select(['user_account_id', 'email'])
      .where('app_name', '=', brand)
      .where('event_id', '=', eventId)
      .orderBy('email')
      .execute(),
  ]);
  const ids = new Set(
    [...registered, ...invited].flatMap((r) => (r.user_account_id ? [r.user_account_id] : [])),
  );
  return {
    ids: [...ids],
    emailsWithoutAccount: registered.filter((r) => !r.user_account_id).map((r) => r.email),
  };
}

/** How many Traction Plans the person has in the brand (only the complete ones when asked). */
export async function countPlansOf(
  db: Kysely<Database>,
  person: { userAccountId: string; brand: string },
  onlyComplete: boolean,
): Promise<number> {
  let query = db
    .selectFrom('traction_plan')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_account_id', '=', person.userAccountId)
    .where('app_name', '=', person.brand);
  if (onlyComplete) query = query.where('is_complete', '=', true);
  return countOf(query);
}
