import { z } from 'zod';
import type { LocaleCode } from '../i18n/locales';

/** The header that carries a print key to the print-data endpoints. */
export const PRINT_KEY_HEADER = 'print-key';

/** How long a print key opens its print view unless its issuer says otherwise. */
export const PRINT_KEY_TTL_SECONDS = 300;

/**
 * The report-rendered marker: `document.documentElement.dataset[REPORT_RENDERED_DATA_KEY]` is
 * `'true'` once a print view has drawn its data and the page has been quiet for
 * REPORT_RENDERED_QUIET_MS; the PDF renderer waits for it.
 */
export const REPORT_RENDERED_DATA_KEY = 'reportRendered';

/**
 * The event (a `CustomEvent` whose detail is a web path) by which the PDF renderer asks a print
 * view's running app for its next document; the print layout cancels it to say it moves there.
 */
export const NEXT_PRINT_DOCUMENT_EVENT = 'portal:next-print-document';

/** A print scope names what a key opens (tractionplan, checkupReport...): a short identifier. */
export const zPrintScope = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,39}$/);

/** Paper of a PDF: Letter where the brand's language is American English, else A4. */
export function paperFormatOf(locale: LocaleCode): 'Letter' | 'A4' {
  return locale === 'en-us' || locale === 'es-419' ? 'Letter' : 'A4';
}

export const PDF_BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const zPdfBatchStatus = z.enum(PDF_BATCH_STATUSES);
export type PdfBatchStatus = z.infer<typeof zPdfBatchStatus>;

/** What the generic batch status endpoint answers (and what the hub pushes as progress). */
export const zPdfBatch = z.object({
  id: z.string(),
  kind: z.string(),
  status: zPdfBatchStatus,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** When the zip is deleted (ISO time). */
  expiresAt: z.string(),
});
export type PdfBatch = z.infer<typeof zPdfBatch>;

/** `:id` of a PDF batch (its status, its zip). */
export const zPdfBatchParams = z.object({ id: z.string().min(1).max(100) });

/** The hub event that pushes a batch's progress to the person who started it. */
export const PDF_BATCH_PROGRESS_EVENT = 'PdfBatchProgress';
