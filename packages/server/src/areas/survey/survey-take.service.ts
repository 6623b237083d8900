import {
  isReleaseOpen,
  keptAnswers,
  prefilledAnswers,
  surveyAnswerErrors,
  withOneClickAnswer,
  type TOneClickAnswer,
  type TOpenSurvey,
  type TSurveyAnswers,
  type TSurveyBody,
  type TSurveyParams,
  type TSurveyProgress,
  type TSurveySaved,
  type TSurveySubmit,
  type TSurveySubmitResult,
  type TSurveyToTake,
} from '@portal/core';
import { HttpError } from '../../http/errors';
import type { RequestContext } from '../../shared/request-context';
import { grantPremiumAward } from './survey-premium.store';
import {
  completeInvitation,
  findInvitationByCode,
  findRespondent,
  findVersionBody,
  insertResponse,
  saveInvitationDraft,
  type InvitationRow,
  type ReleaseRow,
} from './survey-take.store';

/** Refusals of the survey pages (their texts: errors.surveyTake.*). */
export const unavailable = () => new HttpError(409, 'errors.surveyTake.unavailable');
const answered = () => new HttpError(409, 'errors.surveyTake.answered');
const versionChanged = () => new HttpError(409, 'errors.surveyTake.versionChanged');

export const releaseTimes = (row: Pick<ReleaseRow, 'opens_at' | 'closes_at' | 'closed_at'>) => ({
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  closedAt: row.closed_at,
});

/** Whether a release takes answers now; one not open yet is as unknown as a code never given. */
export function releaseState(release: ReleaseRow, now: Date): 'open' | 'closed' | 'unavailable' {
  if (release.opens_at > now) return 'unavailable';
  return isReleaseOpen(releaseTimes(release), now) ? 'open' : 'closed';
}

/**
 * The version answers are given for: the one a draft was started on, else the one the page
 * named (any version of the definition: a person answers what they were shown).
 */
export async function versionBody(
  ctx: RequestContext,
  release: ReleaseRow,
  named: number,
  draftVersion: number | null,
): Promise<TSurveyBody> {
  if (draftVersion !== null && draftVersion !== named) throw versionChanged();
  const found = await findVersionBody(ctx.db, release.definition_id, named);
  if (!found) throw versionChanged();
  return found.body;
}

/** 400 with one field per question whose answer is refused (the message is the error's key). */
export function checkAnswers(body: TSurveyBody, answers: TSurveyAnswers, complete: boolean) {
  const errors = surveyAnswerErrors(body, answers, { complete });
  const fields = Object.entries(errors).map(([field, message]) => ({ field, message }));
  if (fields.length > 0) throw new HttpError(400, 'errors.surveyTake.incomplete', fields);
}

export function openSurvey(
  release: ReleaseRow,
  version: number,
  body: TSurveyBody,
  answers: TSurveyAnswers,
): TOpenSurvey {
  return {
    state: 'open',
    version,
    body,
    anonymous: release.anonymous,
    allowMultiple: release.allow_multiple,
    closesAt: release.closes_at?.toISOString() ?? null,
    answers,
  };
}

/**
 * The special fields of a named survey filled from the person's account. An anonymous survey
 * starts empty: names in its answers would lead back to the person.
 */
async function startingAnswers(ctx: RequestContext, invitation: InvitationRow, body: TSurveyBody) {
  if (invitation.draft_answers) return invitation.draft_answers;
  if (invitation.anonymous) return {};
  const person = await findRespondent(ctx.db, invitation.user_account_id);
  if (!person) return {};
  const email = person.emails.find((e) => e.primary) ?? person.emails[0];
  const phone = person.phone_numbers.find((p) => p.preferred) ?? person.phone_numbers[0];
  return prefilledAnswers(body, {
    firstName: person.first_name,
    lastName: person.last_name,
    email: email?.address,
    title: person.titles[0],
    phone: phone?.number,
  });
}

type Found =
  { state: Exclude<TSurveyToTake['state'], 'open'> } | { state: 'open'; invitation: InvitationRow };

/** An invitation whose survey may be answered now, or the state that says why not. */
async function findOpenInvitation(ctx: RequestContext, surveyCode: string): Promise<Found> {
  const invitation = await findInvitationByCode(ctx.db, ctx.brand, surveyCode);
  if (!invitation) return { state: 'unavailable' };
  const state = releaseState(invitation, ctx.now);
  if (state !== 'open') return { state };
  if (invitation.completed_at && !invitation.allow_multiple) return { state: 'completed' };
  return { state: 'open', invitation };
}

async function requireOpenInvitation(ctx: RequestContext, surveyCode: string) {
  const found = await findOpenInvitation(ctx, surveyCode);
  if (found.state !== 'open') throw found.state === 'completed' ? answered() : unavailable();
  return found.invitation;
}

async function shown(ctx: RequestContext, invitation: InvitationRow): Promise<TOpenSurvey> {
  const version = invitation.draft_version ?? invitation.latest_version;
  const found = await findVersionBody(ctx.db, invitation.definition_id, version);
  if (!found) throw unavailable();
  return openSurvey(
    invitation,
    version,
    found.body,
    await startingAnswers(ctx, invitation, found.body),
  );
}

/** `GetSurveyByCode`: the survey of an invitation, with the answers so far or prefilled. */
export async function surveyByCode(
  ctx: RequestContext,
  surveyCode: string,
): Promise<TSurveyToTake> {
  const found = await findOpenInvitation(ctx, surveyCode);
  return found.state === 'open' ? shown(ctx, found.invitation) : { state: found.state };
}

/** `SaveSurveyProgress`: each given answer checked, kept on the invitation. */
export async function saveProgress(
  ctx: RequestContext,
  progress: TSurveyProgress,
): Promise<TSurveySaved> {
  const invitation = await requireOpenInvitation(ctx, progress.surveyCode);
  const body = await versionBody(ctx, invitation, progress.version, invitation.draft_version);
  checkAnswers(body, progress.answers, false);
  await saveInvitationDraft(ctx.db, invitation.id, progress.version, progress.answers);
  return { savedAt: ctx.now.toISOString() };
}

/** What a response carries beside its answers when it came by a link with params. */
export type ResponseExtras = { params: TSurveyParams | null; nonRegisteredGroupId: string | null };

/** The first instant of a day: an anonymous response's times say no more than its day. */
const dayOf = (now: Date) => new Date(now.toISOString().slice(0, 10));

/**
 * `SubmitSurvey`: the answers checked whole against the version named, the visible ones stored
 * (named: with the person and entity; anonymous: with neither the person nor the invitation, and
 * only the day as its time, so its row cannot be matched to the invitation's), the invitation
 * answered and its draft cleared, in one transaction.
 */
export async function submitSurvey(
  ctx: RequestContext,
  submission: TSurveySubmit,
  extras: ResponseExtras = { params: null, nonRegisteredGroupId: null },
): Promise<TSurveySubmitResult> {
  const invitation = await requireOpenInvitation(ctx, submission.surveyCode);
  const body = await versionBody(ctx, invitation, submission.version, invitation.draft_version);
  checkAnswers(body, submission.answers, true);
  const anonymous = invitation.anonymous;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await completeInvitation(trx, invitation.id, ctx.now, invitation.allow_multiple))) {
      throw answered();
    }
    await insertResponse(
      trx,
      {
        releaseId: invitation.release_id,
        version: submission.version,
        answers: keptAnswers(body, submission.answers),
        language: submission.language,
        userAccountId: anonymous ? null : invitation.user_account_id,
        entity: { type: invitation.entity_type, id: invitation.entity_id },
        ...extras,
      },
      anonymous ? dayOf(ctx.now) : ctx.now,
    );
    const entity = { entityType: invitation.entity_type, entityId: invitation.entity_id };
    await grantPremiumAward(trx, { releaseId: invitation.release_id, ...entity }, ctx.now);
  });
  return { canAnswerAgain: invitation.allow_multiple };
}

/**
 * `AnswerOneClick`: an e-mail link's answer kept on the draft only when the code is that
 * person's, the release open, and the value a valid answer to a question shown; anything else
 * answers `unavailable` and changes nothing.
 */
export async function answerOneClick(
  ctx: RequestContext,
  click: TOneClickAnswer,
): Promise<TSurveyToTake> {
  const found = await findOpenInvitation(ctx, click.surveyCode);
  if (found.state !== 'open') {
    const invitation = await findInvitationByCode(ctx.db, ctx.brand, click.surveyCode);
    const theirs = invitation?.user_account_id === click.userAccountId;
    return { state: theirs ? found.state : 'unavailable' };
  }
  const { invitation } = found;
  if (invitation.user_account_id !== click.userAccountId) return { state: 'unavailable' };
  const survey = await shown(ctx, invitation);
  const answers = withOneClickAnswer(
    survey.body,
    survey.answers,
    click.questionIndex,
    click.response,
  );
  if (!answers) return { state: 'unavailable' };
  await saveInvitationDraft(ctx.db, invitation.id, survey.version, answers);
  return { ...survey, answers };
}
