import { z } from 'zod';
import type { AppPage } from '../domain/app-config';
import { isSafeClass, isSafeColour, isSafeLength, isSafeStyle } from '../domain/page-style';
import { LOCALES } from '../i18n/locales';
import { zGuid } from './guid';
import { ZRichText } from './rich-text';

const style = z
  .string()
  .max(2_000)
  .refine(isSafeStyle, 'Only declarations of allowed properties with plain values.');
const colour = z.string().max(100).refine(isSafeColour, 'A colour: #rrggbb, a name or rgb().');

/**
 * A page text value: its text and presentation fields, each checked so that no value can load
 * anything, run script or leave its element (see domain/page-style); no other field.
 */
const content = {
  value: z.string().max(100_000).optional(),
  rich: ZRichText.optional(),
};

export const zPageTextValue = z.strictObject({
  ...content,
  languages: z.partialRecord(z.enum(LOCALES), z.strictObject(content)).optional(),
  imgWidth: z.string().max(20).refine(isSafeLength, 'A width such as 320px or 50%.').optional(),
  imgStyle: style.optional(),
  backgroundColor: colour.optional(),
  textColor: colour.optional(),
  class: z.string().max(500).refine(isSafeClass, 'Class names separated by spaces.').optional(),
  style: style.optional(),
});

const bannerText = z.string().max(5_000);

/** A page's banners: each with its text for every language and, per language, its own. */
export const zPageBanners = z
  .array(
    z.strictObject({
      text: bannerText,
      severity: z.enum(['info', 'success', 'warning', 'error']),
      languages: z.partialRecord(z.enum(LOCALES), bannerText).optional(),
    }),
  )
  .max(50);

/** The body of POST /api/apppage/upsert: one AppPage of the caller's brand. */
export const zAppPageInput = z.object({
  id: zGuid.optional(),
  name: z.string().trim().min(1).max(200),
  route: z.string().trim().max(500).default(''),
  text: z
    .array(z.object({ name: z.string().trim().min(1).max(200), value: zPageTextValue }))
    .max(2_000)
    .default([]),
  banners: zPageBanners.default([]),
});

export type AppPageInput = z.output<typeof zAppPageInput>;

/** A stored page of a brand, as the apppage area answers it. */
export type TAppPageRecord = AppPage & { id: string; createdAt: string; updatedAt: string };
