/** One CSV cell: always quoted, inner quotes doubled; null and undefined are empty. */
export function csvValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else text = String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows to CSV text, lines ended by CRLF as RFC 4180 asks (spreadsheets read it everywhere). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvValue).join(',')).join('\r\n');
}

/**
 * A download name without special characters: letters, digits, spaces, dots, dashes and
 * underscores stay; runs of spaces collapse. 'download' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned === '' ? 'download' : cleaned;
}
