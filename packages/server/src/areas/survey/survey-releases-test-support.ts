import { expect } from 'vitest';
import type { TSurveyRelease, TSurveyReleaseSave } from '@portal/core';
import { insertCrmAccount } from '../../../test/crm-accounts';
import { createUserGroup } from '../../../test/survey-factories';
import type { TestApp } from '../../../test/test-app';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent } from '../event/event-test-support';

/**
 * Who surveys reach in the teams brand: a parent account with two children, each with people
 * (one person in both children, an admin of the first), a group with a member, an event with a
 * participant (and one registered without an account), and a person on their own.
 */
export type SurveyAudience = {
  admin: TestPerson;
  accounts: { parent: string; child1: string; child2: string };
  people: Record<
    'parent' | 'child1' | 'child1Admin' | 'child2' | 'both' | 'member' | 'attendee' | 'loner',
    TestPerson
  >;
  groupId: string;
  eventId: string;
};

const link = (t: TestApp, person: TestPerson, accountId: string) =>
  t.database.db
    .insertInto('user_account_crm_account')
    .values({ user_account_id: person.userAccountId, crm_account_id: accountId })
    .execute();

export async function createSurveyAudience(t: TestApp): Promise<SurveyAudience> {
  const admin = await createPerson(t, 'Sara', ['surveyAdmin', 'eventAdmin']);
  const parent = await insertCrmAccount(t, 'District');
  const child1 = await insertCrmAccount(t, 'North School', parent);
  const child2 = await insertCrmAccount(t, 'South School', parent);
  const people = {
    parent: await createPerson(t, 'Paula'),
    child1: await createPerson(t, 'Nina'),
    child1Admin: await createPerson(t, 'Adam'),
    child2: await createPerson(t, 'Sol'),
    both: await createPerson(t, 'Bea'),
    member: await createPerson(t, 'Max'),
    attendee: await createPerson(t, 'Ada'),
    loner: await createPerson(t, 'Leo'),
  };
  await link(t, people.parent, parent);
  await link(t, people.child1, child1);
  await link(t, people.child2, child2);
  await link(t, people.both, child1);
  await link(t, people.both, child2);
  await t.database.db
    .insertInto('crm_account_person')
    .values({
      crm_account_id: child1,
      user_account_id: people.child1Admin.userAccountId,
      role: 'admin',
    })
    .execute();
  const groupId = await createUserGroup(t.database.db, 'teams', 'Pulse team', [
    { userAccountId: people.member.userAccountId, role: 'member' },
  ]);
  const item = await createCatalogItem(t, admin, { name: 'Workshop' });
  const event = await createEvent(t, admin, { eventTypeId: item.id });
  const participants = [
    { user_account_id: people.attendee.userAccountId, email: people.attendee.email },
    { user_account_id: null, email: 'walk.in@client.example' },
  ];
  for (const p of participants) {
    await t.database.db
      .insertInto('participant')
      .values({
        app_name: 'teams',
        event_id: event.id,
        ...p,
        first_name: 'Ada',
        last_name: 'Attendee',
        details: toJson({}),
        updated_at: new Date(),
      })
      .execute();
  }
  return {
    admin,
    accounts: { parent, child1, child2 },
    people,
    groupId,
    eventId: event.id,
  };
}

/** A release as SaveRelease takes it, open from an hour ago, of no targets unless told. */
export function releaseInput(
  definitionId: string,
  changes: Partial<TSurveyReleaseSave> = {},
): TSurveyReleaseSave {
  return {
    definitionId,
    releaseGroupId: null,
    name: 'Spring pulse',
    triggerType: 'norelatedentities',
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: null,
    anonymous: false,
    uniqueness: 'Person',
    allowMultiple: false,
    reminderDays: null,
    isPublic: false,
    targets: [],
    ...changes,
  };
}

/** Saves a release as the admin; it must succeed. */
export async function saveRelease(
  t: TestApp,
  admin: TestPerson,
  input: TSurveyReleaseSave,
): Promise<TSurveyRelease> {
  const res = await call(t, 'POST', '/api/survey/SaveRelease', admin, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSurveyRelease>();
}

/** The invitations of a release as `person/accountId` keys ('' for none), sorted. */
export async function invitationKeys(t: TestApp, releaseId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('survey_invitation')
    .select(['user_account_id', 'entity_key'])
    .where('release_id', '=', releaseId)
    .execute();
  return rows.map((r) => `${r.user_account_id}/${r.entity_key}`).sort();
}
