import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  ResponseUniquenessType,
  isValidGuid,
  SURVEY_PARAM,
  pathParams,
  prefilledAnswers,
  type TOpenSurveyProgress,
  type TOpenSurveySubmit,
  type TPublicSurveyDraft,
  type TPublicSurveyProgress,
  type TPublicSurveyResume,
  type TPublicSurveySubmit,
  type TShortUrlTarget,
  type TSurveyParams,
  type TSurveySaved,
  type TSurveySubmitResult,
  type TSurveyToTake,
  type LocaleCode,
  type TSurveyAnswers,
} from '@portal/core';
import { HttpError } from '../../http/errors';
import type { ActorContext, RequestContext } from '../../shared/request-context';
import {
  findPublicDraft,
  findReleaseById,
  finishPublicResponse,
  savePublicDraft,
  useShortUrl,
  type PublicDraftValues,
} from './survey-take-public.store';
import {
  accountExists,
  ensureInvitation,
  findInvitationCode,
  findNonRegisteredGroup,
  findReleaseByShortCode,
  findVersionBody,
  type ReleaseRow,
} from './survey-take.store';
import {
  checkAnswers,
  openSurvey,
  releaseState,
  saveProgress,
  submitSurvey,
  surveyByCode,
  unavailable,
  versionBody,
} from './survey-take.service';

/** A release by short code that takes answers now, with what its link's params name. */
type OpenRelease = {
  release: ReleaseRow;
  /** The account a PersonAndEntity release is answered about. */
  entityId: string | null;
  group: { id: string; name: string } | null;
};

type Lookup = { state: 'closed' | 'unavailable' } | ({ state: 'open' } & OpenRelease);

const isGuid = (value: string | undefined): value is string =>
  value !== undefined && isValidGuid(value);

/**
 * A release by its short code (public ones only when asked), open now. A PersonAndEntity
 * release needs its params to name an account of the brand; a NonRegisteredGroup param that
 * names no group of the brand is ignored.
 */
async function findRelease(
  ctx: RequestContext,
  shortCode: string,
  params: TSurveyParams,
  publicOnly: boolean,
): Promise<Lookup> {
  const release = await findReleaseByShortCode(ctx.db, ctx.brand, shortCode);
  if (!release || (publicOnly && !release.is_public)) return { state: 'unavailable' };
  const state = releaseState(release, ctx.now);
  if (state !== 'open') return { state };
  let entityId: string | null = null;
  if (release.uniqueness === ResponseUniquenessType.PersonAndEntity) {
    const named = params[SURVEY_PARAM.entity];
    if (!isGuid(named) || !(await accountExists(ctx.db, ctx.brand, named))) {
      return { state: 'unavailable' };
    }
    entityId = named;
  }
  const groupId = params[SURVEY_PARAM.group];
  const group = isGuid(groupId)
    ? ((await findNonRegisteredGroup(ctx.db, ctx.brand, groupId)) ?? null)
    : null;
  return { state: 'open', release, entityId, group };
}

async function requireRelease(
  ctx: RequestContext,
  shortCode: string,
  params: TSurveyParams,
  publicOnly: boolean,
): Promise<OpenRelease> {
  const found = await findRelease(ctx, shortCode, params, publicOnly);
  if (found.state !== 'open') throw unavailable();
  return found;
}

/** A fresh survey of a release's latest version, its special fields filled from the group. */
export async function freshSurvey(
  ctx: RequestContext,
  open: Pick<OpenRelease, 'release' | 'group'>,
): Promise<TSurveyToTake> {
  const { release } = open;
  const found = await findVersionBody(ctx.db, release.definition_id, release.latest_version);
  if (!found) return { state: 'unavailable' };
  const answers = prefilledAnswers(found.body, { nonRegisteredGroup: open.group?.name });
  return openSurvey(release, release.latest_version, found.body, answers);
}

const userAccountOf = (ctx: ActorContext) => {
  if (!ctx.actor.userAccountId) throw new HttpError(403, 'errors.common.noAccountHere');
  return ctx.actor.userAccountId;
};

// ---- Open surveys: signed-in people, one invitation each (made on their first save) ----------

/**
 * `GetOpenSurvey`: a release's survey for the caller. Once they saved or answered, their own
 * invitation decides (their draft, answered); before, a fresh survey.
 */
export async function openSurveyFor(
  ctx: ActorContext,
  shortCode: string,
  params: TSurveyParams,
): Promise<TSurveyToTake> {
  const found = await findRelease(ctx, shortCode, params, false);
  if (found.state !== 'open') return { state: found.state };
  const code = await findInvitationCode(
    ctx.db,
    found.release.release_id,
    userAccountOf(ctx),
    found.entityId,
  );
  return code ? surveyByCode(ctx, code) : freshSurvey(ctx, found);
}

/** The caller's invitation to an open release: one per person, or per person and account. */
async function invitationCode(ctx: ActorContext, shortCode: string, params: TSurveyParams) {
  const open = await requireRelease(ctx, shortCode, params, false);
  const { surveyCode: code } = await ensureInvitation(ctx.db, {
    releaseId: open.release.release_id,
    userAccountId: userAccountOf(ctx),
    entityId: open.entityId,
    code: randomBytes(32).toString('base64url'),
  });
  return { open, code };
}

export async function saveOpenProgress(
  ctx: ActorContext,
  progress: TOpenSurveyProgress,
): Promise<TSurveySaved> {
  const { code } = await invitationCode(ctx, progress.shortCode, progress.params);
  return saveProgress(ctx, {
    surveyCode: code,
    version: progress.version,
    answers: progress.answers,
  });
}

export async function submitOpen(
  ctx: ActorContext,
  submission: TOpenSurveySubmit,
): Promise<TSurveySubmitResult> {
  const { open, code } = await invitationCode(ctx, submission.shortCode, submission.params);
  const { version, answers, language, params } = submission;
  return submitSurvey(
    ctx,
    { surveyCode: code, version, answers, language },
    { params, nonRegisteredGroupId: open.group?.id ?? null },
  );
}

// ---- Public surveys: anyone with the link; a visitor resumes with their browser's key --------

const hashOf = (resumeKey: string) => createHash('sha256').update(resumeKey).digest('base64url');

/** `GetPublicSurvey`: a public release's survey, fresh (answers in progress come by resume). */
export async function publicSurvey(
  ctx: RequestContext,
  shortCode: string,
  params: TSurveyParams,
): Promise<TSurveyToTake> {
  const found = await findRelease(ctx, shortCode, params, true);
  return found.state === 'open' ? freshSurvey(ctx, found) : { state: found.state };
}

/** A visitor's answers in progress on an open release, by their browser's key. */
export async function visitorDraft(
  ctx: RequestContext,
  releaseId: string,
  resumeKey: string,
): Promise<TPublicSurveyDraft> {
  const draft = await findPublicDraft(ctx.db, releaseId, hashOf(resumeKey));
  return draft ? { version: draft.definition_version, answers: draft.answers } : null;
}

/** `ResumePublicSurvey`: the answers in progress of this key on this release, if any. */
export async function resumePublic(
  ctx: RequestContext,
  resume: TPublicSurveyResume,
): Promise<TPublicSurveyDraft> {
  const found = await findRelease(ctx, resume.shortCode, {}, true);
  if (found.state !== 'open') return null;
  return visitorDraft(ctx, found.release.release_id, resume.resumeKey);
}

type VisitorAnswers = { resumeKey: string; version: number; answers: TSurveyAnswers };
type VisitorExtras = Pick<PublicDraftValues, 'params' | 'nonRegisteredGroupId' | 'entityId'>;

/** A visitor's answers to an open release: the version's body and the values to store. */
async function visitorValues(
  ctx: RequestContext,
  release: ReleaseRow,
  input: VisitorAnswers,
  extras: VisitorExtras,
) {
  const resumeKeyHash = hashOf(input.resumeKey);
  const draft = await findPublicDraft(ctx.db, release.release_id, resumeKeyHash);
  const body = await versionBody(ctx, release, input.version, draft?.definition_version ?? null);
  const values: PublicDraftValues = {
    releaseId: release.release_id,
    resumeKeyHash,
    version: input.version,
    answers: input.answers,
    language: ctx.language ?? DEFAULT_LOCALE,
    ...extras,
  };
  return { body, values };
}

/** Keeps a visitor's answers so far (each given answer checked) under their key's hash. */
export async function saveVisitorProgress(
  ctx: RequestContext,
  release: ReleaseRow,
  progress: VisitorAnswers,
  extras: VisitorExtras,
): Promise<TSurveySaved> {
  const { body, values } = await visitorValues(ctx, release, progress, extras);
  checkAnswers(body, progress.answers, false);
  // A key already used elsewhere (another release, a finished response) keeps nothing.
  if (!(await savePublicDraft(ctx.db, values, ctx.now))) throw unavailable();
  return { savedAt: ctx.now.toISOString() };
}

/** Stores a visitor's complete answers, checked against the version they were given for. */
export async function submitVisitorResponse(
  ctx: RequestContext,
  release: ReleaseRow,
  submission: VisitorAnswers & { language: LocaleCode },
  extras: VisitorExtras,
): Promise<string> {
  const { body, values } = await visitorValues(ctx, release, submission, extras);
  checkAnswers(body, submission.answers, true);
  return finishPublicResponse(ctx.db, { ...values, language: submission.language }, ctx.now);
}

const publicExtras = (open: OpenRelease, params: TSurveyParams): VisitorExtras => ({
  params,
  nonRegisteredGroupId: open.group?.id ?? null,
});

export async function savePublicProgress(
  ctx: RequestContext,
  progress: TPublicSurveyProgress,
): Promise<TSurveySaved> {
  const open = await requireRelease(ctx, progress.shortCode, progress.params, true);
  return saveVisitorProgress(ctx, open.release, progress, publicExtras(open, progress.params));
}

/** Stores a visitor's answers to a public release: its release and the response's id. */
export async function finishPublic(ctx: RequestContext, submission: TPublicSurveySubmit) {
  const open = await requireRelease(ctx, submission.shortCode, submission.params, true);
  const extras = publicExtras(open, submission.params);
  const responseId = await submitVisitorResponse(ctx, open.release, submission, extras);
  return { release: open.release, responseId };
}

export async function submitPublic(
  ctx: RequestContext,
  submission: TPublicSurveySubmit,
): Promise<TSurveySubmitResult> {
  const { release } = await finishPublic(ctx, submission);
  return { canAnswerAgain: release.allow_multiple };
}

// ---- Short links ------------------------------------------------------------------------------

/**
 * `ResolveShortUrl`: one use counted, and the survey page with the link's params. The stored
 * params win over the path's, so a link cannot be pointed at another account.
 */
export async function resolveShortUrl(
  ctx: RequestContext,
  code: string,
  path: string | undefined,
): Promise<TShortUrlTarget> {
  const link = await useShortUrl(ctx.db, ctx.brand, code, ctx.now);
  if (!link) return { state: 'unavailable' };
  const release = await findReleaseById(ctx.db, ctx.brand, link.release_id);
  if (!release) return { state: 'unavailable' };
  const page = release.is_public ? 'public-survey' : 'open-survey';
  return {
    state: 'open',
    to: `/${page}/${release.short_code}`,
    params: { ...pathParams(path ?? ''), ...link.params },
  };
}
