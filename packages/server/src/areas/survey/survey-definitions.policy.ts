import type { TSurveyDefinitionSummary } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import type { SignedInContext } from '../../shared/request-context';
import { findDefinition } from './survey-definitions.store';

export const DEFINITION_NOT_FOUND = 'errors.surveyDefinitions.notFound';

/**
 * A definition of the caller's brand (the endpoint's rule has admitted survey managers): 404
 * for an unknown one and for another brand's, which is unknown here.
 */
export async function requireDefinition(
  ctx: SignedInContext,
  id: string,
): Promise<TSurveyDefinitionSummary> {
  const found = await findDefinition(ctx.db, ctx.brand, id);
  if (!found) throw notFound(DEFINITION_NOT_FOUND);
  return found;
}

/** A definition that may be released: of the brand (404) and not archived (409). */
export async function requireReleasableDefinition(
  ctx: SignedInContext,
  id: string,
): Promise<TSurveyDefinitionSummary> {
  const found = await requireDefinition(ctx, id);
  if (found.archived) throw new HttpError(409, 'errors.surveyDefinitions.archived');
  return found;
}
