import type { Kysely } from 'kysely';
import { BRAND_KEYS, schoolYearOf, type BrandKey } from '@portal/core';
import { toJson, type Database } from '../schema';

/**
 * The demo organisation of every brand: a district with two campuses, its admin and coach, a
 * team on the first campus with the demo participant, and awards on the district, so the home
 * page, the account and group screens and the dashboards show something after `npm start`.
 */
const DISTRICT = {
  accountName: 'Riverside Unified School District',
  accountId: 'DEMO-RUSD',
  city: 'Riverside',
  state: 'CA',
};
const CAMPUSES = [
  { accountName: 'Riverside High School', accountId: 'DEMO-RHS' },
  { accountName: 'Riverside Middle School', accountId: 'DEMO-RMS' },
];

async function accountOf(
  db: Kysely<Database>,
  brand: BrandKey,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_account as u')
    .innerJoin('identity_user as i', 'i.id', 'u.user_id')
    .select('u.id')
    .where('u.app_name', '=', brand)
    .where('i.normalized_email', '=', email.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

async function insertAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  values: { accountName: string; accountId: string; parentAccountId?: string },
): Promise<string> {
  const row = await db
    .insertInto('crm_account')
    .values({
      app_name: brand,
      account_name: values.accountName,
      account_id: values.accountId,
      parent_account_id: values.parentAccountId ?? null,
      industry: 'K-12 Education',
      owner: toJson({ name: 'Morgan Reyes', email: 'morgan.reyes@keystonegrowth.example' }),
      co_owner: toJson({ name: null, email: null }),
      ce_owner: toJson({ name: 'Jordan Blake', email: 'jordan.blake@keystonegrowth.example' }),
      shipping_address: toJson({ city: DISTRICT.city, state: DISTRICT.state, country: 'USA' }),
      demographics: toJson({ schoolType: 'Public', gradeLevel: 'K-12' }),
      territories: toJson(['West']),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function seedBrandOrganisation(
  db: Kysely<Database>,
  brand: BrandKey,
  now: Date,
): Promise<void> {
  const participant = await accountOf(db, brand, 'participant@demo.example');
  const coach = await accountOf(db, brand, 'coach@demo.example');
  const clientAdmin = await accountOf(db, brand, 'clientadmin@demo.example');
  const principal = await accountOf(db, brand, 'principal@demo.example');
  if (!participant || !coach || !clientAdmin || !principal) return;
  const district = await insertAccount(db, brand, DISTRICT);
  const [campus] = await Promise.all(
    CAMPUSES.map((c) => insertAccount(db, brand, { ...c, parentAccountId: DISTRICT.accountId })),
  );
  if (!campus) return;
  await db
    .insertInto('crm_account_person')
    .values([
      { crm_account_id: district, user_account_id: clientAdmin, role: 'admin' },
      { crm_account_id: district, user_account_id: coach, role: 'trainer' },
      { crm_account_id: campus, user_account_id: principal, role: 'admin' },
    ])
    .execute();
  await db
    .insertInto('user_account_crm_account')
    .values({ user_account_id: participant, crm_account_id: campus })
    .execute();
  const schoolYear = schoolYearOf(now);
  await db
    .insertInto('crm_account_award')
    .values(
      [
        { achievementType: 'startStrong', name: 'Start Strong' },
        { achievementType: 'huddleAttendance', name: 'Huddle Attendance' },
      ].map((award) => ({
        crm_account_id: district,
        achievement_type: award.achievementType,
        name: award.name,
        description: `Awarded to the district for the ${schoolYear} school year.`,
        awarded_date: now.toISOString().slice(0, 10),
        school_year: schoolYear,
        updated_at: now,
      })),
    )
    .execute();
  const group = await db
    .insertInto('user_group')
    .values({
      app_name: brand,
      name: 'Riverside High Leadership Team',
      is_hidden: false,
      is_visible_to_leaders: true,
      crm_status: 'Active Contract',
      status: 'Active',
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_group_crm_account')
    .values({ user_group_id: group.id, crm_account_id: campus })
    .execute();
  await db
    .insertInto('user_group_person')
    .values([
      { user_group_id: group.id, user_account_id: participant, role: 'member', added_at: now },
      { user_group_id: group.id, user_account_id: coach, role: 'trainer', added_at: now },
    ])
    .execute();
}

export async function seedDemoOrganisation(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of BRAND_KEYS) await seedBrandOrganisation(db, brand, now);
}
