import type { Kysely } from 'kysely';
import {
  PREMIUM_SURVEY_ACHIEVEMENT,
  schoolYearOf,
  type BrandKey,
  type TSurveyAnswers,
} from '@portal/core';
import type { Database } from '../../db/schema';

/** The SQL of premium surveys: the mark of a release, its accounts' responses, the award. */

export async function isPremiumRelease(db: Kysely<Database>, releaseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('survey_release_premium')
    .select('release_id')
    .where('release_id', '=', releaseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPremium(
  db: Kysely<Database>,
  releaseId: string,
  premium: boolean,
  by: string | null,
): Promise<void> {
  if (!premium) {
    await db.deleteFrom('survey_release_premium').where('release_id', '=', releaseId).execute();
    return;
  }
  await db
    .insertInto('survey_release_premium')
    .values({ release_id: releaseId, marked_by: by })
    .onConflict((oc) => oc.column('release_id').doNothing())
    .execute();
}

/** The trigger and anonymity of a release of the brand (what decides whether it may be premium). */
export function releaseKind(db: Kysely<Database>, brand: BrandKey, releaseId: string) {
  return db
    .selectFrom('survey_release')
    .select(['id', 'trigger_type', 'anonymous'])
    .where('app_name', '=', brand)
    .where('id', '=', releaseId)
    .executeTakeFirst();
}

export type PremiumResponseRow = {
  id: string;
  release_id: string;
  release_name: string;
  definition_id: string;
  owner_user_account_id: string | null;
  account_id: string;
  account_name: string;
  first_name: string | null;
  last_name: string | null;
  completed_at: Date;
  definition_version: number;
  answers: TSurveyAnswers;
};

/** The completed responses about an account of the brand's premium releases, newest first. */
export function premiumResponses(
  db: Kysely<Database>,
  brand: BrandKey,
  of: { releaseId: string } | { accountId: string } | { responseId: string },
): Promise<PremiumResponseRow[]> {
  let query = db
    .selectFrom('survey_response as s')
    .innerJoin('survey_release_premium as p', 'p.release_id', 's.release_id')
    .innerJoin('survey_release as r', 'r.id', 's.release_id')
    .innerJoin('crm_account as a', 'a.id', 's.entity_id')
    .leftJoin('user_account as u', 'u.id', 's.user_account_id')
    .select([
      's.id',
      's.release_id',
      'r.name as release_name',
      'r.definition_id',
      'r.owner_user_account_id',
      'a.id as account_id',
      'a.account_name',
      'u.first_name',
      'u.last_name',
      's.definition_version',
      's.answers',
    ])
    .select((eb) => eb.fn.coalesce('s.completed_at', 's.updated_at').as('completed_at'))
    .where('r.app_name', '=', brand)
    .where('a.app_name', '=', brand)
    .where('s.completed', '=', true)
    .where('s.entity_type', '=', 'CrmAccount');
  if ('releaseId' in of) query = query.where('s.release_id', '=', of.releaseId);
  if ('accountId' in of) query = query.where('s.entity_id', '=', of.accountId);
  if ('responseId' in of) query = query.where('s.id', '=', of.responseId);
  return query.orderBy('completed_at', 'desc').orderBy('s.id').execute();
}

/**
 * Completing a premium survey about an account earns the account the premium survey award of the
 * school year, named after the release, once (a later response the same year changes nothing).
 */
export async function grantPremiumAward(
  db: Kysely<Database>,
  response: { releaseId: string; entityType: string | null; entityId: string | null },
  now: Date,
): Promise<void> {
  if (response.entityType !== 'CrmAccount' || !response.entityId) return;
  const release = await db
    .selectFrom('survey_release_premium as p')
    .innerJoin('survey_release as r', 'r.id', 'p.release_id')
    .select('r.name')
    .where('p.release_id', '=', response.releaseId)
    .executeTakeFirst();
  if (!release) return;
  const schoolYear = schoolYearOf(now);
  const held = await db
    .selectFrom('crm_account_award')
    .select('id')
    .where('crm_account_id', '=', response.entityId)
    .where('achievement_type', '=', PREMIUM_SURVEY_ACHIEVEMENT)
    .where('school_year', '=', schoolYear)
    .executeTakeFirst();
  if (held) return;
  await db
    .insertInto('crm_account_award')
    .values({
      crm_account_id: response.entityId,
      achievement_type: PREMIUM_SURVEY_ACHIEVEMENT,
      name: release.name,
      description: null,
      awarded_date: now.toISOString().slice(0, 10),
      school_year: schoolYear,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
