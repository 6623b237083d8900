import { sql, type Kysely } from 'kysely';
import {
  ASSESSMENT_LIMITS,
  type BrandKey,
  type TAssessmentDefinition,
  type TAssessmentDefinitionSave,
} from '@portal/core';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

function selectDefinitions(db: Db, brand: BrandKey) {
  return db
    .selectFrom('assessment_definition as a')
    .innerJoin('survey_definition as s', 's.id', 'a.survey_definition_id')
    .select([
      'a.id',
      'a.type',
      'a.name',
      'a.survey_definition_id',
      'a.archived',
      'a.updated_at',
      's.name as survey_name',
      's.version',
      sql<number>`(select count(*) from assessment x where x.definition_id = a.id)::int`.as(
        'assessment_count',
      ),
    ])
    .where('a.app_name', '=', brand);
}

type DefinitionRow = Awaited<ReturnType<ReturnType<typeof selectDefinitions>['execute']>>[number];

const toDefinition = (row: DefinitionRow): TAssessmentDefinition => ({
  id: row.id,
  type: row.type,
  name: row.name,
  surveyDefinitionId: row.survey_definition_id,
  surveyName: row.survey_name,
  version: row.version,
  archived: row.archived,
  assessmentCount: row.assessment_count,
  updatedAt: row.updated_at.toISOString(),
});

/** The brand's definitions by name, archived ones when asked. */
export async function listDefinitions(
  db: Db,
  brand: BrandKey,
  archived: boolean,
): Promise<TAssessmentDefinition[]> {
  let q = selectDefinitions(db, brand);
  if (!archived) q = q.where('a.archived', '=', false);
  const rows = await q.orderBy('a.name').orderBy('a.id').limit(ASSESSMENT_LIMITS.list).execute();
  return rows.map(toDefinition);
}

/** One definition of the brand, or undefined (another brand's is unknown here). */
export async function findDefinition(
  db: Db,
  brand: BrandKey,
  id: string,
): Promise<TAssessmentDefinition | undefined> {
  const row = await selectDefinitions(db, brand).where('a.id', '=', id).executeTakeFirst();
  return row && toDefinition(row);
}

type DefinitionValues = Omit<TAssessmentDefinitionSave, 'id'>;

const columns = (values: DefinitionValues) => ({
  type: values.type,
  name: values.name,
  survey_definition_id: values.surveyDefinitionId,
});

/** A new definition; its id. */
export async function insertDefinition(
  db: Db,
  brand: BrandKey,
  values: DefinitionValues,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('assessment_definition')
    .values({ app_name: brand, ...columns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDefinition(
  db: Db,
  id: string,
  values: DefinitionValues,
  now: Date,
): Promise<void> {
  await db
    .updateTable('assessment_definition')
    .set({ ...columns(values), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setArchived(db: Db, id: string, archived: boolean, now: Date) {
  await db
    .updateTable('assessment_definition')
    .set({ archived, updated_at: now })
    .where('id', '=', id)
    .execute();
}
