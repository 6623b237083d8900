import { sql, type Kysely } from 'kysely';
import {
  SURVEY_DEFINITION_LIMITS,
  type BrandKey,
  type TSurveyBody,
  type TSurveyDefinitionSummary,
  type TSurveyDefinitionVersionInfo,
  type ZSurveyDefinitionSearch,
} from '@portal/core';
import type { z } from 'zod';
import { toJson, type Database } from '../../db/schema';

type Db = Kysely<Database>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function selectSummaries(db: Db, brand: BrandKey) {
  return db
    .selectFrom('survey_definition as d')
    .select([
      'd.id',
      'd.name',
      'd.version',
      'd.archived',
      'd.updated_at',
      sql<number>`(select count(*) from survey_release r where r.definition_id = d.id)::int`.as(
        'release_count',
      ),
    ])
    .where('d.app_name', '=', brand);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const toSummary = (row: SummaryRow): TSurveyDefinitionSummary => ({
  id: row.id,
  name: row.name,
  version: row.version,
  archived: row.archived,
  updatedAt: row.updated_at.toISOString(),
  releaseCount: row.release_count,
});

/** The brand's definitions, last changed first: by name or survey title, archived when asked. */
export async function listDefinitions(
  db: Db,
  brand: BrandKey,
  query: z.output<typeof ZSurveyDefinitionSearch>,
): Promise<TSurveyDefinitionSummary[]> {
  let q = selectSummaries(db, brand);
  if (!query.archived) q = q.where('d.archived', '=', false);
  if (query.search) {
    const pattern = like(query.search);
    q = q.where((eb) =>
      eb.or([
        eb('d.name', 'ilike', pattern),
        // The latest version's title, in any of its languages.
        eb.exists(
          eb
            .selectFrom('survey_definition_version as v')
            .select(sql`1`.as('one'))
            .whereRef('v.definition_id', '=', 'd.id')
            .whereRef('v.version', '=', 'd.version')
            .where(sql<string>`v.body->>'title'`, 'ilike', pattern),
        ),
      ]),
    );
  }
  const rows = await q
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id')
    .limit(SURVEY_DEFINITION_LIMITS.list)
    .execute();
  return rows.map(toSummary);
}

/** One definition of the brand, or undefined (another brand's is unknown here). */
export async function findDefinition(
  db: Db,
  brand: BrandKey,
  id: string,
): Promise<TSurveyDefinitionSummary | undefined> {
  const row = await selectSummaries(db, brand).where('d.id', '=', id).executeTakeFirst();
  return row && toSummary(row);
}

function selectVersions(db: Db, definitionId: string) {
  return db
    .selectFrom('survey_definition_version as v')
    .leftJoin('user_account as u', 'u.id', 'v.created_by')
    .select([
      'v.version',
      'v.created_at',
      sql<
        string | null
      >`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'saved_by_name',
      ),
    ])
    .where('v.definition_id', '=', definitionId);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

const toVersionInfo = (row: VersionRow): TSurveyDefinitionVersionInfo => ({
  version: row.version,
  savedAt: row.created_at.toISOString(),
  savedByName: row.saved_by_name,
});

/** Every version of a definition, newest first. */
export async function versionsOf(
  db: Db,
  definitionId: string,
): Promise<TSurveyDefinitionVersionInfo[]> {
  const rows = await selectVersions(db, definitionId).orderBy('v.version', 'desc').execute();
  return rows.map(toVersionInfo);
}

/** One version with its body, or undefined. */
export async function findVersion(db: Db, definitionId: string, version: number) {
  const row = await selectVersions(db, definitionId)
    .select('v.body')
    .where('v.version', '=', version)
    .executeTakeFirst();
  return row && { ...toVersionInfo(row), body: row.body };
}

type NewVersion = { name: string; body: TSurveyBody; by: string | null; now: Date };

const insertVersion = (db: Db, definitionId: string, version: number, input: NewVersion) =>
  db
    .insertInto('survey_definition_version')
    .values({
      definition_id: definitionId,
      version,
      body: toJson(input.body),
      created_by: input.by,
      created_at: input.now,
    })
    .execute();

/** A new definition with its first version; its id. */
export function insertDefinition(db: Db, brand: BrandKey, input: NewVersion): Promise<string> {
  // In the caller's transaction when there is one (the demo seed), else in one of its own.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const { id } = await trx
      .insertInto('survey_definition')
      .values({
        app_name: brand,
        name: input.name,
        created_by: input.by,
        created_at: input.now,
        updated_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertVersion(trx, id, 1, input);
    return id;
  });
}

/**
 * A new version over `loaded`, the latest version the editor had: false when another save came
 * first (the definition's version moved on), and nothing is written.
 */
export function insertNextVersion(
  db: Db,
  definitionId: string,
  loaded: number,
  input: NewVersion,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('survey_definition')
      .set({ version: loaded + 1, name: input.name, updated_at: input.now })
      .where('id', '=', definitionId)
      .where('version', '=', loaded)
      .returning('version')
      .executeTakeFirst();
    if (!moved) return false;
    await insertVersion(trx, definitionId, moved.version, input);
    return true;
  });
}

export async function setArchived(
  db: Db,
  definitionId: string,
  archived: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('survey_definition')
    .set({ archived, updated_at: now })
    .where('id', '=', definitionId)
    .execute();
}
