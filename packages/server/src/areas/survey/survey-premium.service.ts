import {
  DEFAULT_LOCALE,
  SURVEY_ADMINS,
  canReadSurveyResults,
  premiumReleaseProblem,
  satisfies,
  surveyResults,
  triggerOf,
  type BrandKey,
  type TPremiumRelease,
  type TPremiumResponse,
  type TPremiumSurveyResults,
  type Viewer,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { ActorContext, RequestContext } from '../../shared/request-context';
import { accountFacts, requireVisibleAccount } from '../crmaccount/crmaccount.policy';
import { requireResultsReader } from './survey-results.policy';
import { definitionVersions, filteredResponses } from './survey-results.store';
import {
  isPremiumRelease,
  premiumResponses,
  releaseKind,
  setPremium,
  type PremiumResponseRow,
} from './survey-premium.store';

/** Premium surveys: a release's mark, its accounts' responses and the results view of each. */

export const RELEASE_NOT_FOUND = 'errors.surveyReleases.releaseNotFound';
export const RESPONSE_NOT_FOUND = 'errors.premiumSurveys.responseNotFound';
const PROBLEM_TEXT = {
  notPerAccount: 'errors.premiumSurveys.notPerAccount',
  anonymous: 'errors.premiumSurveys.anonymous',
} as const;

const present = (row: PremiumResponseRow): TPremiumResponse => ({
  responseId: row.id,
  releaseId: row.release_id,
  releaseName: row.release_name,
  accountId: row.account_id,
  accountName: row.account_name,
  respondentName: [row.first_name, row.last_name].filter(Boolean).join(' '),
  completedAt: new Date(row.completed_at).toISOString(),
});

/**
 * Whether the viewer reads the results of an account's responses: as the release's readers, with
 * the account's admins (and its ancestors') in place of the release's targets'. The account's
 * facts are read once for all its responses.
 */
async function readerOfAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  viewer: Viewer,
  accountId: string,
): Promise<(row: PremiumResponseRow) => boolean> {
  const targetAccounts = await accountFacts(db, brand, [accountId]);
  return (row) =>
    canReadSurveyResults(viewer, { ownerUserAccountId: row.owner_user_account_id, targetAccounts });
}

async function premiumState(
  ctx: ActorContext,
  releaseId: string,
): Promise<Omit<TPremiumRelease, 'responses'>> {
  const release = await releaseKind(ctx.db, ctx.brand, releaseId);
  if (!release) throw notFound(RELEASE_NOT_FOUND);
  return {
    premium: await isPremiumRelease(ctx.db, releaseId),
    canMark: satisfies(ctx.session, SURVEY_ADMINS),
    problem: premiumReleaseProblem({
      triggerType: triggerOf(release.trigger_type),
      anonymous: release.anonymous,
    }),
  };
}

/** `GetPremiumRelease/{id}`: for the readers of the release's results. */
export async function premiumRelease(
  ctx: ActorContext,
  releaseId: string,
): Promise<TPremiumRelease> {
  await requireResultsReader(ctx, releaseId);
  const state = await premiumState(ctx, releaseId);
  const rows = state.premium ? await premiumResponses(ctx.db, ctx.brand, { releaseId }) : [];
  return { ...state, responses: rows.map(present) };
}

/** `MarkPremiumRelease`: only a per-account, named release may be premium (409 otherwise). */
export async function markPremiumRelease(
  ctx: ActorContext,
  mark: { releaseId: string; premium: boolean },
): Promise<TPremiumRelease> {
  const state = await premiumState(ctx, mark.releaseId);
  if (mark.premium && state.problem) throw new HttpError(409, PROBLEM_TEXT[state.problem]);
  await setPremium(ctx.db, mark.releaseId, mark.premium, ctx.actor.userAccountId);
  return premiumRelease(ctx, mark.releaseId);
}

/** `GetAccountPremiumSurveys/{id}`: the account's responses whose results the caller reads. */
export async function accountPremiumSurveys(
  ctx: ActorContext,
  accountId: string,
): Promise<TPremiumResponse[]> {
  await requireVisibleAccount(ctx, accountId);
  const rows = await premiumResponses(ctx.db, ctx.brand, { accountId });
  const mayRead = await readerOfAccount(ctx.db, ctx.brand, ctx.actor, accountId);
  return rows.filter(mayRead).map(present);
}

/** The results view of a response, for a reader (null: any caller, as the print key allows). */
export async function premiumSurveyResults(
  ctx: RequestContext,
  viewer: Viewer | null,
  responseId: string,
): Promise<TPremiumSurveyResults> {
  const [row] = await premiumResponses(ctx.db, ctx.brand, { responseId });
  if (!row) throw notFound(RESPONSE_NOT_FOUND);
  if (viewer && !(await readerOfAccount(ctx.db, ctx.brand, viewer, row.account_id))(row)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const [{ latest, versions }, all] = await Promise.all([
    definitionVersions(ctx.db, row.definition_id),
    filteredResponses(ctx.db, ctx.brand, { id: row.release_id, anonymous: false }, {}),
  ]);
  const tally = (responses: { definition_version: number; answers: typeof row.answers }[]) =>
    surveyResults(
      latest,
      versions,
      responses.map((r) => ({ version: r.definition_version, answers: r.answers })),
      { locale: ctx.language ?? DEFAULT_LOCALE, anonymous: false },
    );
  return {
    response: present(row),
    title: latest.title,
    account: tally([row]),
    release: tally(all),
  };
}
