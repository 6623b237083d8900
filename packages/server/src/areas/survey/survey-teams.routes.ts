import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyTeamsApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext, requestContext } from '../../shared/request-context';
import {
  findTeamAlignments,
  startTeamAlignment,
  teamAlignmentReport,
} from './survey-teams-alignment.service';
import {
  joinScorecardTeam,
  scorecardTeams,
  submitScorecard,
  teamScorecardReport,
} from './survey-teams-scorecard.service';
import {
  archiveReleaseTeam,
  findReleaseTeams,
  findTeamSurveyReleases,
  saveReleaseTeam,
  saveTeamSurveyKind,
} from './survey-teams.service';

/** survey area, team surveys: alignment, scorecards and a release's non-registered groups. */
export function registerSurveyTeamsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const visitor = (request: FastifyRequest) => requestContext(request, db);

  serve(app, api.getTeamSurveyReleases, async (_input, r) => findTeamSurveyReleases(await ctx(r)));
  serve(app, api.saveTeamSurveyKind, async ({ body }, r) => saveTeamSurveyKind(await ctx(r), body));
  serve(app, api.getReleaseTeams, async ({ params }, r) =>
    findReleaseTeams(await ctx(r), params.releaseId),
  );
  serve(app, api.saveReleaseTeam, async ({ body }, r) => saveReleaseTeam(await ctx(r), body));
  serve(app, api.archiveReleaseTeam, async ({ body }, r) => archiveReleaseTeam(await ctx(r), body));

  serve(app, api.getTeamAlignments, async (_input, r) => findTeamAlignments(await ctx(r)));
  serve(app, api.startTeamAlignment, async ({ body }, r) => startTeamAlignment(await ctx(r), body));
  serve(app, api.getTeamAlignmentReport, async ({ params }, r) =>
    teamAlignmentReport(await ctx(r), params.releaseId, params.groupId),
  );

  serve(app, api.getScorecardTeams, async ({ params }, r) =>
    scorecardTeams(visitor(r), params.shortCode),
  );
  serve(app, api.joinScorecardTeam, async ({ body }, r) => joinScorecardTeam(visitor(r), body));
  serve(app, api.submitScorecard, async ({ body }, r) => submitScorecard(visitor(r), body));
  serve(app, api.getScorecardReport, async ({ params }, r) =>
    teamScorecardReport(visitor(r), params.surveyDataId),
  );
}
