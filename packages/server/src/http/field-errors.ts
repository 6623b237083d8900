import { z } from 'zod';
import type { LocaleCode } from '@portal/core/i18n';

/** One invalid field of a 400 answer, as the server names it (`emails.0.address`). */
export type FieldError = { field: string; message: string };

/** A field error found by a schema: its zod issue, so it can be said in the caller's language. */
export type SchemaFieldError = FieldError & { issue: z.core.$ZodIssue };

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

/** zod's own messages in the portal's languages (a regional variant reads its base's). */
const ZOD_LOCALES: Readonly<Record<LocaleCode, ZodLocale>> = {
  de: z.locales.de,
  'en-gb': z.locales.en,
  'en-us': z.locales.en,
  es: z.locales.es,
  'es-419': z.locales.es,
  fr: z.locales.fr,
  it: z.locales.it,
  pl: z.locales.pl,
  pt: z.locales.pt,
  'pt-br': z.locales.pt,
};

const say = (locale: ZodLocale, issue: z.core.$ZodIssue): string | undefined => {
  const said = locale().localeError(issue as z.core.$ZodRawIssue);
  return typeof said === 'string' ? said : (said?.message ?? undefined);
};

/** The field errors of a schema said from a list of zod issues (each in English, as zod says it). */
export const fieldErrorsOf = (issues: readonly z.core.$ZodIssue[]): SchemaFieldError[] =>
  issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
    issue,
  }));

/**
 * The field errors as the answer carries them, in `language`: zod's own messages are translated;
 * a schema's own words (a refinement's message) stay as written, and the issue's input, kept for
 * the translation, never leaves the server.
 */
export function fieldErrorsIn(errors: readonly FieldError[], language: LocaleCode): FieldError[] {
  return errors.map((error) => {
    const issue = 'issue' in error ? (error as SchemaFieldError).issue : undefined;
    const own = issue && say(z.locales.en, issue) === issue.message;
    const message = own ? (say(ZOD_LOCALES[language], issue) ?? error.message) : error.message;
    return { field: error.field, message };
  });
}
