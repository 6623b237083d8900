import { sql, type Kysely } from 'kysely';
import { ASSESSMENT_LIMITS, type BrandKey, type TSurveyAnswers } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

type Db = Kysely<Database>;

const assessorName = sql<
  string | null
>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`;

function selectAssessments(db: Db, brand: BrandKey) {
  return db
    .selectFrom('assessment as x')
    .innerJoin('assessment_definition as d', 'd.id', 'x.definition_id')
    .innerJoin('crm_account as c', 'c.id', 'x.crm_account_id')
    .leftJoin('user_account as u', 'u.id', 'x.assessor_user_account_id')
    .select([
      'x.id',
      'x.crm_account_id',
      'c.account_name',
      'x.definition_id',
      'd.name as definition_name',
      'd.type',
      'd.survey_definition_id',
      'x.definition_version',
      'x.assessor_user_account_id',
      assessorName.as('assessor_name'),
      'x.created_at',
      'x.completed_at',
    ])
    .where('x.app_name', '=', brand);
}

export type AssessmentRow = Awaited<
  ReturnType<ReturnType<typeof selectAssessments>['execute']>
>[number];

/** The assessments of these accounts (every account of the brand with 'all'), newest first. */
export async function listAssessments(
  db: Db,
  brand: BrandKey,
  accountIds: 'all' | readonly string[],
): Promise<AssessmentRow[]> {
  if (accountIds !== 'all' && accountIds.length === 0) return [];
  let q = selectAssessments(db, brand);
  if (accountIds !== 'all') q = q.where('x.crm_account_id', 'in', accountIds);
  return q.orderBy('x.created_at', 'desc').orderBy('x.id').limit(ASSESSMENT_LIMITS.list).execute();
}

/** One assessment of the brand with its answers, or undefined. */
export function findAssessment(db: Db, brand: BrandKey, id: string) {
  return selectAssessments(db, brand).select('x.answers').where('x.id', '=', id).executeTakeFirst();
}

/**
 * The completed assessments of an account on a definition up to a moment, oldest first: a growth
 * series.
 */
export function completedSeries(
  db: Db,
  brand: BrandKey,
  of: { crmAccountId: string; definitionId: string; until: Date },
) {
  return selectAssessments(db, brand)
    .select('x.answers')
    .where('x.crm_account_id', '=', of.crmAccountId)
    .where('x.definition_id', '=', of.definitionId)
    .where('x.completed_at', '<=', of.until)
    .orderBy('x.completed_at')
    .orderBy('x.id')
    .limit(ASSESSMENT_LIMITS.list)
    .execute();
}

export async function insertAssessment(
  db: Db,
  brand: BrandKey,
  values: {
    definitionId: string;
    crmAccountId: string;
    version: number;
    assessorUserAccountId: string | null;
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('assessment')
    .values({
      app_name: brand,
      definition_id: values.definitionId,
      crm_account_id: values.crmAccountId,
      definition_version: values.version,
      answers: toJson({}),
      assessor_user_account_id: values.assessorUserAccountId,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes an open assessment's answers (and completes it when told); false when it was completed
 * meanwhile, so a completed assessment never changes.
 */
export async function writeAnswers(
  db: Db,
  id: string,
  answers: TSurveyAnswers,
  at: { now: Date; complete: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('assessment')
    .set({
      answers: toJson(answers),
      updated_at: at.now,
      ...(at.complete ? { completed_at: at.now } : {}),
    })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The account's assessment fields, from its assessments: how many were started and completed, and
 * the latest completed one's definition name and day.
 */
export async function refreshAccountFigures(db: Db, crmAccountId: string): Promise<void> {
  await sql`
    update crm_account c set
      assessment_count = (select count(*) from assessment x where x.crm_account_id = c.id),
      assessments_completed = (select count(*) from assessment x
        where x.crm_account_id = c.id and x.completed_at is not null),
      last_assessment_description = coalesce((
        select d.name || ' (' || to_char(x.completed_at at time zone 'UTC', 'YYYY-MM-DD') || ')'
        from assessment x join assessment_definition d on d.id = x.definition_id
        where x.crm_account_id = c.id and x.completed_at is not null
        order by x.completed_at desc limit 1), c.last_assessment_description)
    where c.id = ${crmAccountId}`.execute(db);
}
