import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CONTENT_SURVEY_ENTITY, type BrandKey, type TriggerAccounts } from '@portal/core';
import type { Database } from '../../db/schema';

/** The SQL of invitations: who a release's targets reach, invitations made and reminded. */

/** The accounts of the brand a trigger reaches from the release's target accounts. */
export async function reachedAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  targets: readonly string[],
  rule: TriggerAccounts,
): Promise<string[]> {
  if (rule === 'none' || targets.length === 0) return [];
  let query = db.selectFrom('crm_account').select('id').where('app_name', '=', brand);
  if (rule === 'targets') query = query.where('id', 'in', targets);
  if (rule === 'parents') {
    query = query.where('id', 'in', targets).where('parent_account_id', 'is', null);
  }
  // An account names its parent by the parent's CRM id (`account_id`), in the same brand.
  const crmIdsOf = (ids: readonly string[]) =>
    db
      .selectFrom('crm_account as t')
      .select('t.account_id')
      .where('t.app_name', '=', brand)
      .where('t.id', 'in', ids)
      .where('t.account_id', 'is not', null)
      .$narrowType<{ account_id: string }>();
  if (rule === 'children') query = query.where('parent_account_id', 'in', crmIdsOf(targets));
  if (rule === 'parentsOfTargets') {
    query = query.where('account_id', 'in', (eb) =>
      eb
        .selectFrom('crm_account as c')
        .select('c.parent_account_id')
        .where('c.app_name', '=', brand)
        .where('c.id', 'in', targets)
        .where('c.parent_account_id', 'is not', null)
        .$narrowType<{ parent_account_id: string }>(),
    );
  }
  return (await query.execute()).map((row) => row.id);
}

export type PersonOfAccount = { userAccountId: string; accountId: string };

/** The people linked to these accounts: their members, admins and trainers. */
export async function peopleOfAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  accounts: readonly string[],
): Promise<PersonOfAccount[]> {
  if (accounts.length === 0) return [];
  const rows = await db
    .selectFrom('user_account_crm_account as l')
    .select(['l.user_account_id', 'l.crm_account_id'])
    .where('l.crm_account_id', 'in', accounts)
    .union((eb) =>
      eb
        .selectFrom('crm_account_person as p')
        .select(['p.user_account_id', 'p.crm_account_id'])
        .where('p.crm_account_id', 'in', accounts),
    )
    .execute();
  const ofBrand = new Set(
    await peopleOfBrand(
      db,
      brand,
      rows.map((r) => r.user_account_id),
    ),
  );
  return rows
    .filter((r) => ofBrand.has(r.user_account_id))
    .map((r) => ({ userAccountId: r.user_account_id, accountId: r.crm_account_id }));
}

/** The members of the brand's groups, the people of its events, and its people among these. */
export async function peopleOfOthers(
  db: Kysely<Database>,
  brand: BrandKey,
  targets: { groups: readonly string[]; events: readonly string[]; people: readonly string[] },
): Promise<string[]> {
  const found = new Set<string>(targets.people);
  if (targets.groups.length) {
    const members = await db
      .selectFrom('user_group_person as m')
      .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
      .select('m.user_account_id')
      .where('g.app_name', '=', brand)
      .where('m.user_group_id', 'in', targets.groups)
      .execute();
    for (const m of members) found.add(m.user_account_id);
  }
  if (targets.events.length) {
    const participants = await db
      .selectFrom('participant')
      .select('user_account_id')
      .where('app_name', '=', brand)
      .where('event_id', 'in', targets.events)
      .where('user_account_id', 'is not', null)
      .execute();
    for (const p of participants) if (p.user_account_id) found.add(p.user_account_id);
  }
  return peopleOfBrand(db, brand, [...found]);
}

async function peopleOfBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => row.id);
}

export type InvitationKey = { userAccountId: string; accountId: string | null };
export type NewInvitation = { id: string; surveyCode: string; userAccountId: string };

/** An event survey's invitations follow the event, not the release's targets. */
const notOfAnEvent = sql<boolean>`not exists (select 1 from event_survey_invitation ei
  where ei.invitation_id = survey_invitation.id)`;

/**
 * The invitations of a release the targets decide: whose, about what, and whether answered
 * (done or begun).
 */
export function invitationsOf(db: Kysely<Database>, releaseId: string) {
  return (
    db
      .selectFrom('survey_invitation')
      .select(['id', 'user_account_id', 'entity_type', 'entity_key'])
      .select(sql<boolean>`(completed_at is not null or draft_answers is not null)`.as('answered'))
      .where('release_id', '=', releaseId)
      .where(notOfAnEvent)
      // A content page's invitations are its readers' (survey-content.service), not the targets'.
      .where(sql<boolean>`entity_type is distinct from ${CONTENT_SURVEY_ENTITY}`)
      .execute()
  );
}

export async function deleteInvitations(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('survey_invitation')
    .where('id', 'in', ids)
    .where('completed_at', 'is', null)
    .where('draft_answers', 'is', null)
    .execute();
}

/**
 * Adds invitations; those another run made meanwhile are skipped (the unique key), not answered.
 * The keys' entity is an account, or the group a team alignment survey was started for.
 */
export async function insertInvitations(
  db: Kysely<Database>,
  releaseId: string,
  keys: readonly InvitationKey[],
  entityType: 'CrmAccount' | 'UserGroup' = 'CrmAccount',
): Promise<NewInvitation[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insertInto('survey_invitation')
    .values(
      keys.map((key) => ({
        release_id: releaseId,
        user_account_id: key.userAccountId,
        entity_type: key.accountId ? entityType : null,
        entity_id: key.accountId,
        entity_key: key.accountId ?? '',
        survey_code: randomBytes(32).toString('base64url'),
        draft_answers: null,
        draft_version: null,
        reminded_at: null,
        completed_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['release_id', 'user_account_id', 'entity_key']).doNothing())
    .returning(['id', 'survey_code as surveyCode', 'user_account_id as userAccountId'])
    .execute();
  return rows;
}

/** Who an e-mail goes to: the primary address (else the first) and the first name. */
export async function contactsOf(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { email: string | null; firstName: string }>();
  const rows = await db
    .selectFrom('user_account')
    .select(['id', 'emails', 'first_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => {
      const email = row.emails.find((e) => e.primary) ?? row.emails[0];
      return [row.id, { email: email?.address ?? null, firstName: row.first_name ?? '' }];
    }),
  );
}

/** The brand's releases taking answers now. */
export function openReleases(db: Kysely<Database>, brand: BrandKey, now: Date) {
  return db
    .selectFrom('survey_release')
    .select(['id', 'name', 'trigger_type', 'reminder_days'])
    .where('app_name', '=', brand)
    .where('closed_at', 'is', null)
    .where('opens_at', '<=', now)
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now)]))
    .orderBy('opens_at')
    .execute();
}

/**
 * Unanswered invitations of a release whose last e-mail (the invitation, or the last reminder)
 * is at least `days` old.
 */
export function dueReminders(db: Kysely<Database>, releaseId: string, days: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  return (
    db
      .selectFrom('survey_invitation')
      .select(['id', 'survey_code', 'user_account_id', 'reminder_count'])
      .where('release_id', '=', releaseId)
      .where('completed_at', 'is', null)
      .where(sql<Date>`coalesce(reminded_at, created_at)`, '<=', since)
      // Nor once the event's survey has closed.
      .where(
        sql<boolean>`not exists (select 1 from event_survey_invitation ei
      where ei.invitation_id = survey_invitation.id and ei.closes_at <= ${now})`,
      )
      .orderBy('created_at')
      .execute()
  );
}

/** Counts a reminder sent, unless another run counted it first (false then). */
export async function markReminded(
  db: Kysely<Database>,
  invitation: { id: string; reminder_count: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('survey_invitation')
    .set({ reminder_count: invitation.reminder_count + 1, reminded_at: now })
    .where('id', '=', invitation.id)
    .where('reminder_count', '=', invitation.reminder_count)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The latest version of a release's definition: what a new respondent answers. */
export async function latestBodyOfRelease(db: Kysely<Database>, releaseId: string) {
  const row = await db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .innerJoin('survey_definition_version as v', (join) =>
      join.onRef('v.definition_id', '=', 'd.id').onRef('v.version', '=', 'd.version'),
    )
    .select('v.body')
    .where('r.id', '=', releaseId)
    .executeTakeFirst();
  return row?.body;
}
