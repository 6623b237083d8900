import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  PROFILE_COACHES,
  zCreateInsightsRequest,
  zGuid,
  zSaveRangeSelectionsRequest,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import {
  createInitialReport,
  insightsData,
  saveRangeSelections,
  setIncomplete,
} from './insights.service';

const zId = z.object({ id: zGuid });

/** insightsreport: the coach's insights report builder (insightsReportBuilder, profileViewer). */
export function registerInsightsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const coach = { config: { access: PROFILE_COACHES } } as const;
  const base = '/api/insightsreport';

  app.post(`${base}/CreateInitialReport`, coach, async (r) =>
    createInitialReport(you(r), parseInput(zCreateInsightsRequest, r.body ?? {}).profileReportId),
  );
  app.post(`${base}/SaveRangeSelections`, coach, async (r) =>
    saveRangeSelections(you(r), parseInput(zSaveRangeSelectionsRequest, r.body ?? {})),
  );
  app.get(`${base}/SetIncomplete/:id`, coach, async (r) =>
    setIncomplete(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/GetInsightsReportData/:id`, coach, async (r) =>
    insightsData(you(r), parseInput(zId, r.params).id),
  );
}
