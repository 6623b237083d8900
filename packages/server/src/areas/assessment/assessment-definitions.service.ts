import {
  unfitQuestions,
  type TAssessmentDefinition,
  type TAssessmentDefinitionSave,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext, SignedInContext } from '../../shared/request-context';
import { getDefinition } from '../survey/survey-definitions.service';
import {
  findDefinition,
  insertDefinition,
  listDefinitions,
  setArchived,
  updateDefinition,
} from './assessment-definitions.store';

export const DEFINITION_NOT_FOUND = 'errors.assessments.definitionNotFound';
export const DEFINITION_ARCHIVED = 'errors.assessments.definitionArchived';
export const UNFIT_QUESTIONS = 'errors.assessments.unfitQuestions';

export const findDefinitions = (ctx: SignedInContext, archived: boolean) =>
  listDefinitions(ctx.db, ctx.brand, archived);

/** A definition of the caller's brand: 404 for an unknown one and another brand's. */
export async function requireDefinition(
  ctx: SignedInContext,
  id: string,
): Promise<TAssessmentDefinition> {
  const found = await findDefinition(ctx.db, ctx.brand, id);
  if (!found) throw notFound(DEFINITION_NOT_FOUND);
  return found;
}

/**
 * SaveDefinition: the survey definition must be the brand's and ask only the four assessment
 * question types (400 with the questions that do not fit).
 */
export async function saveDefinition(
  ctx: ActorContext,
  save: TAssessmentDefinitionSave,
): Promise<TAssessmentDefinition> {
  if (save.id) await requireDefinition(ctx, save.id);
  const survey = await getDefinition(ctx, save.surveyDefinitionId);
  const unfit = unfitQuestions(survey.body);
  if (unfit.length > 0) {
    const fields = unfit.map((field) => ({ field, message: UNFIT_QUESTIONS }));
    throw new HttpError(400, UNFIT_QUESTIONS, fields);
  }
  const id = save.id ?? (await insertDefinition(ctx.db, ctx.brand, save, ctx.now));
  if (save.id) await updateDefinition(ctx.db, save.id, save, ctx.now);
  return requireDefinition(ctx, id);
}

export async function setDefinitionArchived(
  ctx: SignedInContext,
  id: string,
  archived: boolean,
): Promise<TAssessmentDefinition> {
  await requireDefinition(ctx, id);
  await setArchived(ctx.db, id, archived, ctx.now);
  return requireDefinition(ctx, id);
}
