import type { Brand } from '../brands/types';
import {
  fillPlaceholders,
  fillTemplateData,
  templatePlaceholders,
  type TemplateDataError,
  type TemplateTexts,
} from './message-template';
import { escapeHtml } from './text';

/** A template as rendering needs it. */
export type RenderableTemplate = TemplateTexts & { transactional: boolean; locale: string };

export type RenderContext = {
  brand: Brand;
  /** The unsubscribe link of a non-transactional message, and its label in the template's language. */
  unsubscribe: { url: string; label: string } | null;
};

export type RenderedMessage = {
  subject: string;
  bodyText: string;
  /** The whole HTML document: the brand's layout around the template's HTML body. */
  bodyHtml: string;
  smsText: string;
};

export type RenderResult =
  { ok: true; message: RenderedMessage } | { ok: false; errors: TemplateDataError[] };

/**
 * The unsubscribe link's path, in the spec's route shape
 * `/unsubscriberg/{unsubResult}/{rgName}/{rgId}/{uaId}/{userConfirmed}/{messageType?}`: a request
 * (not yet confirmed) to stop one kind of message (a template: its code and language; a resource
 * group: its name and id) for a user account ('none' when the message names none). The token the
 * server issued for the recipient is what opens it (see docs/decisions.md); a preview has none.
 */
export function unsubscribePath(link: {
  name: string;
  id: string;
  userAccountId?: string | null | undefined;
  messageType: number;
  token?: string;
}): string {
  const parts = [
    'request',
    link.name,
    link.id,
    link.userAccountId ?? 'none',
    'false',
    String(link.messageType),
  ];
  const path = `/unsubscriberg/${parts.map(encodeURIComponent).join('/')}`;
  return link.token ? `${path}?token=${link.token}` : path;
}

const logoSource = (brand: Brand) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brand.logoSvg)}`;

/** Plain text as HTML paragraphs (a template without an HTML body). */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

function footerHtml(brand: Brand, context: RenderContext): string {
  if (!context.unsubscribe) return '';
  const { url, label } = context.unsubscribe;
  return (
    `<tr><td style="padding:16px 24px;font-size:12px;color:${brand.theme.text};border-top:1px solid #dddddd">` +
    `${escapeHtml(brand.displayName)} &middot; <a href="${escapeHtml(url)}" style="color:${brand.theme.primary}">${escapeHtml(label)}</a>` +
    `</td></tr>`
  );
}

/**
 * The brand's e-mail layout: its logo on a light header with a band of its primary colour, the
 * body on its surface colour, and the unsubscribe footer when the message is not transactional.
 * Table-based with inline styles, since mail clients ignore style sheets.
 */
export function emailLayout(
  brand: Brand,
  parts: { subject: string; bodyHtml: string; locale: string },
  context: RenderContext,
): string {
  const { theme } = brand;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${theme.background};font-family:Arial,Helvetica,sans-serif">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${theme.background}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:${theme.surface};border-top:6px solid ${theme.primary}">`,
    `<tr><td style="padding:16px 24px;background:#ffffff"><img src="${logoSource(brand)}" alt="${escapeHtml(brand.displayName)}" height="40" style="display:block;height:40px;border:0"></td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${theme.text}">`,
    parts.bodyHtml,
    '</td></tr>',
    footerHtml(brand, context),
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/**
 * Fills a template with data and lays it out for the brand. Every placeholder must have a value
 * (`brandName` and `brandColor` are given); values are escaped in the HTML body and written as they are in the
 * subject and the text bodies. A line break in the subject becomes a space.
 */
export function renderMessageTemplate(
  template: RenderableTemplate,
  data: Readonly<Record<string, unknown>>,
  context: RenderContext,
): RenderResult {
  const { brand } = context;
  // Transactional messages (a reset link, a sign-in code) carry no unsubscribe link.
  const laidOut = template.transactional ? { ...context, unsubscribe: null } : context;
  const placeholders = templatePlaceholders(template);
  const { values, errors } = fillTemplateData(
    placeholders,
    { ...data, brandName: brand.displayName, brandColor: brand.theme.primary },
    template.locale,
  );
  if (errors.length > 0) return { ok: false, errors };
  const subject = fillPlaceholders(template.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const text = fillPlaceholders(template.bodyText, values);
  const body = template.bodyHtml.trim()
    ? fillPlaceholders(template.bodyHtml, values, true)
    : textToHtml(text);
  const footer = laidOut.unsubscribe
    ? `\n\n${laidOut.unsubscribe.label}: ${laidOut.unsubscribe.url}`
    : '';
  return {
    ok: true,
    message: {
      subject,
      bodyText: `${text}${footer}`,
      bodyHtml: emailLayout(brand, { subject, bodyHtml: body, locale: template.locale }, laidOut),
      smsText: fillPlaceholders(template.smsText, values),
    },
  };
}
