import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  reportsApi,
  type Endpoint,
  type FileAnswer,
  type JsonAnswer,
  type PagedResult,
  type ReportName,
  type zReportExportQuery,
  type zReportPageQuery,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { actorContext, requestContext, signedIn } from '../../shared/request-context';
import {
  campusSummary,
  campusesOverview,
  districtsOverview,
  strategistsOverview,
} from './account-overviews.service';
import { cetDashboard } from './cet-dashboard.service';
import { REPORT_FILES } from './report-files';
import { reportExportFile, reportExportStatus, startReportExport } from './report-export.service';
import {
  checkupAudit,
  emailMessages,
  implementation,
  profileAudit,
  reportPage,
  reportScopeOptions,
  visibleScope,
  type ReportSource,
} from './reports.service';

/** reports area: the `reports` page's reports over existing data, their pages and downloads. */
export function registerReportsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = reportsApi;

  /** A report's page and its download. */
  function serveReport<Row>(
    page: Endpoint<undefined, typeof zReportPageQuery, undefined, JsonAnswer<PagedResult<Row>>>,
    file: Endpoint<undefined, typeof zReportExportQuery, undefined, FileAnswer>,
    source: ReportSource<Row>,
    name: ReportName,
  ) {
    serve(app, page, async ({ query }, request) => reportPage(await ctx(request), source, query));
    serve(app, file, async ({ query }, request, reply) => {
      const context = await ctx(request);
      const written = await REPORT_FILES[name]({
        db,
        name,
        scope: await visibleScope(context, query),
        filters: query,
        format: query.format,
        language: requestLanguage(request),
      });
      return sendFile(reply, written);
    });
  }

  serve(app, api.startExport, async ({ body }, request) =>
    startReportExport(await ctx(request), app.portal.jobs, body),
  );
  serve(app, api.exportStatus, async ({ params }, request) =>
    reportExportStatus(signedIn(requestContext(request, db)), params.id),
  );
  serve(app, api.exportFile, async ({ params }, request, reply) =>
    sendFile(reply, await reportExportFile(signedIn(requestContext(request, db)), params.id)),
  );
  serve(app, api.scopeOptions, async ({ query }, request) =>
    reportScopeOptions(await ctx(request), query),
  );
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
