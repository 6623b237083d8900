import type {
  TReleaseTeam,
  TReleaseTeamArchive,
  TReleaseTeamSave,
  TTeamSurveyKindSave,
  TTeamSurveyRelease,
  TeamSurveyKind,
} from '@portal/core';
import { isUniqueViolation } from '../../db/query-helpers';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { RELEASE_NOT_FOUND } from './survey-releases.service';
import {
  findReleaseTeam,
  insertReleaseTeam,
  releaseTeamRows,
  saveTeamKind,
  teamSurveyReleaseRows,
  updateReleaseTeam,
} from './survey-teams.store';

/** Survey admins: which releases are team surveys, and a release's non-registered groups. */

export const TEAM_NOT_FOUND = 'errors.teamSurveys.teamNotFound';
export const NAME_TAKEN = 'errors.teamSurveys.nameTaken';

type ReleaseRow = Awaited<ReturnType<typeof teamSurveyReleaseRows>>[number];
const presentRelease = (row: ReleaseRow): TTeamSurveyRelease => ({
  releaseId: row.id,
  name: row.name,
  shortCode: row.short_code,
  isPublic: row.is_public,
  open: row.open,
  kind: row.kind as TeamSurveyKind | null,
});

export async function findTeamSurveyReleases(ctx: ActorContext): Promise<TTeamSurveyRelease[]> {
  return (await teamSurveyReleaseRows(ctx.db, ctx.brand, ctx.now)).map(presentRelease);
}

async function requireRelease(ctx: ActorContext, releaseId: string) {
  const [row] = await teamSurveyReleaseRows(ctx.db, ctx.brand, ctx.now, releaseId);
  if (!row) throw notFound(RELEASE_NOT_FOUND);
  return row;
}

/** A scorecard is answered by visitors without an account: only a public release may be one. */
export async function saveTeamSurveyKind(
  ctx: ActorContext,
  save: TTeamSurveyKindSave,
): Promise<TTeamSurveyRelease> {
  const release = await requireRelease(ctx, save.releaseId);
  if (save.kind === 'scorecard' && !release.is_public) {
    throw new HttpError(409, 'errors.teamSurveys.notPublic');
  }
  await saveTeamKind(ctx.db, release.id, save.kind);
  return presentRelease({ ...release, kind: save.kind });
}

type TeamRow = Awaited<ReturnType<typeof releaseTeamRows>>[number];
const presentTeam = (row: TeamRow): TReleaseTeam => ({
  id: row.id,
  name: row.name,
  archived: row.archived_at !== null,
  responses: row.responses,
});

export async function findReleaseTeams(
  ctx: ActorContext,
  releaseId: string,
): Promise<TReleaseTeam[]> {
  await requireRelease(ctx, releaseId);
  return (await releaseTeamRows(ctx.db, releaseId)).map(presentTeam);
}

async function presentedTeam(ctx: ActorContext, releaseId: string, id: string) {
  const [row] = await releaseTeamRows(ctx.db, releaseId, { id });
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return presentTeam(row);
}

async function requireTeam(ctx: ActorContext, id: string) {
  const team = await findReleaseTeam(ctx.db, ctx.brand, id);
  if (!team?.release_id) throw notFound(TEAM_NOT_FOUND);
  return { ...team, release_id: team.release_id };
}

/** Adds a team to a release or renames one; a name the release has already is refused. */
export async function saveReleaseTeam(
  ctx: ActorContext,
  save: TReleaseTeamSave,
): Promise<TReleaseTeam> {
  await requireRelease(ctx, save.releaseId);
  const taken = () => new HttpError(409, NAME_TAKEN);
  if (!save.id) {
    const id = await insertReleaseTeam(ctx.db, ctx.brand, save.releaseId, save.name);
    if (!id) throw taken();
    return presentedTeam(ctx, save.releaseId, id);
  }
  const team = await requireTeam(ctx, save.id);
  if (team.release_id !== save.releaseId) throw notFound(TEAM_NOT_FOUND);
  try {
    await updateReleaseTeam(ctx.db, team.id, { name: save.name });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return presentedTeam(ctx, team.release_id, team.id);
}

/** Archives a team (visitors no longer pick it; its responses stay) or brings it back. */
export async function archiveReleaseTeam(
  ctx: ActorContext,
  archive: TReleaseTeamArchive,
): Promise<TReleaseTeam> {
  const team = await requireTeam(ctx, archive.id);
  await updateReleaseTeam(ctx.db, team.id, { archived_at: archive.archived ? ctx.now : null });
  return presentedTeam(ctx, team.release_id, team.id);
}
