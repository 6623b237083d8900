import type { FastifyReply } from 'fastify';
import { cleanFileName } from '@portal/core';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
} as const;

/**
 * `attachment` (or `inline`, shown in the page) with the cleaned name twice (RFC 6266): a plain
 * ASCII `filename` for old clients and the UTF-8 `filename*` the web app reads first.
 */
export function contentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const clean = cleanFileName(fileName);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * Answers a file a person uploaded: always a download (never rendered by the browser as the
 * portal's page, whatever type it claims), not sniffed, and sandboxed should it be opened.
 */
export function sendUploadedFile(
  reply: FastifyReply,
  file: { data: Uint8Array; fileName: string; contentType?: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.data));
}

/** Answers a file download: its type, its name, no caching (documents hold personal data). */
export function sendFile(
  reply: FastifyReply,
  file: { body: Buffer; fileName: string; contentType: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
