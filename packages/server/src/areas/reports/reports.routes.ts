import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EXPORT_FORMAT_FEATURES,
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
import { requirePrintKey } from '../../documents/print-key';
import { sendFile } from '../../documents/send-file';
import { sendPrintDocument } from '../../documents/send-print-document';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { catalogIn } from '../../shared/catalogs';
import { actorContext, requestContext, signedIn } from '../../shared/request-context';
import {
  campusSummary,
  campusesOverview,
  districtsOverview,
  strategistsOverview,
} from './account-overviews.service';
import { requireVisibleAccount } from '../crmaccount/crmaccount.policy';
import { requireFeatures } from '../webconfig/webconfig.service';
import { cetDashboard } from './cet-dashboard.service';
import {
  CLIENT_RESULTS_PRINT_SCOPE,
  clientAccountName,
  clientCkh,
  clientResults,
} from './client-reports.service';
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
      await requireFeatures(context, ...EXPORT_FORMAT_FEATURES[query.format]);
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
  serveReport(api.clientEducation, api.clientEducationExport, campusSummary, 'clientEducation');
  serveReport(api.clientCkh, api.clientCkhExport, clientCkh, 'clientCkh');

  // The print view's data: anonymous, opened by a print key for this account (header).
  serve(app, api.clientResultsPrintData, async ({ params, query }, request) => {
    requirePrintKey(request, CLIENT_RESULTS_PRINT_SCOPE, params.id);
    return clientResults(db, request.brand, params.id, query);
  });
  serve(app, api.clientResultsPdf, async ({ params, query }, request, reply) => {
    const context = await ctx(request);
    await requireVisibleAccount(context, params.id);
    const accountName = await clientAccountName(db, request.brand, params.id);
    const range = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ).toString();
    return sendPrintDocument(request, reply, {
      scope: CLIENT_RESULTS_PRINT_SCOPE,
      subjectId: params.id,
      path: (key) => `/print/clientResults/${key}/${params.id}${range ? `?${range}` : ''}`,
      baseFileName: `${accountName} ${catalogIn(requestLanguage(request)).reports.client.results}`,
    });
  });
}
