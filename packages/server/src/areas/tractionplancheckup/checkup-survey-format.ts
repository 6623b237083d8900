import type { Kysely } from 'kysely';
import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  feedbackFormatTextsFor,
  fillFeedbackText,
  mapFeedbackFormatTexts,
  type BrandKey,
  type FeedbackFormatTexts,
  type LocaleCode,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { builtinFeedbackFormatTexts } from '../feedbackformat/default-feedback-format';
import { findDefaultFormat, findFormatVersion } from '../feedbackformat/feedbackformat.service';

export type SurveyFormat = {
  version: number;
  texts: Partial<Record<LocaleCode, FeedbackFormatTexts>>;
};

/** A checkup's `surveyVersion` (text) as a version number of the default format, if it is one. */
export function checkupFormatVersion(surveyVersion: string | null): number | null {
  return surveyVersion && /^\d{1,6}$/.test(surveyVersion) ? Number(surveyVersion) : null;
}

/**
 * The format a survey is worded by: the asked version of `traction_plan_checkup`, else its
 * default version, else the built-in texts (a brand whose formats were never seeded).
 */
export async function surveyFormat(
  db: Kysely<Database>,
  brand: BrandKey,
  version: number | null,
): Promise<SurveyFormat> {
  const asked =
    version === null
      ? undefined
      : await findFormatVersion(db, brand, DEFAULT_FEEDBACK_FORMAT_NAME, version);
  const row = asked ?? (await findDefaultFormat(db, brand, DEFAULT_FEEDBACK_FORMAT_NAME));
  return row
    ? { version: row.version, texts: row.texts }
    : { version: 1, texts: builtinFeedbackFormatTexts(brand) };
}

/** A format's texts in a language with the participant's name filled in. */
export function surveyTexts(
  format: SurveyFormat,
  locale: LocaleCode,
  participantName: string,
): FeedbackFormatTexts {
  const texts = feedbackFormatTextsFor(format.texts, locale) as FeedbackFormatTexts;
  return mapFeedbackFormatTexts(texts, (text) => fillFeedbackText(text, participantName));
}
