import type { Kysely } from 'kysely';
import type {
  LocaleCode,
  ReportColumn,
  ReportExportFormat,
  ReportName,
  TReportFilters,
} from '@portal/core';
import type { Database } from '../../db/schema';
import {
  tableFile,
  type TableCell,
  type TableFile,
  type TableProgress,
} from '../../documents/table-file';
import { catalogIn } from '../../shared/catalogs';
import {
  campusSummary,
  campusesOverview,
  districtsOverview,
  strategistsOverview,
} from './account-overviews.service';
import { clientCkh } from './client-reports.service';
import {
  checkupAudit,
  emailMessages,
  implementation,
  profileAudit,
  reportRows,
  type ReportSource,
} from './reports.service';
import type { ReportScope } from './reports.store';

/** A report's download: every row for the filters, headed in the reader's language. */

/** The file name of each report's download (before `.csv` or `.xlsx`). */
export const FILE_NAMES: Record<ReportName, string> = {
  profileAudit: 'profile-audit',
  checkupAudit: 'checkup-audit',
  implementation: 'implementation',
  emailMessageCharts: 'email-messages',
  campusSummary: 'campus-summary',
  premiumCampusesOverview: 'premium-campuses',
  premiumDistrictsOverview: 'premium-districts',
  premiumStrategistsOverview: 'premium-strategists',
  clientEducation: 'education-results',
  clientCkh: 'ckh-events',
};

export type ReportFileInput = {
  db: Kysely<Database>;
  name: ReportName;
  /** The accounts it covers; null: none (an empty file). */
  scope: ReportScope | null;
  filters: TReportFilters;
  format: ReportExportFormat;
  language: LocaleCode | undefined;
  /** Told how many rows the file will hold, once they are read. */
  onTotal?: (total: number) => Promise<void>;
  /** Told how many rows are written, as the writing goes. */
  progress?: TableProgress;
};

/** A row's cell as its column's kind: a number, an instant (from its ISO text), else text. */
function cellOf<Row>(row: Row, column: ReportColumn<Row>): TableCell {
  const value = row[column.key] as unknown;
  if (value === null || value === undefined) return null;
  if (column.kind === 'number') return Number(value);
  if (column.kind === 'date') return new Date(String(value));
  return String(value);
}

async function reportFile<Row>(
  source: ReportSource<Row>,
  input: ReportFileInput,
): Promise<TableFile> {
  const rows = await reportRows(input.db, source, input.scope, input.filters);
  await input.onTotal?.(rows.length);
  const catalog = catalogIn(input.language);
  const columns = source.columns.map((c) => ({
    kind: c.kind,
    heading: catalog.reports.column[c.key],
  }));
  const lines = rows.map((row) => source.columns.map((c) => cellOf(row, c)));
  const names = {
    file: FILE_NAMES[input.name],
    sheet: catalog.eventsPeople.reports.page[input.name],
  };
  return tableFile(input.format, names, columns, lines, input.progress);
}

const fileOf =
  <Row>(source: ReportSource<Row>) =>
  (input: ReportFileInput) =>
    reportFile(source, input);

/** Each report's download by its name: the screen's download and background exports write it. */
export const REPORT_FILES: Record<ReportName, (input: ReportFileInput) => Promise<TableFile>> = {
  profileAudit: fileOf(profileAudit),
  checkupAudit: fileOf(checkupAudit),
  implementation: fileOf(implementation),
  emailMessageCharts: fileOf(emailMessages),
  campusSummary: fileOf(campusSummary),
  premiumCampusesOverview: fileOf(campusesOverview),
  premiumDistrictsOverview: fileOf(districtsOverview),
  premiumStrategistsOverview: fileOf(strategistsOverview),
  clientEducation: fileOf(campusSummary),
  clientCkh: fileOf(clientCkh),
};
