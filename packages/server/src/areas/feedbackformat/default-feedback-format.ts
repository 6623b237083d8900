import type { Kysely } from 'kysely';
import {
  BRAND_KEYS,
  BRANDS,
  DEFAULT_FEEDBACK_FORMAT_NAME,
  type BrandKey,
  type FeedbackFormatTexts,
  type LocaleCode,
} from '@portal/core';
import { toJson, type Database } from '../../db/schema';
import { DEFAULT_FEEDBACK_FORMAT_TEXTS } from './texts';

const fillPlan = (text: string, plan: string) => text.replaceAll('{{plan}}', plan);

function brandTexts(texts: FeedbackFormatTexts, plan: string): FeedbackFormatTexts {
  const section = (s: { title: string; text: string }) => ({
    title: fillPlan(s.title, plan),
    text: fillPlan(s.text, plan),
  });
  const { sections } = texts;
  return {
    header: fillPlan(texts.header, plan),
    sections: {
      introduction: section(sections.introduction),
      strengths: section(sections.strengths),
      constraints: section(sections.constraints),
      steps: section(sections.steps),
      encouragement: section(sections.encouragement),
    },
    acknowledgeText: fillPlan(texts.acknowledgeText, plan),
    completedText: fillPlan(texts.completedText, plan),
    unavailableText: fillPlan(texts.unavailableText, plan),
    errors: texts.errors,
  };
}

/** The built-in default format's texts of a brand, in every language (the brand's plan name). */
export function builtinFeedbackFormatTexts(
  brand: BrandKey,
): Record<LocaleCode, FeedbackFormatTexts> {
  const plan = BRANDS[brand].wording.plan;
  return Object.fromEntries(
    Object.entries(DEFAULT_FEEDBACK_FORMAT_TEXTS).map(([locale, texts]) => [
      locale,
      brandTexts(texts, plan),
    ]),
  ) as Record<LocaleCode, FeedbackFormatTexts>;
}

/**
 * Gives every brand version 1 of `traction_plan_checkup` as its default format. A brand that
 * has a default of that name (or its version 1) keeps what it has, so this runs at every start.
 */
export async function seedFeedbackFormats(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('checkup_feedback_format')
    .values(
      BRAND_KEYS.map((brand) => ({
        app_name: brand,
        name: DEFAULT_FEEDBACK_FORMAT_NAME,
        version: 1,
        is_default: true,
        texts: toJson(builtinFeedbackFormatTexts(brand)),
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
