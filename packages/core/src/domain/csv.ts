/** The first characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet shows as text: a cell beginning with =, +, -, @, tab or carriage
 * return gets a leading apostrophe, as OWASP's CSV injection guidance asks. Every export (CSV
 * or Excel) writes its text cells through this.
 */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell: always quoted, inner quotes doubled; null and undefined are empty. Text is
 * neutralized (neutralizeCell); numbers, booleans and dates are written as they are, so a
 * negative number stays a number.
 */
export function csvValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    text = String(value);
  } else text = neutralizeCell(String(value));
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
