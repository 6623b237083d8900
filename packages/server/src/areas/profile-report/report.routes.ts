import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  BRAND_KEYS,
  LOCALES,
  PROFILE_COACHES,
  zCreateQuickReportRequest,
  zCreateReportRequest,
  zExcludeBatchRequest,
  zGuid,
  zIdList,
  zPreviewReportRequest,
  zUserAccountIdList,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
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
import { zMembers } from './report-params';
import { registerReportPrintRoutes } from './report-print.routes';
import { releaseDueReports } from './report-release.service';
import { exportProfileData, teamReport } from './report-team.service';
import { createReport, deleteReport, reportData, setExcluded } from './report.service';

const zId = z.object({ id: zGuid });
/** A report is addressed by id or by its code (43 random characters). */
const zReportRef = z.object({ id: z.union([zGuid, z.string().regex(/^[A-Za-z0-9_-]{43}$/)]) });
const zPair = z.object({ a: zGuid, b: zGuid });
const zWidget = z.object({ a: zGuid, b: z.coerce.number().int().min(1).max(50) });
const zBulkParams = z.object({ a: zGuid, b: z.coerce.number().int().min(0).max(50) });
const zBulkQuery = z.object({
  label: z.string().trim().max(100).default(''),
  simulateOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  crmAccountId: zGuid.optional(),
});
const zDay = z.iso.date().transform((d) => new Date(`${d}T00:00:00Z`));
const zExportParams = z.object({ a: zGuid, b: zDay, c: zDay });
const zCacheParams = z.object({
  a: z.string().trim().toLowerCase().pipe(z.enum(BRAND_KEYS)),
  b: z.enum(LOCALES).optional(),
});

const orNoContent = <T>(reply: FastifyReply, value: T | null) =>
  value === null ? reply.code(204).send() : value;

/** profilereport: reports, their release, team reports, exports and the report cache. */
export function registerReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const base = '/api/profilereport';
  const any = { config: { access: ANY } } as const;
  const coach = { config: { access: PROFILE_COACHES } } as const;
  const developer = { config: { access: 'developer' } } as const;
  const id = (r: FastifyRequest) => parseInput(zId, r.params).id;
  const accounts = (r: FastifyRequest) =>
    parseInput(zUserAccountIdList, r.body ?? {}).userAccountIds;

  app.get(`${base}/getAllByUserAccountId/:id`, any, async (r) => reportsOfAccount(you(r), id(r)));
  app.get(`${base}/getAllByUserAccountIdForWidget/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zWidget, r.params);
    return reportsOfAccount(you(r), a, b);
  });
  app.get(
    `${base}/hasAnyReports/:id`,
    any,
    async (r) => (await reportsOfAccount(you(r), id(r))).length > 0,
  );
  app.get(`${base}/getAllReportInfoByUserAccountId/:id`, any, async (r) =>
    reportInfoOf(you(r), id(r)),
  );
  app.post(`${base}/getAllByUserAccountIds`, any, async (r) =>
    reportsOfAccountList(you(r), accounts(r)),
  );
  app.post(`${base}/createReport`, any, async (r) =>
    createReport(you(r), parseInput(zCreateReportRequest, r.body ?? {})),
  );
  app.post(`${base}/createQuickReport`, any, async (r) =>
    createQuickReport(you(r), parseInput(zCreateQuickReportRequest, r.body ?? {})),
  );
  app.post(`${base}/PreviewProfileReport`, coach, async (r) =>
    previewReport(you(r), parseInput(zPreviewReportRequest, r.body ?? {})),
  );
  app.post(`${base}/PreviewProfileReportFormat/:a/:b`, coach, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return previewReportFormat(you(r), a, b);
  });
  for (const path of ['getProfileReportData/:id', 'getProfileReportData/:id/:x']) {
    app.get(`${base}/${path}`, any, async (r) =>
      reportData(you(r), parseInput(zReportRef, r.params).id),
    );
  }
  for (const path of [
    'GetProfileReportDataByParticipantId/:id',
    'GetProfileReportDataByParticipantId/:id/:x',
  ]) {
    app.get(`${base}/${path}`, any, async (r, reply) =>
      orNoContent(reply, await reportDataOfParticipant(you(r), id(r))),
    );
  }
  for (const path of ['getProfileTeamReportData/:id', 'getProfileTeamReportData/:id/:x']) {
    app.get(`${base}/${path}`, any, async (r) =>
      teamReport(you(r), id(r), parseInput(zMembers, r.query).userAccountIds),
    );
  }
  app.get(`${base}/ProcessAutoReleaseReports`, developer, async (r) => ({
    released: (await releaseDueReports(db, r.brand, new Date())).length,
  }));
  app.post(`${base}/UpdateIsExcludedBatch`, coach, async (r) => {
    const body = parseInput(zExcludeBatchRequest, r.body ?? {});
    return setExcluded(you(r), body.reportIds, body.isExcluded);
  });
  app.post(`${base}/getIdsByParticipantIds`, any, async (r) =>
    reportIdsOfParticipants(you(r), parseInput(zIdList, r.body ?? {}).ids),
  );
  app.get(`${base}/CreateQuickReportBulk/:a/:b`, coach, async (r) => {
    const { a, b } = parseInput(zBulkParams, r.params);
    const query = parseInput(zBulkQuery, r.query);
    return createQuickReportsInBulk(you(r), { configId: a, minDescribers: b, ...query });
  });
  app.get(`${base}/StartCreateQuickReportBulk/:a/:b`, coach, async (r) => {
    const { a, b } = parseInput(zBulkParams, r.params);
    const query = parseInput(zBulkQuery, r.query);
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
  app.get(`${base}/ExportProfileData/:a/:b/:c`, coach, async (r, reply) => {
    const { a, b, c } = parseInput(zExportParams, r.params);
    if (c < b) throw new HttpError(400, 'The end date is before the start date.');
    return orNoContent(reply, await exportProfileData(you(r), { configId: a, from: b, to: c }));
  });
  app.post(`${base}/GetLatestProfileReportStatus`, any, async (r) =>
    latestStatus(you(r), accounts(r)),
  );
  app.delete(`${base}/DeleteProfileReport/:id`, coach, async (r) => deleteReport(you(r), id(r)));
  app.get(`${base}/GetLatestProfileReportOtherDescribersAsync/:id`, any, async (r, reply) =>
    orNoContent(reply, await latestOtherDescribers(you(r), id(r))),
  );
  app.get(`${base}/StartBatchReportCacheGeneration/:a/:b`, developer, async (r) => {
    const { a, b } = parseInput(zCacheParams, r.params);
    if (a !== r.brand) throw new HttpError(403, 'Runs only for the brand of the call.');
    return {
      jobId: await app.portal.jobs.send('profile-report-cache', { brand: a, locale: b ?? 'en-us' }),
    };
  });
  app.get(`${base}/BatchDeleteReportCache/:a`, developer, async (r) => {
    const { a } = parseInput(zCacheParams, r.params);
    if (a !== r.brand) throw new HttpError(403, 'Runs only for the brand of the call.');
    return { deleted: await dropCacheOfBrand(db, a) };
  });
  app.post(`${base}/GetLatestReleasedByUserAccountIds`, any, async (r) =>
    latestReleased(you(r), accounts(r)),
  );
  app.post(`${base}/GetDescriberInfoAsync`, any, async (r) =>
    describerInfo(you(r), parseInput(zIdList, r.body ?? {}).ids),
  );
  app.get(`${base}/GetLatestReleaseByUserAccountId/:id`, any, async (r, reply) =>
    orNoContent(reply, (await latestReleased(you(r), [id(r)]))[0] ?? null),
  );
  registerReportPrintRoutes(app, db);
  app.get(`${base}/GetLatestProfileReportData/:id`, any, async (r, reply) =>
    orNoContent(reply, await latestReportData(you(r), id(r))),
  );
}
