import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  SCORECARD_TEAM_LIMIT,
  SURVEY_ANONYMITY_MINIMUM,
  SURVEY_PARAM,
  isValidGuid,
  scoreItems,
  surveyResults,
  type ResultResponse,
  type TPublicSurveySubmit,
  type TScorecardSubmitResult,
  type TScorecardTeam,
  type TScorecardTeamJoin,
  type TScorecardTeams,
  type TSurveyBody,
  type TTeamScorecardReport,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import type { RequestContext } from '../../shared/request-context';
import { definitionVersions } from './survey-results.store';
import { finishPublic } from './survey-take-release.service';
import { releaseState, unavailable } from './survey-take.service';
import { findReleaseByShortCode } from './survey-take.store';
import {
  completedResponses,
  countReleaseTeams,
  findReleaseTeam,
  findScorecardByKey,
  findTeamByName,
  findTeamRelease,
  insertReleaseTeam,
  insertScorecardKey,
  releaseTeamRows,
} from './survey-teams.store';

/**
 * Team scorecards: a public release marked as a scorecard; a visitor picks or names their team
 * (a non-registered group of the release), answers with the public survey's calls, and gets
 * the key of their report (only its hash is kept: the key is the report's credential).
 */

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The scorecard release of a short code when it takes answers, or why not. */
async function findScorecard(ctx: RequestContext, shortCode: string) {
  const release = await findReleaseByShortCode(ctx.db, ctx.brand, shortCode);
  if (!release?.is_public) return { state: 'unavailable' as const };
  const marked = await findTeamRelease(ctx.db, ctx.brand, release.release_id, 'scorecard');
  if (!marked) return { state: 'unavailable' as const };
  const state = releaseState(release, ctx.now);
  return state === 'open' ? { state, release } : { state };
}

async function requireScorecard(ctx: RequestContext, shortCode: string) {
  const found = await findScorecard(ctx, shortCode);
  if (found.state !== 'open') throw unavailable();
  return found.release;
}

/** `GetScorecardTeams`: the release's teams not archived, when it takes answers. */
export async function scorecardTeams(
  ctx: RequestContext,
  shortCode: string,
): Promise<TScorecardTeams> {
  const found = await findScorecard(ctx, shortCode);
  if (found.state !== 'open') return { state: found.state, teams: [] };
  const rows = await releaseTeamRows(ctx.db, found.release.release_id);
  const teams = rows.filter((row) => !row.archived_at).map(({ id, name }) => ({ id, name }));
  return { state: 'open', teams };
}

/**
 * `JoinScorecardTeam`: the release's team of that name (in any case), else a new one while the
 * release has fewer than SCORECARD_TEAM_LIMIT; an archived team takes no more answers.
 */
export async function joinScorecardTeam(
  ctx: RequestContext,
  join: TScorecardTeamJoin,
): Promise<TScorecardTeam> {
  const release = await requireScorecard(ctx, join.shortCode);
  const releaseId = release.release_id;
  const existing = async () => {
    const team = await findTeamByName(ctx.db, releaseId, join.name);
    if (team?.archived_at) throw unavailable();
    return team && { id: team.id, name: team.name };
  };
  const found = await existing();
  if (found) return found;
  if ((await countReleaseTeams(ctx.db, releaseId)) >= SCORECARD_TEAM_LIMIT) {
    throw new HttpError(409, 'errors.teamSurveys.tooManyTeams');
  }
  const id = await insertReleaseTeam(ctx.db, ctx.brand, releaseId, join.name);
  if (id) return { id, name: join.name };
  // Someone named the same team meanwhile: theirs it is.
  const named = await existing();
  if (!named) throw unavailable();
  return named;
}

/**
 * `SubmitTeamScorecard`: the answers stored as a public survey's, for a team of this release
 * that is not archived; answers the key of the response's report.
 */
export async function submitScorecard(
  ctx: RequestContext,
  submission: TPublicSurveySubmit,
): Promise<TScorecardSubmitResult> {
  const release = await requireScorecard(ctx, submission.shortCode);
  const teamId = submission.params[SURVEY_PARAM.group];
  const team =
    teamId && isValidGuid(teamId) ? await findReleaseTeam(ctx.db, ctx.brand, teamId) : undefined;
  if (!team || team.release_id !== release.release_id || team.archived_at) throw unavailable();
  const { responseId } = await finishPublic(ctx, submission);
  const surveyDataId = randomBytes(32).toString('base64url');
  await insertScorecardKey(ctx.db, hashOf(surveyDataId), responseId);
  return { canAnswerAgain: release.allow_multiple, surveyDataId };
}

/** The scored items of responses, over the definition's latest version. */
function itemsOf(
  ctx: RequestContext,
  latest: TSurveyBody,
  versions: ReadonlyMap<number, TSurveyBody>,
  responses: readonly ResultResponse[],
  anonymous: boolean,
) {
  const locale = ctx.language ?? DEFAULT_LOCALE;
  const results = surveyResults(latest, versions, responses, { locale, anonymous });
  return results.hidden ? null : scoreItems(results.questions);
}

const asResults = (rows: { definition_version: number; answers: ResultResponse['answers'] }[]) =>
  rows.map((row) => ({ version: row.definition_version, answers: row.answers }));

/**
 * `GetTeamScorecardReport`: the team's scores beside all the release's teams', each when it
 * has the anonymity minimum of responses, and the response's own scores.
 */
export async function teamScorecardReport(
  ctx: RequestContext,
  surveyDataId: string,
): Promise<TTeamScorecardReport> {
  const found = await findScorecardByKey(ctx.db, ctx.brand, hashOf(surveyDataId));
  if (!found) throw notFound();
  const [{ latest, versions }, team, all] = await Promise.all([
    definitionVersions(ctx.db, found.definition_id),
    completedResponses(ctx.db, found.release_id, { teamId: found.team_id }),
    completedResponses(ctx.db, found.release_id, 'all'),
  ]);
  const own = [{ version: found.definition_version, answers: found.answers }];
  return {
    releaseName: found.release_name,
    teamName: found.team_name,
    minimum: SURVEY_ANONYMITY_MINIMUM,
    teamResponses: team.length,
    items: itemsOf(ctx, latest, versions, asResults(team), true),
    allItems: itemsOf(ctx, latest, versions, asResults(all), true),
    ownItems: itemsOf(ctx, latest, versions, own, false) ?? [],
  };
}
