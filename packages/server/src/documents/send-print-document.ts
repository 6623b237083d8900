import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { issuePrintKey, renderPdf, renderScreenshotsZip } from './documents';
import { CONTENT_TYPES, sendFile } from './send-file';

/** The spec's query of PDF calls: `outputScreenshot` asks for a zip of PNG pages instead. */
export const zPrintDocumentQuery = z.object({
  outputScreenshot: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  baseFilename: z.string().trim().max(200).optional(),
});

export type PrintDocument = {
  /** What the print key opens (the print-data endpoints check the same scope and subject). */
  scope: string;
  subjectId: string;
  /** The print view's web path, given the fresh print key: (key) => `/print/tractionplan/${key}/${code}`. */
  path: (printKey: string) => string;
  /** The download's name without extension (`baseFilename` of the query wins). */
  baseFileName: string;
  landscape?: boolean;
};

/**
 * Answers a feature's PDF call (getpdf, getReportpdf...) after its own access checks: renders the
 * print view with a fresh print key, as a PDF, or as a zip of PNG pages when the query asks
 * `outputScreenshot=true`.
 */
export async function sendPrintDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: PrintDocument,
): Promise<FastifyReply> {
  const query = parseInput(zPrintDocumentQuery, request.query ?? {});
  const { brand } = request;
  const key = issuePrintKey(request.server, {
    brand,
    scope: document.scope,
    subjectId: document.subjectId,
  });
  const page = {
    brand,
    locale: requestLanguage(request),
    path: document.path(key),
    landscape: document.landscape ?? false,
  };
  const baseFileName = query.baseFilename || document.baseFileName;
  if (query.outputScreenshot) {
    const body = await renderScreenshotsZip(request.server, { ...page, baseFileName });
    return sendFile(reply, {
      body,
      fileName: `${baseFileName}.zip`,
      contentType: CONTENT_TYPES.zip,
    });
  }
  const body = await renderPdf(request.server, page);
  return sendFile(reply, { body, fileName: `${baseFileName}.pdf`, contentType: CONTENT_TYPES.pdf });
}
