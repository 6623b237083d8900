import type { Generated } from 'kysely';
import type { FeedbackFormatTexts, LocaleCode } from '@portal/core';
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
