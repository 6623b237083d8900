import {
  CHECKUP_RATINGS,
  EXPORT_FORMAT_FEATURES,
  cleanFileName,
  scorecardColumns,
  scorecardLines,
  type LocaleCode,
  type ReportExportFormat,
} from '@portal/core';
import { tableFile, type TableFile } from '../../documents/table-file';
import { catalogIn } from '../../shared/catalogs';
import type { EventContext } from '../event/event-context';
import { requireFeatures } from '../webconfig/webconfig.service';
import { reportData } from './checkup-report.service';

/**
 * GetScorecardFile/{checkupParticipantId}: the report's scorecard (every rated step, then the
 * whole checkup) as a workbook with number cells, or a CSV (where the brand has `csvExport`
 * on), in the reader's language; readable by whoever may read the report.
 */
export async function scorecardFile(
  ctx: EventContext,
  id: string,
  format: ReportExportFormat,
  language: LocaleCode | undefined,
): Promise<TableFile> {
  await requireFeatures(ctx, ...EXPORT_FORMAT_FEATURES[format]);
  const report = await reportData(ctx, id);
  const catalog = catalogIn(language);
  const excel = catalog.checkup.excel;
  const headings = {
    constraint: excel.constraint,
    step: excel.step,
    ratings: CHECKUP_RATINGS.map((rating) => catalog.checkup.ratings[rating]),
    notApplicable: excel.notApplicable,
    rated: excel.rated,
    average: excel.average,
    overall: excel.overall,
  };
  const name = `${report.participantFirstName} ${report.participantLastName} ${report.eventName}`;
  return tableFile(
    format,
    { file: cleanFileName(name), sheet: catalog.route.excelCheckup },
    scorecardColumns(headings),
    scorecardLines(report, headings.overall),
  );
}
