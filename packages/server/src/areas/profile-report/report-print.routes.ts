import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  LOCALES,
  PROFILE_COACHES,
  PROFILE_PRINT_SCOPES,
  zGuid,
  zPdfBatchRequest,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { parseInput } from '../../http/errors';
import { insightsPrintData } from '../insights-report/insights.service';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import { teamReport, teamReportData } from './report-team.service';
import { teamMemberIds } from './report-team.store';
import {
  printParticipantReportData,
  printReportData,
  reportPdf,
  startReportPdfBatch,
  teamPdf,
} from './report-print.service';
import { zMembers } from './report-params';

const zCode = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const zReportRef = z.object({ id: z.union([zGuid, z.string().regex(/^[A-Za-z0-9_-]{43}$/)]) });
const zId = z.object({ id: zGuid });
const zFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
const zPdfQuery = z.object({
  outputScreenshot: zFlag,
  baseFilename: z.string().trim().max(100).default(''),
});
const zBatchParams = z.object({ a: z.enum(LOCALES), b: zFlag });
const zTeamPdfParams = z.object({ a: zGuid, b: z.enum(LOCALES), flag: zFlag });

/** The 360 print data (opened by a print key) and its PDFs. */
export function registerReportPrintRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const base = '/api/profilereport';
  // Print data: the headless browser has no session; the print key in its header opens one subject.
  const byKey = { config: { access: 'anonymous' } } as const;
  const any = { config: { access: ANY } } as const;
  const coach = { config: { access: PROFILE_COACHES } } as const;

  app.get(`${base}/getProfileReportPrintData/:id`, byKey, async (r) => {
    const { id } = parseInput(zCode, r.params);
    requirePrintKey(r, PROFILE_PRINT_SCOPES.report, id);
    return printReportData(contextOf(r), id);
  });
  app.get(`${base}/getProfileReportPrintData/:id/participant`, byKey, async (r) => {
    const { id } = parseInput(zId, r.params);
    requirePrintKey(r, PROFILE_PRINT_SCOPES.participant, id);
    return printParticipantReportData(contextOf(r), id);
  });
  for (const path of [
    'getProfileTeamReportPrintData/:id',
    'getProfileTeamReportPrintData/:id/:x',
  ]) {
    app.get(`${base}/${path}`, byKey, async (r) => {
      const { id } = parseInput(zId, r.params);
      requirePrintKey(r, PROFILE_PRINT_SCOPES.team, id);
      // The key was issued to someone allowed to see this team (GetTeamReportByGroupIdPdf).
      const context = contextOf(r);
      const subset = parseInput(zMembers, r.query).userAccountIds;
      const members = await teamMemberIds(context.db, context.brand, id, subset);
      return teamReportData(context, id, members);
    });
  }
  app.get('/api/insightsreport/GetInsightsReportPrintData/:id', byKey, async (r) => {
    const { id } = parseInput(zId, r.params);
    requirePrintKey(r, PROFILE_PRINT_SCOPES.insights, id);
    return insightsPrintData(contextOf(r), id);
  });

  for (const path of ['getReportpdf/:id', 'getReportpdf/:id/:x']) {
    app.get(`${base}/${path}`, any, async (r, reply) => {
      const { id } = parseInput(zReportRef, r.params);
      const query = parseInput(zPdfQuery, r.query);
      const file = await reportPdf(
        app,
        you(r),
        id,
        query.outputScreenshot ? { baseFilename: query.baseFilename } : null,
      );
      return sendFile(reply, {
        body: file.body,
        fileName: file.fileName,
        contentType: CONTENT_TYPES[file.kind],
      });
    });
  }
  app.post(`${base}/StartGenerateReportPdfBatch/:a/:b`, coach, async (r) => {
    const { a, b } = parseInput(zBatchParams, r.params);
    const context = { ...you(r), locale: a };
    return startReportPdfBatch(app, context, {
      ids: parseInput(zPdfBatchRequest, r.body ?? {}).ids,
      byParticipant: false,
      landscape: b,
    });
  });
  app.post(`${base}/StartGenerateParticipantProfilePdfBatch/:a/:b`, coach, async (r) => {
    const { a, b } = parseInput(zBatchParams, r.params);
    const context = { ...you(r), locale: a };
    return startReportPdfBatch(app, context, {
      ids: parseInput(zPdfBatchRequest, r.body ?? {}).ids,
      byParticipant: true,
      landscape: b,
    });
  });
  for (const path of [
    'GetTeamReportByGroupIdPdf/:a/:b/:flag',
    'GetTeamReportByGroupIdPdf/:a/:b/:flag/:x',
  ]) {
    app.get(`${base}/${path}`, any, async (r, reply) => {
      const { a, b, flag } = parseInput(zTeamPdfParams, r.params);
      const members = parseInput(zMembers, r.query).userAccountIds;
      const context = { ...you(r), locale: b };
      // The same check as the team report itself, before anything is printed.
      await teamReport(context, a, members);
      const body = await teamPdf(app, context, {
        userGroupId: a,
        userAccountIds: members,
        landscape: flag,
      });
      return sendFile(reply, {
        body,
        fileName: 'Team 360 report.pdf',
        contentType: CONTENT_TYPES.pdf,
      });
    });
  }
}
