import type { Kysely } from 'kysely';
import { BRAND_KEYS, EventCountStatus, INITIAL_EVENT_STATUS, type BrandKey } from '@portal/core';
import { freshEventCode } from '../../areas/event/event.service';
import { toJson, type Database } from '../schema';

/**
 * Training events of the demo organisation in every brand: three catalog items and events
 * before and after today, trained by coach@demo.example, with participant@demo.example
 * registered (checked in at the past one), so the home page, myevents and the event screens
 * show something after `npm start`, and the coach can run a checkup of the past kickoff (the
 * participant's plan names three accountability partners).
 */

const DAY_MS = 86_400_000;
const PARTICIPANT = {
  email: 'participant@demo.example',
  firstName: 'Pat',
  lastName: 'Participant',
};
const COACH = { email: 'coach@demo.example', name: 'Casey Coach' };

const CATALOG = [
  {
    key: 'kickoff',
    name: 'Leadership Kickoff Workshop',
    category: 'Workshop',
    // A CKH family: the client reports' CKH report lists its events (docs/decisions.md).
    family: 'CKH1',
    canSelfRegister: true,
    details: {
      totalHours: 6,
      numberOfDays: 1,
      eventCertificateTemplateId: 'hours',
      surveyExpirationDays: 14,
      // Its checkups are run by its trainer, the demo coach (docs/decisions.md).
      tractionPlanCheckup: true,
    },
  },
  {
    key: 'coaching',
    name: 'Team Coaching Session',
    category: 'Coaching Session',
    family: 'DEMO',
    canSelfRegister: false,
    details: { totalHours: 1, numberOfDays: 1 },
  },
  {
    key: 'seminar',
    name: 'Culture Seminar',
    category: 'Seminar',
    family: 'DEMO',
    canSelfRegister: true,
    details: {
      totalHours: 3,
      numberOfDays: 1,
      surveyExpirationDays: 30,
      allowAnonymousSurvey: true,
    },
  },
] as const;

type CatalogKey = (typeof CATALOG)[number]['key'];

/** The demo events: days from today, the type, and the participant's state. */
const EVENTS: ReadonlyArray<{
  type: CatalogKey;
  days: number;
  hours: number;
  description: string;
  registered: boolean;
  checkedIn: boolean;
}> = [
  {
    type: 'kickoff',
    days: -21,
    hours: 6,
    description: 'Spring leadership kickoff',
    registered: true,
    checkedIn: true,
  },
  {
    type: 'kickoff',
    days: 7,
    hours: 6,
    description: 'Summer leadership kickoff',
    registered: true,
    checkedIn: false,
  },
  {
    type: 'coaching',
    days: 3,
    hours: 1,
    description: 'Team coaching: first session',
    registered: true,
    checkedIn: false,
  },
  {
    type: 'seminar',
    days: 12,
    hours: 3,
    description: 'Culture seminar (open registration)',
    registered: false,
    checkedIn: false,
  },
];

async function seedBrandEvents(db: Kysely<Database>, brand: BrandKey, now: Date): Promise<void> {
  const participant = await db
    .selectFrom('user_account as u')
    .innerJoin('identity_user as i', 'i.id', 'u.user_id')
    .select('u.id')
    .where('u.app_name', '=', brand)
    .where('i.normalized_email', '=', PARTICIPANT.email.toUpperCase())
    .executeTakeFirst();
  const group = await db
    .selectFrom('user_group')
    .select('id')
    .where('app_name', '=', brand)
    .where('name', '=', 'Riverside High Leadership Team')
    .executeTakeFirst();
  const campus = await db
    .selectFrom('crm_account')
    .select('id')
    .where('app_name', '=', brand)
    .where('account_id', '=', 'DEMO-RHS')
    .executeTakeFirst();
  if (!participant || !group || !campus) return;
  const types = new Map<CatalogKey, string>();
  for (const item of CATALOG) {
    const row = await db
      .insertInto('event_catalog_item')
      .values({
        app_name: brand,
        name: item.name,
        category: item.category,
        family: item.family,
        reference_id: null,
        can_self_register: item.canSelfRegister,
        details: toJson({ ...item.details, canSelfRegister: item.canSelfRegister }),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    types.set(item.key, row.id);
  }
  for (const e of EVENTS) {
    const start = new Date(now.getTime() + e.days * DAY_MS);
    start.setUTCHours(16, 0, 0, 0);
    const event = await db
      .insertInto('event')
      .values({
        app_name: brand,
        event_type_id: types.get(e.type) as string,
        user_group_id: group.id,
        status: INITIAL_EVENT_STATUS,
        start_date: start,
        end_date: new Date(start.getTime() + e.hours * 3_600_000),
        iana_time_zone: 'America/Los_Angeles',
        trainer_email: COACH.email,
        trainer2_email: null,
        planner_user_account_id: null,
        max_students: 40,
        attendence_count: e.checkedIn ? 1 : 0,
        attendence_status: e.checkedIn ? EventCountStatus.Certified : 'none',
        event_code: await freshEventCode({ db, brand }),
        is_static_account_list: true,
        details: toJson({
          description: e.description,
          location: 'Riverside High School, Room 12',
          locationTimeZone: 'Pacific Time',
          trainer: COACH.name,
        }),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_crm_account')
      .values({ event_id: event.id, crm_account_id: campus.id, imported: false })
      .execute();
    if (!e.registered) continue;
    await db
      .insertInto('participant')
      .values({
        app_name: brand,
        event_id: event.id,
        user_account_id: participant.id,
        email: PARTICIPANT.email,
        first_name: PARTICIPANT.firstName,
        last_name: PARTICIPANT.lastName,
        registered_at: new Date(start.getTime() - 14 * DAY_MS),
        checked_in_at: e.checkedIn ? new Date(start.getTime() + 600_000) : null,
        details: toJson({ titles: ['Teacher'], smsNotifications: true }),
        updated_at: now,
      })
      .execute();
  }
}

export async function seedDemoEvents(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of BRAND_KEYS) await seedBrandEvents(db, brand, now);
}
