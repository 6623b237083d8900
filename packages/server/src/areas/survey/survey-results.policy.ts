import { canReadSurveyResults } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { ActorContext } from '../../shared/request-context';
import { accountFacts } from '../crmaccount/crmaccount.policy';
import {
  findResultsRelease,
  releaseTargetAccountIds,
  type ResultsRelease,
} from './survey-results.store';

/** Whether the caller reads this release's results (core's `canReadSurveyResults`). */
export async function mayReadResults(
  ctx: ActorContext,
  release: Pick<ResultsRelease, 'id' | 'owner_user_account_id'>,
): Promise<boolean> {
  const targets = await releaseTargetAccountIds(ctx.db, release.id);
  return canReadSurveyResults(ctx.actor, {
    ownerUserAccountId: release.owner_user_account_id,
    targetAccounts: await accountFacts(ctx.db, ctx.brand, targets),
  });
}

/** The release whose results the caller reads: 404 unknown or of another brand, else 403. */
export async function requireResultsReader(
  ctx: ActorContext,
  releaseId: string,
): Promise<ResultsRelease> {
  const release = await findResultsRelease(ctx.db, ctx.brand, releaseId);
  if (!release) throw notFound();
  if (!(await mayReadResults(ctx, release))) throw new HttpError(403, NOT_AUTHORIZED);
  return release;
}
