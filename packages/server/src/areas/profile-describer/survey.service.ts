import {
  localizeScale,
  type DescriberSurvey,
  type ScaleDefinition,
  type SurveyAnswer,
  type SurveyProgress,
  type SurveyState,
  type SurveySubmit,
} from '@portal/core';
import { toJson } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import {
  findConfig,
  instrumentOfConfig,
  type ConfigRow,
} from '../profile-instrument/instrument.service';
import type { ProfileContext } from '../profile-participant/profile-context';
import {
  accountsInBrand,
  findParticipant,
  type DescriberRow,
  type ParticipantRow,
} from '../profile-participant/participant.service';
import {
  completeDescriber,
  findDescriberByCode,
  findDescriberInBrand,
  markDeclined,
  saveDescriberProgress,
} from './describer.store';

export const SURVEY_NOT_FOUND = 'errors.describer.surveyNotFound';
export const SURVEY_UNAVAILABLE = 'errors.describer.surveyUnavailable';
export const DAY_MS = 86_400_000;

type SurveyRecord = {
  describer: DescriberRow;
  participant: ParticipantRow;
  config: ConfigRow;
  scales: ScaleDefinition[];
};

async function loadSurvey(context: ProfileContext, surveyCode: string): Promise<SurveyRecord> {
  const describer = await findDescriberByCode(context.db, context.brand, surveyCode);
  if (!describer) throw notFound(SURVEY_NOT_FOUND);
  const participant = await findParticipant(context.db, context.brand, describer.participant_id);
  if (!participant) throw notFound(SURVEY_NOT_FOUND);
  const config = (await findConfig(context.db, context.brand, participant.profile_config_id))!;
  const { definition } = await instrumentOfConfig(context.db, config.id);
  return { describer, participant, config, scales: definition.scales };
}

export type SurveyFacts = {
  describer: Pick<
    DescriberRow,
    'is_complete' | 'is_declined' | 'is_active' | 'relationship' | 'invited_at'
  >;
  participantActive: boolean;
  expiryDays: number;
};

/** Why a link no longer opens its survey; 'open' when it does (decisions: expiry). */
export function surveyStateOf(facts: SurveyFacts, now: Date): SurveyState {
  const { describer } = facts;
  if (describer.is_complete) return 'completed';
  if (describer.is_declined) return 'declined';
  const expired =
    describer.relationship !== 'self' &&
    now.getTime() - describer.invited_at.getTime() > facts.expiryDays * DAY_MS;
  if (!describer.is_active || !facts.participantActive || expired) return 'expired';
  return 'open';
}

const factsOf = (record: SurveyRecord): SurveyFacts => ({
  describer: record.describer,
  participantActive: record.participant.is_active,
  expiryDays: record.config.survey_expiry_days,
});

/**
 * Items interleaved across scales (first item of each scale, then the second...); for the
 * self-description in the second person where the scale has those texts.
 */
export function surveyItems(scales: readonly ScaleDefinition[], locale: string, self = false) {
  const localized = scales.map((s) => localizeScale(s, locale));
  const longest = Math.max(0, ...localized.map((s) => s.itemCodes.length));
  const items: { code: string; text: string }[] = [];
  for (let i = 0; i < longest; i++) {
    for (const scale of localized) {
      const code = scale.itemCodes[i];
      if (!code) continue;
      const text = (self ? scale.selfItems?.[i] : undefined) ?? scale.items[i] ?? code;
      items.push({ code, text });
    }
  }
  return items;
}

const answersOf = (describer: DescriberRow): SurveyAnswer[] =>
  Object.entries(describer.answers).map(([itemCode, value]) => ({ itemCode, value }));

/** `getActiveDescriberBySurveyCode/{code}`: the survey behind a link, with its progress. */
export async function surveyByCode(
  context: ProfileContext,
  surveyCode: string,
): Promise<DescriberSurvey> {
  const record = await loadSurvey(context, surveyCode);
  const { describer } = record;
  const state = surveyStateOf(factsOf(record), context.now);
  const [account] = await accountsInBrand(context.db, context.brand, [
    record.participant.user_account_id,
  ]);
  const self = describer.relationship === 'self';
  const items = state === 'open' ? surveyItems(record.scales, context.locale, self) : [];
  const answers = state === 'open' ? answersOf(describer) : [];
  return {
    surveyCode,
    state,
    describerRelationship: describer.relationship,
    isSelf: self,
    participantFirstName: account?.first_name ?? '',
    participantLastName: account?.last_name ?? '',
    describerFirstName: describer.first_name,
    items,
    answers,
    comment: state === 'open' ? describer.comment : '',
    answeredCount: answers.length,
    itemCount: items.length,
  };
}

function checkedAnswers(
  record: SurveyRecord,
  answers: readonly SurveyAnswer[],
): Record<string, number> {
  const known = new Set(record.scales.flatMap((s) => s.itemCodes));
  const unknown = answers.filter((a) => !known.has(a.itemCode));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      'errors.common.requestNotValid',
      unknown.map((a) => ({
        field: `answers.${a.itemCode}`,
        message: 'Not an item of this survey',
      })),
    );
  }
  return {
    ...record.describer.answers,
    ...Object.fromEntries(answers.map((a) => [a.itemCode, a.value])),
  };
}

async function openSurvey(context: ProfileContext, surveyCode: string): Promise<SurveyRecord> {
  const record = await loadSurvey(context, surveyCode);
  if (surveyStateOf(factsOf(record), context.now) !== 'open')
    throw new HttpError(409, SURVEY_UNAVAILABLE);
  return record;
}

/** `upsertBatch` with answers: saves progress; the survey resumes from it. */
export async function saveSurveyProgress(context: ProfileContext, progress: SurveyProgress) {
  const record = await openSurvey(context, progress.surveyCode);
  const answers = checkedAnswers(record, progress.answers);
  await saveDescriberProgress(context.db, record.describer.id, {
    answers: toJson(answers),
    ...(progress.comment !== undefined ? { comment: progress.comment } : {}),
    updated_at: context.now,
  });
  return {
    answeredCount: Object.keys(answers).length,
    itemCount: record.scales.flatMap((s) => s.itemCodes).length,
  };
}

/** `submitDescriberFeedback/{surveyCode}`: completes the survey; every item must be answered. */
export async function submitSurvey(
  context: ProfileContext,
  surveyCode: string,
  submit: SurveySubmit,
) {
  const record = await openSurvey(context, surveyCode);
  const answers = checkedAnswers(record, submit.answers);
  const missing = record.scales
    .flatMap((s) => s.itemCodes)
    .filter((code) => answers[code] === undefined);
  if (missing.length > 0) {
    throw new HttpError(
      400,
      'errors.describer.answerEveryStatement',
      missing.map((code) => ({ field: `answers.${code}`, message: 'Required' })),
    );
  }
  const completed = await completeDescriber(context.db, record.describer.id, {
    answers: toJson(answers),
    comment: submit.comment,
    completed_at: context.now,
    updated_at: context.now,
  });
  if (!completed) throw new HttpError(409, SURVEY_UNAVAILABLE);
  return { isComplete: true, participantId: record.participant.id };
}

/** `Decline/{describerId}/{key}`: the describer declines from the e-mail link (no sign-in). */
export async function declineSurvey(context: ProfileContext, describerId: string, key: string) {
  const describer = await findDescriberInBrand(context.db, context.brand, describerId);
  // The same answer for a wrong key as for an unknown id: nothing to learn by guessing.
  if (!describer || describer.decline_key !== key || describer.relationship === 'self') {
    throw notFound(SURVEY_NOT_FOUND);
  }
  if (describer.is_complete) throw new HttpError(409, SURVEY_UNAVAILABLE);
  await markDeclined(context.db, describer.id, context.now);
  return { declined: true };
}
