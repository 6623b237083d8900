import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  assessmentAbilities,
  hasScores,
  type BrandKey,
  type TAssessment,
  type TAssessmentSummary,
  type TSurveyBody,
  type ZAssessmentAnswers,
  type ZAssessmentSearch,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { ActorContext } from '../../shared/request-context';
import { requireVisibleAccount, visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { checkAnswers } from '../survey/survey-take.service';
import { versionBody } from '../survey/survey-definitions.service';
import { DEFINITION_ARCHIVED, requireDefinition } from './assessment-definitions.service';
import {
  findAssessment,
  insertAssessment,
  listAssessments,
  refreshAccountFigures,
  writeAnswers,
  type AssessmentRow,
} from './assessments.store';

export const ASSESSMENT_NOT_FOUND = 'errors.assessments.notFound';
export const ASSESSMENT_COMPLETED = 'errors.assessments.completed';
export const ASSESSMENT_VERSION = 'errors.assessments.versionChanged';

type Source = { db: Kysely<Database>; brand: BrandKey };

/** The questions of each (survey definition, version) read once per call. */
export function bodyReader(db: Kysely<Database>) {
  const bodies = new Map<string, Promise<TSurveyBody | undefined>>();
  return async (row: Pick<AssessmentRow, 'survey_definition_id' | 'definition_version'>) => {
    const key = `${row.survey_definition_id}/${row.definition_version}`;
    if (!bodies.has(key))
      bodies.set(key, versionBody(db, row.survey_definition_id, row.definition_version));
    const body = await bodies.get(key);
    if (!body) throw notFound(ASSESSMENT_NOT_FOUND);
    return body;
  };
}

const toSummary = (row: AssessmentRow, body: TSurveyBody): TAssessmentSummary => ({
  id: row.id,
  crmAccountId: row.crm_account_id,
  accountName: row.account_name,
  definitionId: row.definition_id,
  definitionName: row.definition_name,
  type: row.type,
  assessorName: row.assessor_name,
  startedAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
  scored: hasScores(body),
});

/** GetAssessments: of one account the caller may see, or of every account they may see. */
export async function findAssessments(
  ctx: ActorContext,
  query: z.output<typeof ZAssessmentSearch>,
): Promise<TAssessmentSummary[]> {
  if (query.crmAccountId) await requireVisibleAccount(ctx, query.crmAccountId);
  const accounts = query.crmAccountId
    ? [query.crmAccountId]
    : await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const rows = await listAssessments(ctx.db, ctx.brand, accounts);
  const bodyOf = bodyReader(ctx.db);
  return Promise.all(rows.map(async (row) => toSummary(row, await bodyOf(row))));
}

/** An assessment of the brand (404 otherwise) with its questions. */
export async function readAssessment(source: Source, id: string) {
  const row = await findAssessment(source.db, source.brand, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return { row, body: await bodyReader(source.db)(row) };
}

/** GetAssessment: whoever may see its account (404 for the others: it does not tell it exists). */
export async function getAssessment(ctx: ActorContext, id: string): Promise<TAssessment> {
  const { row, body } = await readAssessment(ctx, id);
  const facts = await requireVisibleAccount(ctx, row.crm_account_id).catch(() => {
    throw notFound(ASSESSMENT_NOT_FOUND);
  });
  const summary = toSummary(row, body);
  return {
    ...summary,
    abilities: assessmentAbilities(ctx.actor, facts, {
      assessorUserAccountId: row.assessor_user_account_id,
      completedAt: summary.completedAt,
    }),
    version: row.definition_version,
    body,
    answers: row.answers,
  };
}

/** StartAssessment: of an account the caller may see, on a definition that is not archived. */
export async function startAssessment(
  ctx: ActorContext,
  start: { crmAccountId: string; definitionId: string },
): Promise<TAssessment> {
  await requireVisibleAccount(ctx, start.crmAccountId);
  const definition = await requireDefinition(ctx, start.definitionId);
  if (definition.archived) throw new HttpError(409, DEFINITION_ARCHIVED);
  const id = await insertAssessment(ctx.db, ctx.brand, {
    definitionId: definition.id,
    crmAccountId: start.crmAccountId,
    version: definition.version,
    assessorUserAccountId: ctx.actor.userAccountId,
    now: ctx.now,
  });
  await refreshAccountFigures(ctx.db, start.crmAccountId);
  return getAssessment(ctx, id);
}

/**
 * SaveAnswers and CompleteAssessment: by those who may answer it (403), on the version it was
 * started on (409), answers checked (whole when completing, 400); completing updates the
 * account's assessment fields.
 */
export async function answerAssessment(
  ctx: ActorContext,
  id: string,
  input: z.output<typeof ZAssessmentAnswers>,
  complete: boolean,
): Promise<TAssessment> {
  const assessment = await getAssessment(ctx, id);
  if (assessment.completedAt) throw new HttpError(409, ASSESSMENT_COMPLETED);
  if (!assessment.abilities.answer) throw new HttpError(403, NOT_AUTHORIZED);
  if (input.version !== assessment.version) throw new HttpError(409, ASSESSMENT_VERSION);
  checkAnswers(assessment.body, input.answers, complete);
  if (!(await writeAnswers(ctx.db, id, input.answers, { now: ctx.now, complete }))) {
    throw new HttpError(409, ASSESSMENT_COMPLETED);
  }
  if (complete) await refreshAccountFigures(ctx.db, assessment.crmAccountId);
  return getAssessment(ctx, id);
}
