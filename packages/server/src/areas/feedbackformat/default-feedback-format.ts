import type { Kysely } from 'kysely';
import {
  BRAND_KEYS,
  BRANDS,
  mapFeedbackFormatTexts,
  type BrandKey,
  type FeedbackFormatTexts,
  type LocaleCode,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { insertMissingDefaultFormats } from './feedbackformat.store';
import { DEFAULT_FEEDBACK_FORMAT_TEXTS } from './texts';

/** The built-in default format's texts of a brand, in every language (the brand's plan name). */
export function builtinFeedbackFormatTexts(
  brand: BrandKey,
): Record<LocaleCode, FeedbackFormatTexts> {
  const plan = BRANDS[brand].wording.plan;
  return Object.fromEntries(
    Object.entries(DEFAULT_FEEDBACK_FORMAT_TEXTS).map(([locale, texts]) => [
      locale,
      mapFeedbackFormatTexts(texts, (text) => text.replaceAll('{{plan}}', plan)),
    ]),
  ) as Record<LocaleCode, FeedbackFormatTexts>;
}

/**
 * Gives every brand version 1 of `traction_plan_checkup` as its default format. A brand that
 * has a default of that name (or its version 1) keeps what it has, so this runs at every start.
 */
export async function seedFeedbackFormats(db: Kysely<Database>): Promise<void> {
  await insertMissingDefaultFormats(
    db,
    BRAND_KEYS.map((brand) => ({ brand, texts: builtinFeedbackFormatTexts(brand) })),
    new Date(),
  );
}
