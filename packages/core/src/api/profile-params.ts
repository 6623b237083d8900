import { z } from 'zod';
import { BRAND_KEYS } from '../brands/types';
import { LOCALES } from '../i18n/locales';
import { zGuid } from '../validation/guid';

// The path and query parameters shared by the 360 areas (participant, describer, report,
// insights, attachments).

/** `:a/:b`: two GUIDs (a participant and a describer, a report and a format, ...). */
export const zGuidPairParams = z.object({ a: zGuid, b: zGuid });

/** A brand key in any case: the brand a developer's hand-started run is for. */
export const zBrandKeyParam = z.string().trim().toLowerCase().pipe(z.enum(BRAND_KEYS));

/** `:x`, the brand of a notification run. */
export const zBrandParams = z.object({ x: zBrandKeyParam });

/**
 * `?locale=`: the language of instrument texts in the answer. One not known falls back to
 * en-us rather than failing, as the report links of old e-mails may carry anything.
 */
export const zLocaleQuery = z.object({ locale: z.enum(LOCALES).optional().catch(undefined) });

/** A report code: 43 random base64url characters. */
export const zReportCode = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A report addressed by its id or by its code. */
export const zReportRef = z.union([zGuid, zReportCode]);

/**
 * The trailing `:x` of the variants the spec lists with one more segment (a language, a
 * landscape flag): accepted and not read.
 */
export const zIgnoredSegment = z.string().max(100);

/** Team members by query (`userAccountIds=a,b,c`) until groups exist (see decisions). */
export const zMembersQuery = z.object({
  userAccountIds: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .pipe(z.array(zGuid).max(5000)),
});

/** 'true' or 'false' in a path or query; absent is false. */
export const zTrueFalse = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
