import {
  CheckupStage,
  checkupFeedbackErrors,
  isAcknowledgementRequired,
  zCheckupFeedbackAnswers,
  type CheckupFeedbackSubmission,
  type CheckupFeedbackSubmitResult,
  type CheckupSurvey,
  type CheckupSurveyConstraint,
  type LocaleCode,
  type TractionPlanContent,
} from '@portal/core';
import { HttpError } from '../../http/errors';
import { storedContent } from '../tractionplan/plan-content';
import {
  findPlan,
  findRequestByCode,
  insertFeedbackResponse,
  markRequestAnswered,
  type RequestByCode,
} from './checkup-feedback.store';
import { checkupFormatVersion, surveyFormat, surveyTexts } from './checkup-survey-format';
import type { RequestContext } from '../../shared/request-context';

/** An anonymous partner's request (by the code of their survey), in the language they read. */
export type SurveyContext = RequestContext & { locale: LocaleCode };

/** What a partner rates: the plan's strengths, and its constraints with their steps. */
export function surveyPlanOf(content: TractionPlanContent) {
  const constraints: CheckupSurveyConstraint[] = content.constraints.map((c, index) => ({
    index,
    name: c.name,
    definition: c.definition.filter((line) => line.trim() !== ''),
    steps: c.steps.filter((s) => s.id && s.description).map((s) => ({ ...s })),
  }));
  const strengths = content.strengths.filter((s) => s.trim() !== '');
  return { goal: content.goal, strengths, constraints };
}

/** An open request: pending, its participant active, its checkup active and on Feedback. */
const isOpen = (request: RequestByCode) =>
  request.status === 'pending' &&
  request.participant_active &&
  request.is_active &&
  request.stage === CheckupStage.Feedback &&
  request.traction_plan_id !== null;

async function openRequest(ctx: SurveyContext, code: string) {
  const request = await findRequestByCode(ctx.db, ctx.brand, code);
  if (!request || !isOpen(request)) return null;
  const plan = await findPlan(ctx.db, ctx.brand, request.traction_plan_id as string);
  if (!plan) return null;
  return { request, plan: surveyPlanOf(storedContent(plan.format_version, plan.plan)) };
}

const nameOf = (r: RequestByCode) => `${r.first_name} ${r.last_name}`.trim();

/**
 * `GetFeedbackByCode/{code}`: the open survey, or the one unavailable answer for an unknown,
 * answered, cancelled or closed code (so a guessed code learns nothing).
 */
export async function surveyByCode(ctx: SurveyContext, code: string): Promise<CheckupSurvey> {
  const open = await openRequest(ctx, code);
  if (!open) {
    const format = await surveyFormat(ctx.db, ctx.brand, null);
    return { available: false, texts: surveyTexts(format, ctx.locale, '') };
  }
  const { request, plan } = open;
  const format = await surveyFormat(
    ctx.db,
    ctx.brand,
    checkupFormatVersion(request.survey_version),
  );
  return {
    available: true,
    surveyCode: code,
    checkupParticipantId: request.checkup_participant_id,
    participantFirstName: request.first_name,
    participantLastName: request.last_name,
    partnerFirstName: request.partner_first_name,
    partnerLastName: request.partner_last_name,
    ...plan,
    isAnonymous: request.is_anonymous,
    acknowledgementRequired: isAcknowledgementRequired(request.is_anonymous),
    surveyVersion: format.version,
    texts: surveyTexts(format, ctx.locale, nameOf(request)),
  };
}

const unavailable = () => new HttpError(409, 'errors.checkup.surveyUnavailable');

/** The version the answers are stored under: the one sent, else the checkup's, else default. */
async function submittedVersion(ctx: SurveyContext, request: RequestByCode, sent?: number | null) {
  const version = sent ?? checkupFormatVersion(request.survey_version);
  const format = await surveyFormat(ctx.db, ctx.brand, version);
  if (sent && format.version !== sent) {
    throw new HttpError(400, 'errors.checkup.surveyIncomplete', [
      { field: 'surveyVersion', message: 'Not a version of the feedback format' },
    ]);
  }
  return format;
}

/**
 * `SubmitFeedback`: checks the answers with the survey's rules, stores them once and marks the
 * request answered (reminders skip it) in one transaction. The request moves from pending to
 * answered in a single conditional update, so of two submits at once only one is stored; the
 * other, like any closed code, answers 409 with the unavailable text.
 */
export async function submitFeedback(
  ctx: SurveyContext,
  submission: CheckupFeedbackSubmission,
): Promise<CheckupFeedbackSubmitResult> {
  const open = await openRequest(ctx, submission.surveyCode);
  if (!open) throw unavailable();
  const { request, plan } = open;
  const errors = checkupFeedbackErrors(
    { ...plan, acknowledgementRequired: isAcknowledgementRequired(request.is_anonymous) },
    submission,
  );
  if (errors.length > 0) {
    throw new HttpError(
      400,
      'errors.checkup.surveyIncomplete',
      errors.map(({ field, message }) => ({ field, message })),
    );
  }
  const format = await submittedVersion(ctx, request, submission.surveyVersion);
  const answers = zCheckupFeedbackAnswers.parse(submission);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markRequestAnswered(trx, request.id, ctx.now))) throw unavailable();
    await insertFeedbackResponse(
      trx,
      ctx.brand,
      {
        requestId: request.id,
        checkupParticipantId: request.checkup_participant_id,
        surveyVersion: format.version,
        // The survey's validation above requires it.
        interactionFrequency: answers.interactionFrequency as NonNullable<
          typeof answers.interactionFrequency
        >,
        answers,
      },
      ctx.now,
    );
  });
  return {
    submitted: true,
    completedText: surveyTexts(format, ctx.locale, nameOf(request)).completedText,
  };
}
