import {
  AWARD_SURVEY_TYPES,
  type AwardSurveyType,
  type TAwardSurvey,
  type TAwardSurveyProgress,
  type TAwardSurveyResume,
  type TAwardSurveySubmit,
  type TPublicSurveyDraft,
  type TSurveySaved,
  type TSurveySubmitResult,
} from '@portal/core';
import type { RequestContext } from '../../shared/request-context';
import { awardIfEarned } from './survey-awards.service';
import { findAwardLink } from './survey-awards.store';
import {
  freshSurvey,
  saveVisitorProgress,
  submitVisitorResponse,
  visitorDraft,
} from './survey-take-release.service';
import { releaseState, unavailable } from './survey-take.service';
import { findReleaseRowById, type ReleaseRow } from './survey-take.store';

type AwardLink = NonNullable<Awaited<ReturnType<typeof findAwardLink>>>;
type Found =
  { state: 'closed' | 'unavailable' } | { state: 'open'; link: AwardLink; release: ReleaseRow };

/**
 * An award link of the brand whose release takes answers now, or why not: an unknown or
 * tampered code, a type no longer required, a release closed or archived all answer alike.
 */
async function findOpenLink(ctx: RequestContext, code: string): Promise<Found> {
  const link = await findAwardLink(ctx.db, ctx.brand, code);
  if (!link || !AWARD_SURVEY_TYPES.includes(link.survey_type as AwardSurveyType)) {
    return { state: 'unavailable' };
  }
  const release = await findReleaseRowById(ctx.db, ctx.brand, link.release_id);
  if (!release) return { state: 'unavailable' };
  const state = releaseState(release, ctx.now);
  return state === 'open' ? { state, link, release } : { state };
}

async function requireOpenLink(ctx: RequestContext, code: string) {
  const found = await findOpenLink(ctx, code);
  if (found.state !== 'open') throw unavailable();
  return found;
}

/**
 * The response's place: about the link's account (no person: the people who answer have no
 * account here), with the type it answers, which the programme's counts read.
 */
const extrasOf = (link: AwardLink) => ({
  params: { awardSurveyType: link.survey_type },
  nonRegisteredGroupId: null,
  entityId: link.crm_account_id,
});

/** `GetAwardSurvey`: the survey of an award link, the account named. */
export async function awardSurvey(ctx: RequestContext, code: string): Promise<TAwardSurvey> {
  const found = await findOpenLink(ctx, code);
  if (found.state !== 'open') return { state: found.state };
  const survey = await freshSurvey(ctx, { release: found.release, group: null });
  if (survey.state !== 'open') return { state: 'unavailable' };
  return {
    ...survey,
    accountName: found.link.account_name,
    surveyType: found.link.survey_type as AwardSurveyType,
  };
}

export async function resumeAwardSurvey(
  ctx: RequestContext,
  resume: TAwardSurveyResume,
): Promise<TPublicSurveyDraft> {
  const found = await findOpenLink(ctx, resume.code);
  if (found.state !== 'open') return null;
  return visitorDraft(ctx, found.release.release_id, resume.resumeKey);
}

export async function saveAwardSurveyProgress(
  ctx: RequestContext,
  progress: TAwardSurveyProgress,
): Promise<TSurveySaved> {
  const { link, release } = await requireOpenLink(ctx, progress.code);
  return saveVisitorProgress(ctx, release, progress, extrasOf(link));
}

/** `SubmitAwardSurvey`: the response stored, then the account's award if it is now earned. */
export async function submitAwardSurvey(
  ctx: RequestContext,
  submission: TAwardSurveySubmit,
): Promise<TSurveySubmitResult> {
  const { link, release } = await requireOpenLink(ctx, submission.code);
  await submitVisitorResponse(ctx, release, submission, extrasOf(link));
  await awardIfEarned(ctx, link.program_id, link.crm_account_id);
  // The link is the account's, shared by its people: the next person starts afresh.
  return { canAnswerAgain: false };
}
