import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PROFILE_PRINT_SCOPES, profileReportApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { serve } from '../../http/serve';
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

/** The 360 print data (opened by a print key) and its PDFs. */
export function registerReportPrintRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = profileReportApi;

  // Print data: the headless browser has no session; the print key in its header opens one subject.
  serve(app, api.printData, async ({ params: { id } }, r) => {
    requirePrintKey(r, PROFILE_PRINT_SCOPES.report, id);
    return printReportData(contextOf(r), id);
  });
  serve(app, api.participantPrintData, async ({ params: { id } }, r) => {
    requirePrintKey(r, PROFILE_PRINT_SCOPES.participant, id);
    return printParticipantReportData(contextOf(r), id);
  });
  for (const endpoint of [api.teamPrintData, api.teamPrintDataX]) {
    serve(app, endpoint, async ({ params: { id }, query }, r) => {
      requirePrintKey(r, PROFILE_PRINT_SCOPES.team, id);
      // The key was issued to someone allowed to see this team (GetTeamReportByGroupIdPdf).
      const context = contextOf(r);
      const members = await teamMemberIds(context.db, context.brand, id, query.userAccountIds);
      return teamReportData(context, id, members);
    });
  }

  for (const endpoint of [api.reportPdf, api.reportPdfX]) {
    serve(app, endpoint, async ({ params: { id }, query }, r, reply) => {
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
  for (const [endpoint, byParticipant] of [
    [api.startReportPdfBatch, false],
    [api.startParticipantPdfBatch, true],
  ] as const) {
    serve(app, endpoint, async ({ params: { a, b }, body }, r) =>
      startReportPdfBatch(
        app,
        { ...you(r), locale: a },
        {
          ids: body.ids,
          byParticipant,
          landscape: b,
        },
      ),
    );
  }
  for (const endpoint of [api.teamPdf, api.teamPdfX]) {
    serve(app, endpoint, async ({ params: { a, b, flag }, query }, r, reply) => {
      const members = query.userAccountIds;
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
