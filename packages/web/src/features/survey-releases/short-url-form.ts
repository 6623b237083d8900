import { ZSurveyShortUrlSave, type TSurveyShortUrlSave } from '@portal/core';

/** The short link form as typed: parameters one `name=value` a line, the rest as text. */
export type ShortUrlForm = {
  releaseId: string;
  params: string;
  maxUses: string;
  expiresAt: string;
};

export const EMPTY_SHORT_URL: ShortUrlForm = {
  releaseId: '',
  params: '',
  maxUses: '',
  expiresAt: '',
};

/** `name=value` lines as a map (blank lines skipped; a line without `=` is a name with no value). */
export function parseParams(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
  return Object.fromEntries(entries);
}

export const paramsText = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

/** The form checked by core's schema: the body to save, or the names of the bad fields. */
export function checkShortUrlForm(
  form: ShortUrlForm,
): { ok: true; save: TSurveyShortUrlSave } | { ok: false; fields: string[] } {
  const input = {
    releaseId: form.releaseId,
    params: parseParams(form.params),
    maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
    // The link works through the whole day chosen, in the browser's time zone.
    expiresAt: form.expiresAt ? new Date(`${form.expiresAt}T23:59:59`).toISOString() : null,
  };
  const result = ZSurveyShortUrlSave.safeParse(input);
  if (result.success) return { ok: true, save: result.data };
  return { ok: false, fields: [...new Set(result.error.issues.map((i) => String(i.path[0])))] };
}
