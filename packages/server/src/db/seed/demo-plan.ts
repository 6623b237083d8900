import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  EMPTY_TRACTION_PLAN_PROGRESS,
  isPlanComplete,
  normalizePlanForSave,
  zTractionPlanContentInput,
} from '@portal/core';
import { toJson, type Database } from '../schema';

/** Whose plan the demo shows: the demo participant's, in every brand. */
export const DEMO_PLAN_OWNER = 'participant@demo.example';

/** A complete demo plan, written for the demo (the people in it are fictional). */
const DEMO_PLAN_CONTENT = {
  goal: 'Run our weekly planning so the team leaves with clear owners and deadlines.',
  impactStatement:
    'When planning is clear, the team spends its energy on the work instead of on guessing who does what.',
  coach: 'Casey Coach',
  strengths: [
    'Calm under pressure',
    'Curious about other views',
    'Follows through on promises',
    'Explains complex ideas simply',
    'Notices when someone is struggling',
    'Keeps meetings on time',
    'Asks for feedback',
    'Celebrates others’ results',
  ],
  constraints: [
    {
      name: 'Doing it all yourself',
      definition: ['Keeps tasks that others could own.', 'Becomes the bottleneck of the team.'],
      steps: [
        { id: 'demo-1', description: 'Hand the weekly report to a colleague with a short guide.' },
        { id: 'demo-2', description: 'Ask “who else could do this?” before starting a task.' },
      ],
    },
    {
      name: 'Unclear expectations',
      definition: ['Requests leave out what done looks like.'],
      steps: [
        {
          id: 'demo-3',
          description: 'End each request with the outcome, the deadline and the owner.',
        },
        { id: 'demo-4', description: 'Ask the other person to repeat the request in their words.' },
      ],
    },
  ],
  accountabilityPartners: [
    { email: 'jordan.lee@example.org', firstName: 'Jordan', lastName: 'Lee' },
    { email: 'morgan.diaz@example.org', firstName: 'Morgan', lastName: 'Diaz' },
    { email: 'riley.chen@example.org', firstName: 'Riley', lastName: 'Chen' },
  ],
  sharedPartners: [{ email: 'alex.kim@example.org', firstName: 'Alex', lastName: 'Kim' }],
};

/** The demo participant's complete plan in every brand where they have an account. */
export async function seedDemoPlans(trx: Transaction<Database>): Promise<void> {
  const accounts = await trx
    .selectFrom('user_account')
    .innerJoin('identity_user', 'identity_user.id', 'user_account.user_id')
    .select([
      'user_account.id',
      'user_account.app_name',
      'user_account.first_name',
      'user_account.last_name',
    ])
    .where('identity_user.normalized_email', '=', DEMO_PLAN_OWNER.toUpperCase())
    .execute();
  for (const account of accounts) {
    const plan = normalizePlanForSave(zTractionPlanContentInput.parse(DEMO_PLAN_CONTENT), {
      email: DEMO_PLAN_OWNER,
      firstName: account.first_name ?? '',
      lastName: account.last_name ?? '',
    });
    await trx
      .insertInto('traction_plan')
      .values({
        app_name: account.app_name,
        user_account_id: account.id,
        review_id: randomBytes(32).toString('base64url'),
        edit_user_account_id: account.id,
        plan: toJson(plan),
        progress: toJson(EMPTY_TRACTION_PLAN_PROGRESS),
        is_complete: isPlanComplete(plan),
        updated_at: new Date(),
      })
      .execute();
  }
}
