import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BrandKey, TractionPlan, TractionPlanSaveInput } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { coachGroup } from '../profile-participant/profile-test-support';

export const BRAND: BrandKey = 'teams';

export type Person = { userId: string; accountId: string; email: string; token: string };

/** A demo person of the brand with the claims given, signed in. */
export async function demoPerson(
  t: TestApp,
  email: string,
  claims: readonly string[],
  options: { emailVerified?: boolean; brand?: BrandKey } = {},
): Promise<Person> {
  const brand = options.brand ?? BRAND;
  const row = await t.database.db
    .selectFrom('identity_user')
    .innerJoin('user_account', 'user_account.user_id', 'identity_user.id')
    .select(['identity_user.id as userId', 'user_account.id as accountId'])
    .where('identity_user.normalized_email', '=', email.toUpperCase())
    .where('user_account.app_name', '=', brand)
    .executeTakeFirstOrThrow();
  const token = tokenFor(t.app, {
    brand,
    userId: row.userId,
    email,
    claims,
    emailVerified: options.emailVerified ?? true,
  });
  return { ...row, email, token };
}

/**
 * The demo cast: the owner, a coach, a stranger with the plan claim, a security admin. The coach
 * trains the demo team of the owner (demo seed) and a group of their own with the security admin.
 */
export async function demoCast(t: TestApp) {
  const cast = {
    pat: await demoPerson(t, 'participant@demo.example', ['tractionPlan']),
    coach: await demoPerson(t, 'coach@demo.example', ['trainer', 'profileViewer']),
    stranger: await demoPerson(t, 'eventadmin@demo.example', ['tractionPlan', 'eventAdmin']),
    security: await demoPerson(t, 'security@demo.example', ['securityAdmin']),
    developer: await demoPerson(t, 'developer@demo.example', ['developer']),
  };
  await coachGroup(t, cast.coach, [cast.security], BRAND);
  return cast;
}

/** Calls of the area: `call(method, path, token?, payload?)`, path under /api/tractionplan/. */
export function planCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST',
    path: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/tractionplan/${path}`,
      headers: { ...apiHeaders(BRAND, token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const draftOf = async (person: Person, token = person.token) =>
    (await call('GET', `getByUserAccountIdV2/${person.accountId}`, token)).json<TractionPlan>();
  const save = (token: string, body: TractionPlanSaveInput) => call('POST', 'save', token, body);
  return { call, draftOf, save };
}

/** A complete plan: a goal and a constraint with a definition and steps. */
export const COMPLETE_PLAN = {
  goal: 'Lead weekly planning without rescuing the team',
  impactStatement: 'The team owns its week.',
  strengths: ['Calm under pressure', 'Curious'],
  constraints: [
    {
      name: 'Doing it all yourself',
      definition: ['Keeps tasks that others could own.'],
      steps: [
        { id: 's1', description: 'Hand one recurring task over each month.' },
        { id: 's2', description: 'Ask who else could do it before starting.' },
      ],
    },
  ],
  accountabilityPartners: [
    { email: 'ann.partner@example.org', firstName: 'Ann', lastName: 'Partner' },
    { email: 'bo.partner@example.org', firstName: 'Bo', lastName: 'Partner' },
  ],
  sharedPartners: [],
};

/** A save body built on what a read answered. */
export function saveBodyOf(
  plan: TractionPlan,
  changes: Partial<TractionPlanSaveInput['plan']> = {},
  extra: Partial<TractionPlanSaveInput> = {},
): TractionPlanSaveInput {
  return {
    id: plan.id,
    userAccountId: plan.userAccountId,
    version: plan.version,
    progress: plan.progress,
    plan: { ...plan.plan, ...changes },
    ...extra,
  };
}
