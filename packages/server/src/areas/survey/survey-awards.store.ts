import { sql, type Kysely } from 'kysely';
import type { BrandKey, TAwardProgramSave } from '@portal/core';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The brand's programmes, newest first. */
export function findPrograms(db: Db, brand: BrandKey, programId?: string) {
  let query = db
    .selectFrom('award_program')
    .select(['id', 'name', 'achievement_type', 'award_name', 'school_year'])
    .where('app_name', '=', brand);
  if (programId) query = query.where('id', '=', programId);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The programmes' required types with their releases' names. */
export function findRequirements(db: Db, programIds: readonly string[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('award_program_requirement as q')
    .innerJoin('survey_release as r', 'r.id', 'q.release_id')
    .select(['q.program_id', 'q.survey_type', 'q.release_id', 'q.min_responses', 'r.name'])
    .where('q.program_id', 'in', programIds)
    .execute();
}

/** The programmes' accounts with their names, by name. */
export function findProgramAccounts(db: Db, programIds: readonly string[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('award_program_account as pa')
    .innerJoin('crm_account as a', 'a.id', 'pa.crm_account_id')
    .select(['pa.program_id', 'a.id', 'a.account_name as name'])
    .where('pa.program_id', 'in', programIds)
    .orderBy('a.account_name')
    .execute();
}

/** How many of the ids are releases of the brand. */
export async function countBrandReleases(db: Db, brand: BrandKey, ids: readonly string[]) {
  const row = await db
    .selectFrom('survey_release')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of the ids are accounts of the brand. */
export async function countBrandAccounts(db: Db, brand: BrandKey, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('crm_account')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes a programme (inserted when `id` is left out; undefined when the id is not one of the
 * brand's): its requirements replaced, its accounts those given (a removed account's links go
 * with it), and a link made for every account and type that has none.
 */
export async function writeProgram(
  db: Db,
  brand: BrandKey,
  program: TAwardProgramSave,
  now: Date,
  newCode: () => string,
): Promise<string | undefined> {
  const values = {
    name: program.name,
    achievement_type: program.achievementType,
    award_name: program.awardName,
    school_year: program.schoolYear,
    updated_at: now,
  };
  const row = program.id
    ? await db
        .updateTable('award_program')
        .set(values)
        .where('id', '=', program.id)
        .where('app_name', '=', brand)
        .returning('id')
        .executeTakeFirst()
    : await db
        .insertInto('award_program')
        .values({ ...values, app_name: brand, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
  if (!row) return undefined;
  const programId = row.id;
  await db.deleteFrom('award_program_requirement').where('program_id', '=', programId).execute();
  await db
    .insertInto('award_program_requirement')
    .values(
      program.requirements.map((r) => ({
        program_id: programId,
        survey_type: r.surveyType,
        release_id: r.releaseId,
        min_responses: r.minResponses,
      })),
    )
    .execute();
  let removed = db.deleteFrom('award_program_account').where('program_id', '=', programId);
  if (program.accountIds.length > 0) {
    removed = removed.where('crm_account_id', 'not in', program.accountIds);
  }
  await removed.execute();
  if (program.accountIds.length === 0) return programId;
  await db
    .insertInto('award_program_account')
    .values(program.accountIds.map((id) => ({ program_id: programId, crm_account_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const links = program.accountIds.flatMap((accountId) =>
    program.requirements.map((r) => ({
      code: newCode(),
      program_id: programId,
      crm_account_id: accountId,
      survey_type: r.surveyType,
      created_at: now,
    })),
  );
  await db
    .insertInto('award_survey_link')
    .values(links)
    .onConflict((oc) => oc.columns(['program_id', 'crm_account_id', 'survey_type']).doNothing())
    .execute();
  return programId;
}

/**
 * Per account and required type of the brand's programmes (one programme, or one account's): the
 * link's code and the completed responses given through award links about the account.
 */
export function findProgress(
  db: Db,
  brand: BrandKey,
  where: { programId: string } | { accountId: string },
) {
  let query = db
    .selectFrom('award_survey_link as l')
    .innerJoin('award_program_requirement as q', (join) =>
      join.onRef('q.program_id', '=', 'l.program_id').onRef('q.survey_type', '=', 'l.survey_type'),
    )
    .innerJoin('award_program_account as pa', (join) =>
      join
        .onRef('pa.program_id', '=', 'l.program_id')
        .onRef('pa.crm_account_id', '=', 'l.crm_account_id'),
    )
    .innerJoin('award_program as p', 'p.id', 'l.program_id')
    .innerJoin('crm_account as a', 'a.id', 'l.crm_account_id')
    .select((eb) => [
      'p.id as program_id',
      'p.name as program_name',
      'p.achievement_type',
      'p.school_year',
      'a.id as account_id',
      'a.account_name',
      'pa.awarded_at',
      'l.survey_type',
      'l.code',
      'q.min_responses',
      eb
        .selectFrom('survey_response as r')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('r.release_id', '=', 'q.release_id')
        .whereRef('r.entity_id', '=', 'l.crm_account_id')
        .where('r.completed', '=', true)
        .where(sql<string>`r.params->>'awardSurveyType'`, '=', eb.ref('l.survey_type'))
        .as('completed'),
    ])
    .where('p.app_name', '=', brand);
  query =
    'programId' in where
      ? query.where('p.id', '=', where.programId)
      : query.where('a.id', '=', where.accountId);
  return query
    .orderBy('p.created_at', 'desc')
    .orderBy('a.account_name')
    .orderBy('a.id')
    .orderBy('l.survey_type')
    .execute();
}
export type ProgressRow = Awaited<ReturnType<typeof findProgress>>[number];

/** An award link of the brand with its type's release and its account's name. */
export function findAwardLink(db: Db, brand: BrandKey, code: string) {
  return db
    .selectFrom('award_survey_link as l')
    .innerJoin('award_program_requirement as q', (join) =>
      join.onRef('q.program_id', '=', 'l.program_id').onRef('q.survey_type', '=', 'l.survey_type'),
    )
    .innerJoin('award_program as p', 'p.id', 'l.program_id')
    .innerJoin('crm_account as a', 'a.id', 'l.crm_account_id')
    .select(['l.program_id', 'l.crm_account_id', 'l.survey_type', 'q.release_id', 'a.account_name'])
    .where('l.code', '=', code)
    .where('p.app_name', '=', brand)
    .executeTakeFirst();
}

/**
 * Gives an account its programme's award, once: the account's row is marked in the same
 * statement that checks it was not, so two last responses at once award it one time.
 * Answers the new award's id, or undefined when it had been awarded.
 */
export async function awardOnce(db: Db, programId: string, accountId: string, now: Date) {
  const marked = await db
    .updateTable('award_program_account')
    .set({ awarded_at: now })
    .where('program_id', '=', programId)
    .where('crm_account_id', '=', accountId)
    .where('awarded_at', 'is', null)
    .returning('program_id')
    .executeTakeFirst();
  if (!marked) return undefined;
  const program = await db
    .selectFrom('award_program')
    .select(['achievement_type', 'award_name', 'name', 'school_year'])
    .where('id', '=', programId)
    .executeTakeFirstOrThrow();
  const award = await db
    .insertInto('crm_account_award')
    .values({
      crm_account_id: accountId,
      achievement_type: program.achievement_type,
      name: program.award_name,
      description: program.name,
      awarded_date: now.toISOString().slice(0, 10),
      school_year: program.school_year,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('award_program_account')
    .set({ award_id: award.id })
    .where('program_id', '=', programId)
    .where('crm_account_id', '=', accountId)
    .execute();
  return { awardId: award.id, achievementType: program.achievement_type };
}
