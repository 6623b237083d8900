import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizeCell, toCsv, type ReportExportFormat } from '@portal/core';
import { CONTENT_TYPES } from './send-file';

/**
 * A table as a download: a real Excel workbook or a CSV (the reports, the Excel scorecard).
 * Every text cell is neutralized, so a value starting like a formula stays text.
 */

/** A column of a download: its heading in the reader's language and the kind of its cells. */
export type TableColumn = { heading: string; kind: 'text' | 'number' | 'date' };

/** A cell as the table holds it: text, a number, an instant, or empty. */
export type TableCell = string | number | Date | null;

export type TableFile = { body: Buffer; fileName: string; contentType: string };

/** Told the rows written so far, every PROGRESS_EVERY rows and at the end. */
export type TableProgress = (written: number) => Promise<void>;

/**
 * How many rows are written between two progress calls, and between two turns given back to the
 * event loop, so a long workbook does not hold up the server's other requests.
 */
export const PROGRESS_EVERY = 1_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type of a table file of the format. */
export const tableContentType = (format: ReportExportFormat) =>
  format === 'xlsx' ? XLSX_TYPE : CONTENT_TYPES.csv;
/** Excel's sheet names stop at 31 characters. */
const SHEET_NAME_MAX = 31;

const safe = (cell: TableCell) => (typeof cell === 'string' ? neutralizeCell(cell) : cell);

function csvFile(columns: readonly TableColumn[], lines: readonly TableCell[][]): Buffer {
  const table = [columns.map((c) => c.heading), ...lines];
  // toCsv neutralizes the text cells; a byte-order mark makes Excel read the file as UTF-8.
  return Buffer.from(`\uFEFF${toCsv(table)}\r\n`);
}

/**
 * A real workbook: typed cells, a bold header row, frozen so it stays while scrolling. Written
 * row by row with exceljs's streaming writer, so a large report is never held as a workbook in
 * memory (docs/benchmarks.md, "Reports").
 */
async function xlsxFile(
  title: string,
  columns: readonly TableColumn[],
  lines: readonly TableCell[][],
  progress?: TableProgress,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(title.slice(0, SHEET_NAME_MAX), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.heading,
    width: Math.max(12, c.heading.length + 2),
    ...(c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const [index, line] of lines.entries()) {
    sheet.addRow(line.map(safe)).commit();
    if ((index + 1) % PROGRESS_EVERY === 0) await (progress ? progress(index + 1) : nextTurn());
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * The table as the download asked for, named `<file>.<format>` (the sheet after `sheet`);
 * `progress` hears how far the writing is.
 */
export async function tableFile(
  format: ReportExportFormat,
  names: { file: string; sheet: string },
  columns: readonly TableColumn[],
  lines: readonly TableCell[][],
  progress?: TableProgress,
): Promise<TableFile> {
  const fileName = `${names.file}.${format}`;
  const body =
    format === 'xlsx'
      ? await xlsxFile(names.sheet, columns, lines, progress)
      : csvFile(columns, lines);
  await progress?.(lines.length);
  return { body, fileName, contentType: tableContentType(format) };
}
