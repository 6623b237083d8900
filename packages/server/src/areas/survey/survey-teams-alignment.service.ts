import {
  DEFAULT_LOCALE,
  SURVEY_ANONYMITY_MINIMUM,
  canLeadTeamAlignment,
  scoreItems,
  surveyResults,
  teamAlignmentPath,
  type TTeamAlignment,
  type TTeamAlignmentReport,
  type TTeamAlignmentStart,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { ActorContext } from '../../shared/request-context';
import { GROUP_NOT_FOUND, groupFacts } from '../usergroup/usergroup.policy';
import { insertInvitations } from './survey-invitations.store';
import { queueSurveyMails } from './survey-invitations.service';
import { definitionVersions } from './survey-results.store';
import {
  completedResponses,
  findTeamRelease,
  groupMemberIds,
  groupsLedBy,
  markAlignmentStarted,
  openAlignmentReleases,
  startedAlignments,
} from './survey-teams.store';

/**
 * Team alignment: a group's leaders start an alignment release for it, which invites its
 * members (the group is their invitations' and responses' entity); the report shows the
 * group's averages and agreement once the anonymity minimum answered.
 */

const ALIGNMENT_NOT_FOUND = 'errors.teamSurveys.alignmentNotFound';

/** The group when the caller may lead its alignment (404 unknown or hidden, 403 otherwise). */
async function requireLedGroup(ctx: ActorContext, groupId: string) {
  const facts = await groupFacts(ctx.db, ctx.brand, groupId, ctx.actor);
  if (!facts) throw notFound(GROUP_NOT_FOUND);
  if (!canLeadTeamAlignment(ctx.actor, facts)) throw new HttpError(403, NOT_AUTHORIZED);
}

async function requireAlignmentRelease(ctx: ActorContext, releaseId: string) {
  const release = await findTeamRelease(ctx.db, ctx.brand, releaseId, 'alignment');
  if (!release) throw notFound(ALIGNMENT_NOT_FOUND);
  return release;
}

/**
 * `GetTeamAlignments`: for each open alignment release, the groups the caller leads or trains
 * and those it was started for that the caller may lead (survey admins: every started one).
 */
export async function findTeamAlignments(ctx: ActorContext): Promise<TTeamAlignment[]> {
  const releases = await openAlignmentReleases(ctx.db, ctx.brand, ctx.now);
  const me = ctx.actor.userAccountId;
  const led = me ? await groupsLedBy(ctx.db, ctx.brand, me) : [];
  const started = await startedAlignments(
    ctx.db,
    releases.map((r) => r.id),
  );
  const mayLead = new Map<string, boolean>(led.map((g) => [g.id, true]));
  for (const run of started) {
    if (mayLead.has(run.user_group_id)) continue;
    const facts = await groupFacts(ctx.db, ctx.brand, run.user_group_id, ctx.actor);
    mayLead.set(run.user_group_id, facts !== undefined && canLeadTeamAlignment(ctx.actor, facts));
  }
  return releases.flatMap((release) => {
    const runs = started.filter((run) => run.release_id === release.id);
    const groups = new Map(led.map((g) => [g.id, g.name]));
    for (const run of runs) groups.set(run.user_group_id, run.group_name);
    return [...groups]
      .filter(([groupId]) => mayLead.get(groupId))
      .map(([groupId, groupName]) => {
        const run = runs.find((r) => r.user_group_id === groupId);
        return {
          releaseId: release.id,
          releaseName: release.name,
          groupId,
          groupName,
          startedAt: run?.started_at.toISOString() ?? null,
          invited: run?.invited ?? 0,
          completed: run?.completed ?? 0,
        };
      });
  });
}

/**
 * `StartTeamAlignment`: invites the group's members not invited yet (each e-mailed their own
 * link) and marks the alignment started; starting again invites those who joined since.
 */
export async function startTeamAlignment(
  ctx: ActorContext,
  start: TTeamAlignmentStart,
): Promise<TTeamAlignment> {
  await requireLedGroup(ctx, start.groupId);
  const release = await requireAlignmentRelease(ctx, start.releaseId);
  const open = await openAlignmentReleases(ctx.db, ctx.brand, ctx.now);
  if (!open.some((r) => r.id === release.id)) throw notFound(ALIGNMENT_NOT_FOUND);
  const members = await groupMemberIds(ctx.db, start.groupId);
  await ctx.db.transaction().execute(async (trx) => {
    await markAlignmentStarted(trx, {
      releaseId: release.id,
      groupId: start.groupId,
      startedBy: ctx.actor.userAccountId,
    });
    const keys = members.map((userAccountId) => ({ userAccountId, accountId: start.groupId }));
    const added = await insertInvitations(trx, release.id, keys, 'UserGroup');
    await queueSurveyMails(trx, ctx, release, added, 'invitation', teamAlignmentPath);
  });
  const [run] = await startedAlignments(ctx.db, [release.id]).then((runs) =>
    runs.filter((r) => r.user_group_id === start.groupId),
  );
  if (!run) throw notFound(ALIGNMENT_NOT_FOUND);
  return {
    releaseId: release.id,
    releaseName: release.name,
    groupId: run.user_group_id,
    groupName: run.group_name,
    startedAt: run.started_at.toISOString(),
    invited: run.invited,
    completed: run.completed,
  };
}

/** `GetTeamAlignmentReport`: the group's results and items, hidden below the minimum. */
export async function teamAlignmentReport(
  ctx: ActorContext,
  releaseId: string,
  groupId: string,
): Promise<TTeamAlignmentReport> {
  await requireLedGroup(ctx, groupId);
  const release = await requireAlignmentRelease(ctx, releaseId);
  const [run] = (await startedAlignments(ctx.db, [release.id])).filter(
    (r) => r.user_group_id === groupId,
  );
  if (!run) throw notFound(ALIGNMENT_NOT_FOUND);
  const [{ latest, versions }, responses] = await Promise.all([
    definitionVersions(ctx.db, release.definition_id),
    completedResponses(ctx.db, release.id, { entityType: 'UserGroup', entityId: groupId }),
  ]);
  // Always as anonymous: the team's leader must not read one member's answers.
  const results = surveyResults(
    latest,
    versions,
    responses.map((r) => ({ version: r.definition_version, answers: r.answers })),
    { locale: ctx.language ?? DEFAULT_LOCALE, anonymous: true },
  );
  return {
    releaseName: release.name,
    groupName: run.group_name,
    minimum: SURVEY_ANONYMITY_MINIMUM,
    invited: run.invited,
    completed: run.completed,
    results,
    items: results.hidden ? [] : scoreItems(results.questions),
  };
}
