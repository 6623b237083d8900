import { escapeHtml } from './text';

/** The placeholders an account certificate template may use, as `{{name}}`. */
export const CERTIFICATE_PLACEHOLDERS = [
  'accountName',
  'awardName',
  'achievementType',
  'awardedDate',
  'schoolYear',
  'description',
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];

/**
 * Fills `{{placeholder}}` marks of a template with HTML-escaped values, so an account or award
 * name can never add markup. Unknown marks are left as they are (a template typo shows).
 */
export function fillCertificateTemplate(
  html: string,
  values: Readonly<Record<CertificatePlaceholder, string>>,
): string {
  return html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as CertificatePlaceholder]) : mark,
  );
}
