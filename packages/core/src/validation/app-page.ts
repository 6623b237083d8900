import { z } from 'zod';
import type { AppPage } from '../domain/app-config';
import { zGuid } from './guid';

/** A page text value: the known presentation fields, and any others an editor sets. */
const zPageTextValue = z.looseObject({
  value: z.string().max(100_000).optional(),
  imgWidth: z.string().max(100).optional(),
  imgStyle: z.string().max(2_000).optional(),
  backgroundColor: z.string().max(100).optional(),
  textColor: z.string().max(100).optional(),
  class: z.string().max(500).optional(),
  style: z.string().max(2_000).optional(),
});

/** The body of POST /api/apppage/upsert: one AppPage of the caller's brand. */
export const zAppPageInput = z.object({
  id: zGuid.optional(),
  name: z.string().trim().min(1).max(200),
  route: z.string().trim().max(500).default(''),
  text: z
    .array(z.object({ name: z.string().trim().min(1).max(200), value: zPageTextValue }))
    .max(2_000)
    .default([]),
  banners: z
    .array(
      z.object({
        text: z.string().max(5_000),
        severity: z.enum(['info', 'success', 'warning', 'error']),
      }),
    )
    .max(50)
    .default([]),
});

export type AppPageInput = z.output<typeof zAppPageInput>;

/** A stored page of a brand, as the apppage area answers it. */
export type TAppPageRecord = AppPage & { id: string; createdAt: string; updatedAt: string };
