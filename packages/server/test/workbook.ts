import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx answer (a report's or a scorecard's download). */
export async function firstSheet(answer: { rawPayload: Buffer }): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
