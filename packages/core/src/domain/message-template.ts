import { formatDate } from '../i18n/format';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { formatReleaseDate, formatShortDate, toDate } from './dates';
import { escapeHtml } from './text';

/**
 * How a placeholder's value is written: `{{name}}` as given, `{{name|date}}` as MM/DD/YY (the
 * date format of e-mails), `{{name|releaseDate}}` as MM-DD-YYYY (the report release message).
 * Those two are the spec's, in en-us; a template in another language writes both dates as its
 * language's short date (26.11.2026). `{{name|choices}}` is a question with a link per answer
 * (`TemplateChoices`, a survey's one-click answers): in HTML the question and a row of links,
 * in text a line per answer; nothing when there are no answers.
 */
export const TEMPLATE_FORMATS = ['text', 'date', 'releaseDate', 'choices'] as const;

/** The value of a `choices` placeholder. */
export type TemplateChoices = { prompt: string; choices: { label: string; href: string }[] };

const CHOICE_STYLE =
  'display:inline-block;margin:0 6px 6px 0;padding:8px 14px;border:1px solid #6b7280;border-radius:4px;text-decoration:none';

const isChoices = (value: unknown): value is TemplateChoices =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TemplateChoices).prompt === 'string' &&
  Array.isArray((value as TemplateChoices).choices) &&
  (value as TemplateChoices).choices.every(
    (choice) =>
      typeof choice?.label === 'string' &&
      typeof choice.href === 'string' &&
      /^https?:\/\//.test(choice.href),
  );

/** A `choices` value written out: HTML (each text escaped) or plain text. */
function writeChoices({ prompt, choices }: TemplateChoices, html: boolean): string {
  if (choices.length === 0) return '';
  if (!html) return [prompt, ...choices.map((c) => `${c.label}: ${c.href}`)].join('\n');
  const links = choices.map(
    (c) => `<a href="${escapeHtml(c.href)}" style="${CHOICE_STYLE}">${escapeHtml(c.label)}</a>`,
  );
  return `<p>${escapeHtml(prompt)}</p>\n<p>${links.join(' ')}</p>`;
}
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

export type TemplatePlaceholder = { name: string; format: TemplateFormat };

/** The texts of a message template that placeholders may appear in. */
export type TemplateTexts = {
  subject: string;
  bodyHtml: string;
  bodyText: string;
  smsText: string;
};

/** Placeholders every message gets without the caller giving them. */
export const AUTOMATIC_PLACEHOLDERS = ['brandName', 'brandColor'] as const;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|\s*([A-Za-z]+)\s*)?\}\}/g;

const isFormat = (text: string): text is TemplateFormat =>
  (TEMPLATE_FORMATS as readonly string[]).includes(text);

/** A `{{...}}` whose format is not one of TEMPLATE_FORMATS, as written; none when all are known. */
export function unknownFormats(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter((match) => match[2] !== undefined && !isFormat(match[2]))
    .map((match) => match[0]);
}

/** The distinct placeholders of the texts, in order of first appearance. */
export function templatePlaceholders(texts: Partial<TemplateTexts>): TemplatePlaceholder[] {
  const seen = new Map<string, TemplatePlaceholder>();
  for (const text of [texts.subject, texts.bodyHtml, texts.bodyText, texts.smsText]) {
    for (const match of (text ?? '').matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      const format = match[2] && isFormat(match[2]) ? match[2] : 'text';
      const key = `${name}|${format}`;
      if (!seen.has(key)) seen.set(key, { name, format });
    }
  }
  return [...seen.values()];
}

export type TemplateDataError = { field: string; message: string };

function formatValue(
  value: unknown,
  format: TemplateFormat,
  locale: string,
): { text: string } | { error: string } {
  if (value === null || value === undefined) return { error: 'has no value' };
  if (format === 'choices') {
    return isChoices(value)
      ? { text: JSON.stringify(value) }
      : { error: 'must be a question with links to its answers' };
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    return { error: 'must be text, a number, true or false, or a date' };
  }
  if (format === 'text') {
    return { text: value instanceof Date ? value.toISOString() : String(value) };
  }
  const date =
    typeof value === 'string' || typeof value === 'number' || value instanceof Date
      ? toDate(value)
      : null;
  if (!date) return { error: 'is not a date' };
  if (locale !== DEFAULT_LOCALE) return { text: formatDate(date, locale, { length: 'short' }) };
  return { text: format === 'date' ? formatShortDate(date) : formatReleaseDate(date) };
}

/** A filled placeholder's text, by `name|format`. */
export type FilledValues = ReadonlyMap<string, string>;

/**
 * Checks the data against the placeholders and writes each value in its format. Every problem
 * is reported (a missing value, a value that is not a date where a date is asked for), so the
 * caller can refuse the whole message.
 */
export function fillTemplateData(
  placeholders: readonly TemplatePlaceholder[],
  data: Readonly<Record<string, unknown>>,
  locale: string = DEFAULT_LOCALE,
): { values: FilledValues; errors: TemplateDataError[] } {
  const values = new Map<string, string>();
  const errors: TemplateDataError[] = [];
  for (const { name, format } of placeholders) {
    const value = Object.hasOwn(data, name) ? data[name] : undefined;
    const result = formatValue(value, format, locale);
    if ('text' in result) values.set(`${name}|${format}`, result.text);
    else errors.push({ field: `templateData.${name}`, message: `{{${name}}} ${result.error}` });
  }
  return { values, errors };
}

/** The text with each placeholder replaced; `escape` makes the values safe for HTML. */
export function fillPlaceholders(text: string, values: FilledValues, escape = false): string {
  return text.replace(PLACEHOLDER, (whole, name: string, format?: string) => {
    const value = values.get(`${name}|${format ?? 'text'}`);
    if (value === undefined) return whole;
    if (format === 'choices') return writeChoices(JSON.parse(value) as TemplateChoices, escape);
    return escape ? escapeHtml(value) : value;
  });
}

/**
 * Data that fills every placeholder for a preview: the sample date for the date formats, the
 * placeholder's name in brackets for the others, so a reader sees where each value goes.
 */
export function sampleTemplateData(
  placeholders: readonly TemplatePlaceholder[],
  today: Date,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { name, format } of placeholders) {
    const sample: TemplateChoices = {
      prompt: `[${name}]`,
      choices: ['1', '2', '3'].map((label) => ({ label, href: 'https://example.com/' })),
    };
    if (format === 'choices') data[name] = sample;
    // A name used both as text and as a date gets the date, which reads in both.
    else if (format !== 'text') data[name] = today.toISOString();
    else data[name] ??= `[${name}]`;
  }
  return data;
}
