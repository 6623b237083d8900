import { CLIENT_REPORTERS, REPORT_READERS, REPORT_VIEWERS } from '../access/roles';
import type { AccessRule } from '../access/rules';
import type { FeatureGate } from '../domain/features';
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
import {
  reportFeatures,
  zClientResultsQuery,
  type TCkhEventRow,
  type TClientResults,
} from '../validation/client-reports';
import { endpoint, file, json } from './endpoint';

const base = '/api/reports';

/** The `reports` page's rule: its readers, in brands with the feature. */
const staff = { access: REPORT_VIEWERS, feature: 'reports' } as const;

/** A report's page and its download (`.../Export?format=csv|xlsx`, the same filters). */
const report = <Row>(
  action: string,
  what: string,
  typeName: string,
  rule: { access: AccessRule; feature: FeatureGate } = staff,
) => ({
  page: endpoint({
    method: 'GET',
    path: `${base}/${action}`,
    ...rule,
    summary: `A page of the ${what}, over the accounts the caller may see.`,
    query: zReportPageQuery,
    answer: json<PagedResult<Row>>(`PagedResult<${typeName}>`),
  }),
  export: endpoint({
    method: 'GET',
    path: `${base}/${action}/Export`,
    ...rule,
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
  { access: REPORT_VIEWERS, feature: reportFeatures('emailMessageCharts') },
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

/** The client reports' rule: their readers, in brands with the feature. */
const client = { access: CLIENT_REPORTERS, feature: 'clientReports' } as const;

const clientEducation = report<TCampusSummaryRow>(
  'ClientEducation',
  'education client report',
  'TCampusSummaryRow',
  client,
);
const clientCkh = report<TCkhEventRow>('ClientCkh', 'CKH client report', 'TCkhEventRow', client);

/** The `reports` and `clientReports` pages: their filters' choices and their reports. */
export const reportsApi = {
  scopeOptions: endpoint({
    method: 'GET',
    path: `${base}/ScopeOptions`,
    access: REPORT_READERS,
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
    feature: 'cetDashboard',
    summary: "The brand's events of a range (or its team events): pipeline, attendance, follow-up.",
    query: zCetDashboardQuery,
    answer: json<TCetDashboard>('TCetDashboard'),
  }),
  emailMessages: emailMessages.page,
  emailMessagesExport: emailMessages.export,
  startExport: endpoint({
    method: 'POST',
    path: `${base}/StartExport`,
    access: REPORT_READERS,
    summary: 'Starts writing a long report to a file in the background; answers its progress.',
    body: zReportExportStart,
    answer: json<TReportExport>('TReportExport'),
  }),
  exportStatus: endpoint({
    method: 'GET',
    path: `${base}/ExportStatus/:id`,
    access: REPORT_READERS,
    summary: "The progress of the caller's background export.",
    params: zIdParams,
    answer: json<TReportExport>('TReportExport'),
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${base}/ExportFile/:id`,
    access: REPORT_READERS,
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
  clientEducation: clientEducation.page,
  clientEducationExport: clientEducation.export,
  clientCkh: clientCkh.page,
  clientCkhExport: clientCkh.export,
  // The print view's data: anonymous, opened by a print key for this account (header).
  clientResultsPrintData: endpoint({
    method: 'GET',
    path: `${base}/ClientResultsPrintData/:id`,
    access: 'anonymous',
    feature: 'clientReports',
    summary: "An account's client results for the print view, opened by its print key.",
    params: zIdParams,
    query: zClientResultsQuery,
    answer: json<TClientResults>('TClientResults'),
  }),
  clientResultsPdf: endpoint({
    method: 'GET',
    path: `${base}/ClientResultsPdf/:id`,
    ...client,
    feature: ['clientReports', 'pdfDownloads'],
    summary: 'The client results of an account the caller may see, as a PDF (from, to).',
    params: zIdParams,
    query: zClientResultsQuery,
    answer: file,
  }),
};
