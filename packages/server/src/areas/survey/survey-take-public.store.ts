import type { Kysely } from 'kysely';
import type { BrandKey, TSurveyAnswers, TSurveyParams } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A visitor's answers in progress to a release, by the hash of their resume key. */
export function findPublicDraft(db: Db, releaseId: string, resumeKeyHash: string) {
  return db
    .selectFrom('survey_response')
    .select(['id', 'definition_version', 'answers'])
    .where('release_id', '=', releaseId)
    .where('resume_key_hash', '=', resumeKeyHash)
    .where('completed', '=', false)
    .executeTakeFirst();
}

export type PublicDraftValues = {
  releaseId: string;
  resumeKeyHash: string;
  version: number;
  answers: TSurveyAnswers;
  params: TSurveyParams;
  nonRegisteredGroupId: string | null;
  language: string;
  /** The account the answers are about (award surveys). */
  entityId?: string | null;
};

const entityOf = (values: PublicDraftValues) => ({
  entity_type: values.entityId ? 'CrmAccount' : null,
  entity_id: values.entityId ?? null,
});

/**
 * Keeps a visitor's answers under their key's hash. A hash already used by another release's or
 * a finished response is left alone (answers false): a key never reaches answers it did not start.
 */
export async function savePublicDraft(
  db: Db,
  values: PublicDraftValues,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('survey_response')
    .values({
      release_id: values.releaseId,
      definition_version: values.version,
      user_account_id: null,
      ...entityOf(values),
      non_registered_group_id: values.nonRegisteredGroupId,
      answers: toJson(values.answers),
      params: toJson(values.params),
      language: values.language,
      completed: false,
      resume_key_hash: values.resumeKeyHash,
      started_at: now,
      updated_at: now,
      completed_at: null,
    })
    .onConflict((oc) =>
      oc
        .column('resume_key_hash')
        .doUpdateSet({ answers: toJson(values.answers), updated_at: now })
        .where('survey_response.release_id', '=', values.releaseId)
        .where('survey_response.completed', '=', false),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Finishes a visitor's response: the answers stored, the key's hash dropped so nothing leads
 * back to it. A visitor who never saved progress gets a new finished row. Answers its id.
 */
export async function finishPublicResponse(
  db: Db,
  values: PublicDraftValues,
  now: Date,
): Promise<string> {
  const finished = {
    definition_version: values.version,
    answers: toJson(values.answers),
    params: toJson(values.params),
    non_registered_group_id: values.nonRegisteredGroupId,
    language: values.language,
    completed: true,
    resume_key_hash: null,
    updated_at: now,
    completed_at: now,
  };
  const updated = await db
    .updateTable('survey_response')
    .set(finished)
    .where('release_id', '=', values.releaseId)
    .where('resume_key_hash', '=', values.resumeKeyHash)
    .where('completed', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (updated) return updated.id;
  const inserted = await db
    .insertInto('survey_response')
    .values({
      ...finished,
      release_id: values.releaseId,
      user_account_id: null,
      ...entityOf(values),
      started_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Counts a use of a short link, in one conditional update: a link past its uses or its expiry
 * (or of another brand) counts nothing and answers undefined.
 */
export function useShortUrl(db: Db, brand: BrandKey, code: string, now: Date) {
  return db
    .updateTable('survey_short_url as s')
    .set((eb) => ({ use_count: eb('s.use_count', '+', 1) }))
    .where('s.code', '=', code)
    .where('s.app_name', '=', brand)
    .where((eb) =>
      eb.or([eb('s.max_uses', 'is', null), eb('s.use_count', '<', eb.ref('s.max_uses'))]),
    )
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>', now)]))
    .returning(['s.release_id', 's.params'])
    .executeTakeFirst();
}

export function findReleaseById(db: Db, brand: BrandKey, releaseId: string) {
  return db
    .selectFrom('survey_release')
    .select(['short_code', 'is_public'])
    .where('id', '=', releaseId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}
