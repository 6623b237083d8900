import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EVENT_SURVEY_STATEMENTS } from '@portal/core';
import type { Database } from '../../db/schema';
import { defaultEventSurveyRelease } from '../event/event-survey-release';

/** Rows of accounts, groups, 360s and checkups written straight to the tables, as they are. */

type Db = Kysely<Database>;
const BRAND = 'teams';
const one = async (db: Db, query: ReturnType<typeof sql<{ id: string }>>) =>
  (await query.execute(db)).rows[0]!.id;

export async function seedAccount(db: Db, name: string, crmId: string, parentCrmId?: string) {
  return one(
    db,
    sql<{
      id: string;
    }>`insert into crm_account (app_name, account_name, account_id, parent_account_id)
      values (${BRAND}, ${name}, ${crmId}, ${parentCrmId ?? null}) returning id`,
  );
}

export async function seedGroup(db: Db, name: string, accountIds: string[], memberIds: string[]) {
  const id = await one(
    db,
    sql<{
      id: string;
    }>`insert into user_group (app_name, name, is_hidden, is_visible_to_leaders, crm_status, status)
      values (${BRAND}, ${name}, false, true, 'active', 'active') returning id`,
  );
  for (const accountId of accountIds) {
    await sql`insert into user_group_crm_account (user_group_id, crm_account_id)
      values (${id}, ${accountId})`.execute(db);
  }
  for (const userAccountId of memberIds) {
    await sql`insert into user_group_person (user_group_id, user_account_id, role, added_at)
      values (${id}, ${userAccountId}, 'member', now())`.execute(db);
  }
  return id;
}

export async function linkPerson(db: Db, accountId: string, userAccountId: string) {
  await sql`insert into user_account_crm_account (crm_account_id, user_account_id)
    values (${accountId}, ${userAccountId})`.execute(db);
}

export async function makeAccountAdmin(
  db: Db,
  accountId: string,
  userAccountId: string,
  role: 'admin' | 'trainer' = 'admin',
) {
  await sql`insert into crm_account_person (crm_account_id, user_account_id, role)
    values (${accountId}, ${userAccountId}, ${role})`.execute(db);
}

/** An award of the account, dated `day` (YYYY-MM-DD). */
export async function seedAward(db: Db, accountId: string, day: string) {
  await sql`insert into crm_account_award (crm_account_id, achievement_type, name, awarded_date,
      school_year)
    values (${accountId}, 'resources', 'Resource award', ${day}, '2025-2026')`.execute(db);
}

/** A checkup of an event of no account whose report went out to the person at `releasedAt`. */
export async function seedCheckupReport(db: Db, userAccountId: string, releasedAt: string) {
  const eventId = await seedEvent(db, { accountIds: [], participants: [], checkupStage: 5 });
  const participantId = await one(
    db,
    sql<{ id: string }>`insert into participant (app_name, event_id, email, first_name, last_name,
        registered_at)
      values (${BRAND}, ${eventId}, ${`${randomUUID()}@demo.example`}, 'Pat', 'Person', now())
      returning id`,
  );
  await sql`insert into checkup_participant (app_name, checkup_id, participant_id, user_account_id,
      email, first_name, last_name, release_notice_at)
    select ${BRAND}, c.id, ${participantId}, ${userAccountId}, 'person@demo.example', 'Pat',
      'Person', ${releasedAt}
    from traction_plan_checkup c where c.event_id = ${eventId}`.execute(db);
}

/** An instrument's definition, report format and configuration, for the 360s to point at. */
export async function seedInstrument(db: Db) {
  const definitionId = await one(
    db,
    sql<{ id: string }>`insert into profile_definition (app_name, code, name)
      values (${BRAND}, ${`def-${randomUUID()}`}, 'Test instrument') returning id`,
  );
  const formatId = await one(
    db,
    sql<{ id: string }>`insert into profile_report_format (app_name, name, profile_definition_id)
      values (${BRAND}, 'Test format', ${definitionId}) returning id`,
  );
  const configId = await one(
    db,
    sql<{
      id: string;
    }>`insert into profile_config (app_name, name, profile_definition_id, report_format_id, self_only)
      values (${BRAND}, 'Test configuration', ${definitionId}, ${formatId}, false) returning id`,
  );
  return { configId, formatId };
}

export type SeededProfile = {
  startedAt: string;
  /** Describers other than self: when invited, and when finished (if they did). */
  describers: { invitedAt: string; completedAt?: string }[];
  releasedAt?: string;
};

/** A 360 with its self-describer (never counted), its describers and, when released, a report. */
export async function seedProfile(
  db: Db,
  instrument: { configId: string; formatId: string },
  userAccountId: string,
  profile: SeededProfile,
) {
  const id = await one(
    db,
    sql<{
      id: string;
    }>`insert into profile_participant (app_name, user_account_id, profile_config_id, created_at)
      values (${BRAND}, ${userAccountId}, ${instrument.configId}, ${profile.startedAt}) returning id`,
  );
  const self = {
    relationship: 'self',
    invitedAt: profile.startedAt,
    completedAt: profile.startedAt,
  };
  for (const d of [self, ...profile.describers.map((x) => ({ relationship: 'peer', ...x }))]) {
    await sql`insert into profile_describer (app_name, participant_id, relationship, email,
        survey_code, decline_key, invited_at, is_complete, completed_at)
      values (${BRAND}, ${id}, ${d.relationship}, 'describer@demo.example', ${randomUUID()},
        ${randomUUID()}, ${d.invitedAt}, ${d.completedAt !== undefined}, ${d.completedAt ?? null})`.execute(
      db,
    );
  }
  if (profile.releasedAt) {
    await sql`insert into profile_report (app_name, participant_id, report_code, report_format_id,
        is_released, released_at)
      values (${BRAND}, ${id}, ${randomUUID()}, ${instrument.formatId}, true, ${profile.releasedAt})`.execute(
      db,
    );
  }
}

export type SeededCheckup = {
  accountIds: string[];
  groupId?: string;
  startDate: string;
  stage: number;
  reportedAt?: string;
  /** The partners' requests: sent or not, answered or not. */
  requests: { sent: boolean; answered: boolean }[];
  /** Participants, and whether their report's release notice went out. */
  participants: { released: boolean }[];
};

/** An event of the accounts (and group) with its checkup, participants and partner requests. */
export async function seedCheckup(db: Db, checkup: SeededCheckup) {
  const typeId = await one(
    db,
    sql<{
      id: string;
    }>`insert into event_catalog_item (app_name, name) values (${BRAND}, 'Checkup course') returning id`,
  );
  const eventId = await one(
    db,
    sql<{
      id: string;
    }>`insert into event (app_name, event_type_id, user_group_id, status, iana_time_zone,
        max_students, event_code)
      values (${BRAND}, ${typeId}, ${checkup.groupId ?? null}, 'active', 'UTC', 40, ${randomUUID()}) returning id`,
  );
  for (const accountId of checkup.accountIds) {
    await sql`insert into event_crm_account (event_id, crm_account_id, imported)
      values (${eventId}, ${accountId}, false)`.execute(db);
  }
  const checkupId = await one(
    db,
    sql<{
      id: string;
    }>`insert into traction_plan_checkup (app_name, event_id, stage, notification_days,
        last_chance_days, feedback_reminder_frequency_days, report_reminder_days,
        previous_feedback_days, start_date, reported_at)
      values (${BRAND}, ${eventId}, ${checkup.stage}, 7, 3, 2, 2, 45, ${checkup.startDate},
        ${checkup.reportedAt ?? null}) returning id`,
  );
  const participantIds: string[] = [];
  for (const p of checkup.participants.length ? checkup.participants : [{ released: false }]) {
    const participantId = await one(
      db,
      sql<{
        id: string;
      }>`insert into participant (app_name, event_id, email, first_name, last_name, registered_at)
        values (${BRAND}, ${eventId}, ${`${randomUUID()}@demo.example`}, 'Pat', 'Person', now())
        returning id`,
    );
    participantIds.push(
      await one(
        db,
        sql<{
          id: string;
        }>`insert into checkup_participant (app_name, checkup_id, participant_id, email,
            first_name, last_name, release_notice_at)
          values (${BRAND}, ${checkupId}, ${participantId}, 'person@demo.example', 'Pat', 'Person',
            ${p.released ? new Date() : null}) returning id`,
      ),
    );
  }
  for (const r of checkup.requests) {
    await sql`insert into checkup_feedback_request (app_name, checkup_id, checkup_participant_id,
        partner_email, partner_first_name, partner_last_name, survey_code, status, sent_at, answered_at)
      values (${BRAND}, ${checkupId}, ${participantIds[0]!}, ${`${randomUUID()}@demo.example`}, 'Pia', 'Partner',
        ${randomUUID()}, ${r.answered ? 'answered' : 'pending'}, ${r.sent ? new Date() : null},
        ${r.answered ? new Date() : null})`.execute(db);
  }
}

export type SeededEvent = {
  accountIds: string[];
  groupId?: string;
  /** When it starts (ISO); without one it counts by the moment it was made (`createdAt`). */
  startsAt?: string;
  createdAt?: string;
  archived?: boolean;
  /** Its participants: checked in or not, and the person (when they have an account). */
  participants: { checkedIn: boolean; userAccountId?: string }[];
  /** The stage of its checkup, when it has one. */
  checkupStage?: number;
  /** Its catalog item (seedEventType), else a new one of its own. */
  typeId?: string;
  /** Its attendance count: certified or reconciled. */
  attendance?: string;
};

/** An item of the event catalog: a type of event, of a family when given (CKH1...). */
export async function seedEventType(db: Db, name: string, family?: string) {
  return one(
    db,
    sql<{
      id: string;
    }>`insert into event_catalog_item (app_name, name, family)
      values (${BRAND}, ${name}, ${family ?? null}) returning id`,
  );
}

/** An anonymous answer to the event's post-event survey (the default one): its five ratings. */
export async function seedSurveyResponse(db: Db, eventId: string, ratings: readonly number[]) {
  const release = await defaultEventSurveyRelease(db, BRAND, new Date());
  const answers = Object.fromEntries(
    EVENT_SURVEY_STATEMENTS.map((name, index) => [name, ratings[index]]),
  );
  await sql`insert into survey_response (release_id, definition_version, entity_type, entity_id,
      answers, language, completed, completed_at)
    values (${release.id}, 1, 'TrainingEvent', ${eventId}, ${JSON.stringify(answers)}::jsonb,
      'en-us', true, now())`.execute(db);
}

/** An event of the accounts (and group) with its participants and, when given, its checkup. */
export async function seedEvent(db: Db, event: SeededEvent) {
  const typeId = event.typeId ?? (await seedEventType(db, 'Course'));
  const eventId = await one(
    db,
    sql<{
      id: string;
    }>`insert into event (app_name, event_type_id, user_group_id, status, start_date, archived,
        iana_time_zone, max_students, event_code, created_at, attendence_status)
      values (${BRAND}, ${typeId}, ${event.groupId ?? null}, 'active', ${event.startsAt ?? null},
        ${event.archived ?? false}, 'UTC', 40, ${randomUUID()}, ${event.createdAt ?? new Date()},
        ${event.attendance ?? 'none'})
      returning id`,
  );
  for (const accountId of event.accountIds) {
    await sql`insert into event_crm_account (event_id, crm_account_id, imported)
      values (${eventId}, ${accountId}, false)`.execute(db);
  }
  for (const p of event.participants) {
    await sql`insert into participant (app_name, event_id, user_account_id, email, first_name,
        last_name, registered_at, checked_in_at)
      values (${BRAND}, ${eventId}, ${p.userAccountId ?? null}, ${`${randomUUID()}@demo.example`},
        'Pat', 'Person', now(), ${p.checkedIn ? new Date() : null})`.execute(db);
  }
  if (event.checkupStage !== undefined) {
    await sql`insert into traction_plan_checkup (app_name, event_id, stage, notification_days,
        last_chance_days, feedback_reminder_frequency_days, report_reminder_days,
        previous_feedback_days)
      values (${BRAND}, ${eventId}, ${event.checkupStage}, 7, 3, 2, 2, 45)`.execute(db);
  }
  return eventId;
}

/** The person's Traction Plan in the brand, complete or not, begun at `createdAt` (else now). */
export async function seedPlan(
  db: Db,
  userAccountId: string,
  complete: boolean,
  createdAt?: string,
) {
  await sql`insert into traction_plan (app_name, user_account_id, progress, plan, is_complete,
      created_at)
    values (${BRAND}, ${userAccountId}, '{}'::jsonb, '{}'::jsonb, ${complete},
      ${createdAt ?? new Date()})`.execute(db);
}

/** A message of the outbox: its type (1 e-mail, 2 text), status, when entered, to whom. */
export async function seedMessage(
  db: Db,
  message: { enteredAt: string; status: number; type?: number; userAccountId?: string },
) {
  await sql`insert into message (app_name, message_type, status, recipient, entered_utc,
      user_account_id)
    values (${BRAND}, ${message.type ?? 1}, ${message.status}, 'someone@demo.example',
      ${message.enteredAt}, ${message.userAccountId ?? null})`.execute(db);
}
