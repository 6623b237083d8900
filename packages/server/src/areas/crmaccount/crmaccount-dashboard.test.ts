import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandCounts, TDashboardTrends } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from './accounts-test-support';

const brand = 'schools';
const now = new Date();

/** Noon UTC on the 10th, `ago` calendar months before this one. */
const monthsAgo = (ago: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ago, 10, 12));

/** `YYYY-MM` of the month `ago` calendar months before this one. */
const monthLabel = (ago: number) => monthsAgo(ago).toISOString().slice(0, 7);

describe.each(testEngines())('admin dashboard trends on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let member: TestPerson;

  /** A person of the brand with a sign-in, added `ago` months back. */
  async function personAdded(name: string, ago: number, claims: string[] = []) {
    const person = await createPerson(t, name, claims, brand);
    await t.database.db
      .updateTable('user_account')
      .set({ created_at: monthsAgo(ago) })
      .where('id', '=', person.userAccountId)
      .execute();
    return person;
  }

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    const updated_at = new Date();
    // The callers: added 13 months ago, before the trend's first month.
    employee = await personAdded('Emma', 13, ['globalDataAccess']);
    member = await personAdded('Mia', 13, ['participant']);
    // People with a sign-in: one this month, two 2 months ago; one without a sign-in.
    const pat = await personAdded('Pat', 0);
    await personAdded('Quinn', 2);
    await personAdded('Rae', 2);
    await db
      .insertInto('user_account')
      .values({
        app_name: brand,
        first_name: 'No',
        last_name: 'Sign-in',
        titles: toJson([]),
        emails: toJson([]),
        phone_numbers: toJson([]),
        created_at: monthsAgo(2),
        updated_at,
      })
      .execute();
    // A Traction Plan a month ago.
    await db
      .insertInto('traction_plan')
      .values({
        app_name: brand,
        user_account_id: pat.userAccountId,
        progress: toJson({}),
        plan: toJson({}),
        created_at: monthsAgo(1),
        updated_at,
      })
      .execute();
    // 360 participants 3 months ago: one active, one withdrawn.
    const config = await db
      .selectFrom('profile_config')
      .select('id')
      .where('app_name', '=', brand)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profile_participant')
      .values(
        [true, false].map((is_active) => ({
          app_name: brand,
          user_account_id: pat.userAccountId,
          profile_config_id: config.id,
          is_active,
          created_at: monthsAgo(3),
          updated_at,
        })),
      )
      .execute();
    // Events 5 months ago (one archived) and 11 months ago; a checkup 5 months ago.
    const item = await db
      .insertInto('event_catalog_item')
      .values({
        app_name: brand,
        name: 'Trend course',
        can_self_register: false,
        details: toJson({}),
        updated_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = await db
      .insertInto('event')
      .values(
        [
          { ago: 5, archived: false },
          { ago: 5, archived: true },
          { ago: 11, archived: false },
        ].map(({ ago, archived }, index) => ({
          app_name: brand,
          event_type_id: item.id,
          status: 'scheduled',
          iana_time_zone: 'UTC',
          max_students: 10,
          event_code: `TREND-${index}`,
          is_static_account_list: true,
          archived,
          details: toJson({}),
          created_at: monthsAgo(ago),
          updated_at,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('traction_plan_checkup')
      .values({
        app_name: brand,
        event_id: events[0]?.id ?? '',
        is_active: true,
        is_anonymous: false,
        notification_days: 7,
        last_chance_days: 3,
        feedback_reminder_frequency_days: 2,
        report_reminder_days: 2,
        previous_feedback_days: 45,
        checkup_type: 0,
        reply_to_event_planner: false,
        send_to_sales_person: false,
        send_to_trainer: false,
        status_update: toJson({}),
        created_at: monthsAgo(5),
        updated_at,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('answers what the brand added in each of the last 12 months, oldest first', async () => {
    const res = await call(
      t,
      'GET',
      '/api/admin/dashboard/GetMonthlyTrends',
      employee,
      undefined,
      brand,
    );
    expect(res.statusCode).toBe(200);
    const trends = res.json<TDashboardTrends>();
    expect(trends.months).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(monthLabel));
    expect(trends.series).toEqual({
      //              11 10  9  8  7  6  5  4  3  2  1  0 months ago
      activePeople: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1],
      profiles: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
      tractionPlans: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
      checkups: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
      events: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    });
  });

  it('counts the same series in the brand tiles, over all time', async () => {
    const res = await call(t, 'GET', '/api/admin/dashboard/GetCounts', employee, undefined, brand);
    const schools = res.json<TBrandCounts[]>().find((c) => c.appName === brand);
    // People: the two callers and three more with a sign-in; the one without is not counted.
    expect(schools).toMatchObject({
      activePeople: 5,
      userAccounts: 6,
      profiles: 1,
      tractionPlans: 1,
      checkups: 1,
      events: 2,
    });
  });

  it('refuses a participant', async () => {
    const res = await call(
      t,
      'GET',
      '/api/admin/dashboard/GetMonthlyTrends',
      member,
      undefined,
      brand,
    );
    expect(res.statusCode).toBe(403);
  });
});
