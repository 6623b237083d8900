import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { insightsReportApi, PROFILE_PRINT_SCOPES } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { serve } from '../../http/serve';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import {
  createInitialReport,
  insightsData,
  insightsPrintData,
  saveRangeSelections,
  setIncomplete,
} from './insights.service';

/**
 * insightsreport: the coach's insights report builder (insightsReportBuilder, profileViewer), and
 * its print data (opened by a print key).
 */
export function registerInsightsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = insightsReportApi;

  serve(app, api.create, async ({ body }, r) => createInitialReport(you(r), body.profileReportId));
  serve(app, api.saveRanges, async ({ body }, r) => saveRangeSelections(you(r), body));
  serve(app, api.setIncomplete, async ({ params }, r) => setIncomplete(you(r), params.id));
  serve(app, api.data, async ({ params }, r) => insightsData(you(r), params.id));
  // Print data: the headless browser has no session; the print key in its header opens one report.
  serve(app, api.printData, async ({ params: { id } }, r) => {
    requirePrintKey(r, PROFILE_PRINT_SCOPES.insights, id);
    return insightsPrintData(contextOf(r), id);
  });
}
