import type { BrandKey } from '@portal/core';
import { toJson } from '../../db/schema';
import { apiHeaders, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

export type TestPerson = { userId: string; accountId: string; email: string; token: string };

/** A person with an identity user and a user account in the brand, and their token. */
export async function createPerson(
  t: TestApp,
  email: string,
  claims: readonly string[] = ['profileV2'],
  brand: BrandKey = 'profile',
): Promise<TestPerson> {
  const user = await t.database.db
    .insertInto('identity_user')
    .values({
      email,
      normalized_email: email.toUpperCase(),
      user_name: email,
      first_name: email.split('@')[0]!,
      last_name: 'Tester',
      middle_name: null,
      password_hash: null,
      new_email: null,
      provider: 'local',
      password_history: toJson([]),
      profile_image_url: null,
      phone_number: null,
      lockout_end: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await t.database.db
    .insertInto('user_account')
    .values({
      user_id: user.id,
      app_name: brand,
      first_name: email.split('@')[0]!,
      last_name: 'Tester',
      titles: toJson([]),
      emails: toJson([{ address: email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    accountId: account.id,
    email,
    token: tokenFor(t.app, { brand, userId: user.id, email, claims }),
  };
}

/** A call of the API as `token` (or anonymously). */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  brand: BrandKey = 'profile',
) {
  return t.app.inject({
    method,
    url,
    headers: apiHeaders(brand, token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Every item of the participant's survey answered with `value`. */
export async function answerAll(
  t: TestApp,
  surveyCode: string,
  value: number | ((code: string) => number),
  brand: BrandKey = 'profile',
) {
  const survey = (
    await call(
      t,
      'GET',
      `/api/profiledescriberfeedback/getActiveDescriberBySurveyCode/${surveyCode}`,
      undefined,
      undefined,
      brand,
    )
  ).json<{
    items: { code: string }[];
  }>();
  return call(
    t,
    'POST',
    `/api/profiledescriberfeedback/submitDescriberFeedback/${surveyCode}`,
    undefined,
    {
      answers: survey.items.map((i) => ({
        itemCode: i.code,
        value: typeof value === 'number' ? value : value(i.code),
      })),
      comment: '',
    },
    brand,
  );
}

/** Puts people in a new group of the brand: the coach as its trainer, the others as members. */
export async function coachGroup(
  t: TestApp,
  coach: TestPerson,
  members: readonly TestPerson[],
  brand: BrandKey = 'profile',
): Promise<string> {
  const group = await t.database.db
    .insertInto('user_group')
    .values({
      app_name: brand,
      name: `Coached by ${coach.email}`,
      is_hidden: true,
      is_visible_to_leaders: false,
      profile_config_id: null,
      reference_id: null,
      reference_type: null,
      crm_status: 'No Contract',
      status: 'Active',
      coaching_session_status_update_email: null,
      special_team_code: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added_at = new Date();
  await t.database.db
    .insertInto('user_group_person')
    .values([
      { user_group_id: group.id, user_account_id: coach.accountId, role: 'trainer', added_at },
      ...members.map((member) => ({
        user_group_id: group.id,
        user_account_id: member.accountId,
        role: 'member' as const,
        added_at,
      })),
    ])
    .execute();
  return group.id;
}
