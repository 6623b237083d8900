import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTENT_SURVEY_ENTITY, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/** The SQL of surveys in content pages: the readers' invitations about an item, the releases. */

/**
 * The invitations of people to a release about a content item, made where missing (the unique
 * key keeps a concurrent open from making two); answers those made now and every one's state.
 */
export async function contentInvitations(
  db: Kysely<Database>,
  releaseId: string,
  contentId: string,
  userAccountIds: readonly string[],
) {
  if (userAccountIds.length === 0) return { added: [], all: [] };
  const added = await db
    .insertInto('survey_invitation')
    .values(
      userAccountIds.map((userAccountId) => ({
        release_id: releaseId,
        user_account_id: userAccountId,
        entity_type: CONTENT_SURVEY_ENTITY,
        entity_id: contentId,
        entity_key: contentId,
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
  const all = await db
    .selectFrom('survey_invitation')
    .select(['survey_code', 'user_account_id', 'completed_at'])
    .where('release_id', '=', releaseId)
    .where('entity_key', '=', contentId)
    .where('user_account_id', 'in', userAccountIds)
    .execute();
  return { added, all };
}

/** A release of the brand whose definition is not archived, with what opening it needs. */
export function contentRelease(db: Kysely<Database>, brand: BrandKey, releaseId: string) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .select(['r.id', 'r.name', 'r.opens_at', 'r.closes_at', 'r.closed_at'])
    .where('r.app_name', '=', brand)
    .where('r.id', '=', releaseId)
    .where('d.archived', '=', false)
    .executeTakeFirst();
}

/** The brand's releases not closed, by name: what an editor may put in a survey section. */
export function releasesForContent(db: Kysely<Database>, brand: BrandKey, now: Date) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .select(['r.id', 'r.name', 'r.opens_at', 'r.closes_at', 'r.closed_at'])
    .where('r.app_name', '=', brand)
    .where('d.archived', '=', false)
    .where('r.closed_at', 'is', null)
    .where((eb) => eb.or([eb('r.closes_at', 'is', null), eb('r.closes_at', '>', now)]))
    .orderBy('r.name')
    .execute();
}
