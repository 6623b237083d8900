import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { reportsApi, type ReportColumn, type TReportExportQuery } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { catalogIn } from '../../shared/catalogs';
import { actorContext } from '../../shared/request-context';
import { tableFile, type TableCell } from '../../documents/table-file';
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

type ReportName = 'profileAudit' | 'checkupAudit' | 'implementation' | 'emailMessageCharts';
const FILE_NAMES: Record<ReportName, string> = {
  profileAudit: 'profile-audit',
  checkupAudit: 'checkup-audit',
  implementation: 'implementation',
  emailMessageCharts: 'email-messages',
};

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

  serve(app, api.cetDashboard, async ({ query }, request) =>
    cetDashboard(await ctx(request), query),
  );
  serve(app, api.scopeOptions, async (_input, request) => reportScopeOptions(await ctx(request)));
  serve(app, api.profileAudit, async ({ query }, request) =>
    reportPage(await ctx(request), profileAudit, query),
  );
  serve(app, api.profileAuditExport, async ({ query }, request, reply) =>
    download(profileAudit, 'profileAudit', query, request, reply),
  );
  serve(app, api.checkupAudit, async ({ query }, request) =>
    reportPage(await ctx(request), checkupAudit, query),
  );
  serve(app, api.checkupAuditExport, async ({ query }, request, reply) =>
    download(checkupAudit, 'checkupAudit', query, request, reply),
  );
  serve(app, api.implementation, async ({ query }, request) =>
    reportPage(await ctx(request), implementation, query),
  );
  serve(app, api.implementationExport, async ({ query }, request, reply) =>
    download(implementation, 'implementation', query, request, reply),
  );
  serve(app, api.emailMessages, async ({ query }, request) =>
    reportPage(await ctx(request), emailMessages, query),
  );
  serve(app, api.emailMessagesExport, async ({ query }, request, reply) =>
    download(emailMessages, 'emailMessageCharts', query, request, reply),
  );
}
