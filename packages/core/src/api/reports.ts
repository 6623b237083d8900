import { REPORT_VIEWERS } from '../access/roles';
import type { PagedResult } from '../validation/paging';
import { zCetDashboardQuery, type TCetDashboard } from '../validation/cet-dashboard';
import { zIdParams } from './params';
import {
  zReportExportQuery,
  zReportExportStart,
  zReportPageQuery,
  zReportScopeOptionsQuery,
  type TReportExport,
  type TCheckupAuditRow,
  type TEmailMessagesRow,
  type TImplementationRow,
  type TProfileAuditRow,
  type TReportScopeOptions,
} from '../validation/reports';
import type {
  TCampusOverviewRow,
  TCampusSummaryRow,
  TDistrictOverviewRow,
  TStrategistOverviewRow,
} from '../validation/account-overviews';
import { endpoint, file, json } from './endpoint';

const base = '/api/reports';

/** A report's page and its download (`.../Export?format=csv|xlsx`, the same filters). */
const report = <Row>(action: string, what: string, typeName: string) => ({
  page: endpoint({
    method: 'GET',
    path: `${base}/${action}`,
    access: REPORT_VIEWERS,
    summary: `A page of the ${what}, over the accounts the caller may see.`,
    query: zReportPageQuery,
    answer: json<PagedResult<Row>>(`PagedResult<${typeName}>`),
  }),
  export: endpoint({
    method: 'GET',
    path: `${base}/${action}/Export`,
    access: REPORT_VIEWERS,
    summary: `Every row of the ${what} for the filters, as CSV or Excel (format=csv|xlsx).`,
    query: zReportExportQuery,
    answer: file,
  }),
});

const profileAudit = report<TProfileAuditRow>('ProfileAudit', 'profile audit', 'TProfileAuditRow');
const checkupAudit = report<TCheckupAuditRow>('CheckupAudit', 'checkup audit', 'TCheckupAuditRow');
const implementation = report<TImplementationRow>(
  'Implementation',
  'implementation report',
  'TImplementationRow',
);

const emailMessages = report<TEmailMessagesRow>(
  'EmailMessages',
  'e-mail message charts',
  'TEmailMessagesRow',
);

const campusSummary = report<TCampusSummaryRow>(
  'CampusSummary',
  'campus summary',
  'TCampusSummaryRow',
);
const campusesOverview = report<TCampusOverviewRow>(
  'PremiumCampusesOverview',
  'premium campuses overview',
  'TCampusOverviewRow',
);
const districtsOverview = report<TDistrictOverviewRow>(
  'PremiumDistrictsOverview',
  'premium districts overview',
  'TDistrictOverviewRow',
);
const strategistsOverview = report<TStrategistOverviewRow>(
  'PremiumStrategistsOverview',
  'premium strategists overview',
  'TStrategistOverviewRow',
);

/** The `reports` page: its filters' choices and the reports over existing data. */
export const reportsApi = {
  scopeOptions: endpoint({
    method: 'GET',
    path: `${base}/ScopeOptions`,
    access: REPORT_VIEWERS,
    summary:
      'The accounts and groups the caller may report on whose name holds `search`, and the chosen ones.',
    query: zReportScopeOptionsQuery,
    answer: json<TReportScopeOptions>('TReportScopeOptions'),
  }),
  profileAudit: profileAudit.page,
  profileAuditExport: profileAudit.export,
  checkupAudit: checkupAudit.page,
  checkupAuditExport: checkupAudit.export,
  implementation: implementation.page,
  implementationExport: implementation.export,
  cetDashboard: endpoint({
    method: 'GET',
    path: `${base}/CetDashboard`,
    access: 'eventAdmin',
    summary: "The brand's events of a range (or its team events): pipeline, attendance, follow-up.",
    query: zCetDashboardQuery,
    answer: json<TCetDashboard>('TCetDashboard'),
  }),
  emailMessages: emailMessages.page,
  emailMessagesExport: emailMessages.export,
  startExport: endpoint({
    method: 'POST',
    path: `${base}/StartExport`,
    access: REPORT_VIEWERS,
    summary: 'Starts writing a long report to a file in the background; answers its progress.',
    body: zReportExportStart,
    answer: json<TReportExport>('TReportExport'),
  }),
  exportStatus: endpoint({
    method: 'GET',
    path: `${base}/ExportStatus/:id`,
    access: REPORT_VIEWERS,
    summary: "The progress of the caller's background export.",
    params: zIdParams,
    answer: json<TReportExport>('TReportExport'),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${base}/ExportFile/:id`,
    access: REPORT_VIEWERS,
    summary: "The file of the caller's finished background export.",
    params: zIdParams,
    answer: file,
  }),
  campusSummary: campusSummary.page,
  campusSummaryExport: campusSummary.export,
  campusesOverview: campusesOverview.page,
  campusesOverviewExport: campusesOverview.export,
  districtsOverview: districtsOverview.page,
  districtsOverviewExport: districtsOverview.export,
  strategistsOverview: strategistsOverview.page,
  strategistsOverviewExport: strategistsOverview.export,
};
