import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  reportsApi,
  type Endpoint,
  type FileAnswer,
  type JsonAnswer,
  type PagedResult,
  type ReportColumn,
  type TReportExportQuery,
  type zReportExportQuery,
  type zReportPageQuery,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { catalogIn } from '../../shared/catalogs';
import { actorContext } from '../../shared/request-context';
import { tableFile, type TableCell } from '../../documents/table-file';
import {
  campusSummary,
  campusesOverview,
  districtsOverview,
  strategistsOverview,
} from './account-overviews.service';
import { cetDashboard } from './cet-dashboard.service';
import {
  checkupAudit,
  emailMessages,
  implementation,
  profileAudit,
  reportPage,
  reportRows,
  reportScopeOptions,
  type ReportSource,
} from './reports.service';

const FILE_NAMES = {
  profileAudit: 'profile-audit',
  checkupAudit: 'checkup-audit',
  implementation: 'implementation',
  emailMessageCharts: 'email-messages',
  campusSummary: 'campus-summary',
  premiumCampusesOverview: 'premium-campuses',
  premiumDistrictsOverview: 'premium-districts',
  premiumStrategistsOverview: 'premium-strategists',
} as const;
type ReportName = keyof typeof FILE_NAMES;

/** A row's cell as its column's kind: a number, an instant (from its ISO text), else text. */
function cellOf<Row>(row: Row, column: ReportColumn<Row>): TableCell {
  const value = row[column.key] as unknown;
  if (value === null || value === undefined) return null;
  if (column.kind === 'number') return Number(value);
  if (column.kind === 'date') return new Date(String(value));
  return String(value);
}

/** reports area: the `reports` page's reports over existing data, their pages and downloads. */
export function registerReportsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = reportsApi;

  /** A report's download, headed in the caller's language. */
  async function download<Row>(
    source: ReportSource<Row>,
    name: ReportName,
    query: TReportExportQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const catalog = catalogIn(requestLanguage(request));
    const rows = await reportRows(await ctx(request), source, query);
    const columns = source.columns.map((c) => ({
      kind: c.kind,
      heading: catalog.reports.column[c.key],
    }));
    const lines = rows.map((row) => source.columns.map((c) => cellOf(row, c)));
    const names = { file: FILE_NAMES[name], sheet: catalog.eventsPeople.reports.page[name] };
    return sendFile(reply, await tableFile(query.format, names, columns, lines));
  }

  /** A report's page and its download. */
  function serveReport<Row>(
    page: Endpoint<undefined, typeof zReportPageQuery, undefined, JsonAnswer<PagedResult<Row>>>,
    file: Endpoint<undefined, typeof zReportExportQuery, undefined, FileAnswer>,
    source: ReportSource<Row>,
    name: ReportName,
  ) {
    serve(app, page, async ({ query }, request) => reportPage(await ctx(request), source, query));
    serve(app, file, async ({ query }, request, reply) =>
      download(source, name, query, request, reply),
    );
  }

  serve(app, api.scopeOptions, async (_input, request) => reportScopeOptions(await ctx(request)));
  serve(app, api.cetDashboard, async ({ query }, request) =>
    cetDashboard(await ctx(request), query),
  );
  serveReport(api.profileAudit, api.profileAuditExport, profileAudit, 'profileAudit');
  serveReport(api.checkupAudit, api.checkupAuditExport, checkupAudit, 'checkupAudit');
  serveReport(api.implementation, api.implementationExport, implementation, 'implementation');
  serveReport(api.emailMessages, api.emailMessagesExport, emailMessages, 'emailMessageCharts');
  serveReport(api.campusSummary, api.campusSummaryExport, campusSummary, 'campusSummary');
  serveReport(
    api.campusesOverview,
    api.campusesOverviewExport,
    campusesOverview,
    'premiumCampusesOverview',
  );
  serveReport(
    api.districtsOverview,
    api.districtsOverviewExport,
    districtsOverview,
    'premiumDistrictsOverview',
  );
  serveReport(
    api.strategistsOverview,
    api.strategistsOverviewExport,
    strategistsOverview,
    'premiumStrategistsOverview',
  );
}
