import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileReportApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import { dropCacheOfBrand } from './report-cache.service';
import {
  describerInfo,
  latestOtherDescribers,
  latestReleased,
  latestReportData,
  latestStatus,
  reportDataOfParticipant,
  reportIdsOfParticipants,
  reportInfoOf,
  reportsOfAccount,
  reportsOfAccountList,
} from './report-lists.service';
import {
  createQuickReport,
  createQuickReportsInBulk,
  previewReport,
  previewReportFormat,
} from './report-quick.service';
import { registerReportPrintRoutes } from './report-print.routes';
import { releaseDueReports } from './report-release.service';
import { exportProfileData, teamReport } from './report-team.service';
import {
  createReport,
  deleteReport,
  releaseReport,
  reportData,
  setExcluded,
} from './report.service';

const orNoContent = <T>(reply: FastifyReply, value: T | null) =>
  value === null ? reply.code(204).send() : value;

/** profilereport: reports, their release, team reports, exports and the report cache. */
export function registerReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = profileReportApi;
  const sameBrand = (r: FastifyRequest, brand: string) => {
    if (brand !== r.brand) throw new HttpError(403, 'errors.common.otherBrand');
  };

  serve(app, api.ofAccount, async ({ params }, r) => reportsOfAccount(you(r), params.id));
  serve(app, api.ofAccountForWidget, async ({ params: { a, b } }, r) =>
    reportsOfAccount(you(r), a, b),
  );
  serve(
    app,
    api.hasAny,
    async ({ params }, r) => (await reportsOfAccount(you(r), params.id)).length > 0,
  );
  serve(app, api.infoOfAccount, async ({ params }, r) => reportInfoOf(you(r), params.id));
  serve(app, api.ofAccounts, async ({ body }, r) =>
    reportsOfAccountList(you(r), body.userAccountIds),
  );
  serve(app, api.create, async ({ body }, r) => createReport(you(r), body));
  serve(app, api.createQuick, async ({ body }, r) => createQuickReport(you(r), body));
  serve(app, api.preview, async ({ body }, r) => previewReport(you(r), body));
  serve(app, api.previewFormat, async ({ params: { a, b } }, r) =>
    previewReportFormat(you(r), a, b),
  );
  for (const endpoint of [api.data, api.dataX]) {
    serve(app, endpoint, async ({ params }, r) => reportData(you(r), params.id));
  }
  for (const endpoint of [api.dataOfParticipant, api.dataOfParticipantX]) {
    serve(app, endpoint, async ({ params }, r, reply) =>
      orNoContent(reply, await reportDataOfParticipant(you(r), params.id)),
    );
  }
  for (const endpoint of [api.teamData, api.teamDataX]) {
    serve(app, endpoint, async ({ params, query }, r) =>
      teamReport(you(r), params.id, query.userAccountIds),
    );
  }
  serve(app, api.releaseDue, async (_input, r) => ({
    released: (await releaseDueReports(db, r.brand, new Date())).length,
  }));
  serve(app, api.setExcluded, async ({ body }, r) =>
    setExcluded(you(r), body.reportIds, body.isExcluded),
  );
  serve(app, api.idsOfParticipants, async ({ body }, r) =>
    reportIdsOfParticipants(you(r), body.ids),
  );
  serve(app, api.quickBulk, async ({ params: { a, b }, query }, r) =>
    createQuickReportsInBulk(you(r), { configId: a, minDescribers: b, ...query }),
  );
  serve(app, api.startQuickBulk, async ({ params: { a, b }, query }, r) => {
    const jobId = await app.portal.jobs.send('profile-quick-report-bulk', {
      brand: r.brand,
      userId: you(r).session.userId,
      configId: a,
      minDescribers: b,
      label: query.label,
      simulateOnly: query.simulateOnly,
    });
    return { jobId };
  });
  serve(app, api.exportData, async ({ params: { a, b, c } }, r, reply) => {
    if (c < b) throw new HttpError(400, 'errors.report.endDateBeforeStart');
    return orNoContent(reply, await exportProfileData(you(r), { configId: a, from: b, to: c }));
  });
  serve(app, api.latestStatus, async ({ body }, r) => latestStatus(you(r), body.userAccountIds));
  serve(app, api.remove, async ({ params }, r) => deleteReport(you(r), params.id));
  serve(app, api.release, async ({ params }, r) => releaseReport(you(r), params.id));
  serve(app, api.latestOtherDescribers, async ({ params }, r, reply) =>
    orNoContent(reply, await latestOtherDescribers(you(r), params.id)),
  );
  serve(app, api.startCacheFill, async ({ params: { a, b } }, r) => {
    sameBrand(r, a);
    return {
      jobId: await app.portal.jobs.send('profile-report-cache', { brand: a, locale: b ?? 'en-us' }),
    };
  });
  serve(app, api.dropCache, async ({ params: { a } }, r) => {
    sameBrand(r, a);
    return { deleted: await dropCacheOfBrand(db, a) };
  });
  serve(app, api.latestReleased, async ({ body }, r) =>
    latestReleased(you(r), body.userAccountIds),
  );
  serve(app, api.describerInfo, async ({ body }, r) => describerInfo(you(r), body.ids));
  serve(app, api.latestRelease, async ({ params }, r, reply) =>
    orNoContent(reply, (await latestReleased(you(r), [params.id]))[0] ?? null),
  );
  registerReportPrintRoutes(app, db);
  serve(app, api.latestData, async ({ params }, r, reply) =>
    orNoContent(reply, await latestReportData(you(r), params.id)),
  );
}
