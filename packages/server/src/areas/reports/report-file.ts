import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizeCell, toCsv, type ReportColumn, type ReportExportFormat } from '@portal/core';
import { CONTENT_TYPES } from '../../documents/send-file';

/** A column of a download: its heading in the caller's language beside its kind. */
export type FileColumn<Row> = ReportColumn<Row> & { heading: string };

export type ReportFile = { body: Buffer; fileName: string; contentType: string };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's sheet names stop at 31 characters. */
const SHEET_NAME_MAX = 31;

/** A cell as the row holds it: numbers as numbers, dates (ISO text) as dates, text neutralized. */
function cellOf<Row>(row: Row, column: ReportColumn<Row>): string | number | Date | null {
  const value = row[column.key] as unknown;
  if (value === null || value === undefined) return null;
  if (column.kind === 'number') return Number(value);
  if (column.kind === 'date') return new Date(String(value));
  return neutralizeCell(String(value));
}

function csvFile<Row>(columns: readonly FileColumn<Row>[], rows: readonly Row[]): Buffer {
  const lines = [
    columns.map((c) => c.heading),
    ...rows.map((r) => columns.map((c) => cellOf(r, c))),
  ];
  // A byte-order mark makes Excel read the file as UTF-8.
  return Buffer.from(`\uFEFF${toCsv(lines)}\r\n`);
}

/**
 * A real workbook: typed cells, a bold header row, frozen so it stays while scrolling. Written
 * row by row with exceljs's streaming writer, so a large report is never held as a workbook in
 * memory (docs/benchmarks.md, "Reports").
 */
async function xlsxFile<Row>(
  title: string,
  columns: readonly FileColumn<Row>[],
  rows: readonly Row[],
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
    key: c.key,
    width: Math.max(12, c.heading.length + 2),
    ...(c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(columns.map((c) => cellOf(row, c))).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A report's rows as the download asked for. */
export async function reportFile<Row>(
  format: ReportExportFormat,
  names: { file: string; sheet: string },
  columns: readonly FileColumn<Row>[],
  rows: readonly Row[],
): Promise<ReportFile> {
  const fileName = `${names.file}.${format}`;
  return format === 'xlsx'
    ? { body: await xlsxFile(names.sheet, columns, rows), fileName, contentType: XLSX_TYPE }
    : { body: csvFile(columns, rows), fileName, contentType: CONTENT_TYPES.csv };
}
