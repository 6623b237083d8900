import type { Generated } from 'kysely';
import type {
  CheckupFeedbackAnswers,
  FeedbackFormatTexts,
  InteractionFrequency,
  LocaleCode,
} from '@portal/core';
import type { Json, Timestamps } from './schema';

/** The tables of checkup feedback (migration 0016); listed in `Database` (schema.ts). */

/** One version of a named feedback format of a brand; one default version per name. */
export type CheckupFeedbackFormatTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  version: number;
  is_default: boolean;
  texts: Json<Partial<Record<LocaleCode, FeedbackFormatTexts>>>;
};

/** A partner's answers to one feedback request (one row per request, never two). */
export type CheckupFeedbackResponseTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  request_id: string;
  checkup_participant_id: string;
  survey_version: number;
  interaction_frequency: InteractionFrequency;
  /** The whole submission as checked (core's CheckupFeedbackAnswers). */
  answers: Json<CheckupFeedbackAnswers>;
};
