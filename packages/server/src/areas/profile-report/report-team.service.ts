import {
  cleanFileName,
  computeTeamReport,
  localizeScale,
  toCsv,
  type ProfileExport,
  type TeamReportData,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { actorOf } from '../profile-participant/participant.service';
import type {
  ProfileContext,
  SignedInProfileContext,
} from '../profile-participant/profile-context';
import {
  definitionScalesOf,
  findConfig,
  findDefaultFormat,
} from '../profile-instrument/instrument.service';
import {
  canReadParticipant,
  isCoachOf,
  isTeamLeaderOf,
} from '../profile-participant/profile.policy';
import { formattedLabelOf, reportContent } from './report-data.service';
import {
  reportsOfAccounts,
  reportsOfConfigCreatedBetween,
  type OwnedReportRow,
} from './report.store';
import { teamMemberIds } from './report-team.store';

async function defaultFormat(context: ProfileContext) {
  const format = await findDefaultFormat(context.db, context.brand);
  if (!format) throw notFound('errors.report.noFormat');
  return format;
}

/** Latest released, not excluded report of each person. */
function latestReleasedOf(reports: readonly OwnedReportRow[]) {
  const latest = new Map<string, OwnedReportRow>();
  for (const r of reports) {
    if (r.is_released && !r.is_excluded && !latest.has(r.user_account_id))
      latest.set(r.user_account_id, r);
  }
  return [...latest.values()];
}

/** `getProfileTeamReportData/{userGroupId}`: how a team's members spread on each scale. */
export async function teamReport(
  context: SignedInProfileContext,
  userGroupId: string,
  explicitMembers: readonly string[],
): Promise<TeamReportData> {
  const actor = await actorOf(context);
  const members = await teamMemberIds(context.db, context.brand, userGroupId, explicitMembers);
  if (
    !isTeamLeaderOf(actor, members) ||
    members.some((userAccountId) => !canReadParticipant(actor, { userAccountId }))
  ) {
    throw new HttpError(403, 'errors.report.teamNotYours');
  }
  return teamReportData(context, userGroupId, members);
}

/** The team report of these members, without an access check (print views, by their key). */
export async function teamReportData(
  context: ProfileContext,
  userGroupId: string,
  members: readonly string[],
): Promise<TeamReportData> {
  const format = await defaultFormat(context);
  const definitionScales = await definitionScalesOf(context.db, format.profile_definition_id);
  const reports = latestReleasedOf(await reportsOfAccounts(context.db, context.brand, members));
  const memberScores = await Promise.all(
    reports.map(async (r) => {
      const content = await reportContent(context.db, r, context.locale);
      return new Map(content.scales.map((s) => [s.code, s.medianScore]));
    }),
  );
  const scales = definitionScales.map((s) => {
    const localized = localizeScale(s, context.locale);
    const target = format.targets.find((t) => t.scaleCode === s.code) ?? {
      targetLow: 3,
      targetHigh: 4,
    };
    return {
      code: s.code,
      displayName: localized.displayName,
      riskDirection: s.riskDirection,
      ...target,
    };
  });
  return {
    userGroupId,
    ...computeTeamReport({
      scales,
      memberScores,
      memberCount: members.length,
      minGroupSize: format.min_group_size,
    }),
  };
}

/**
 * `ExportProfileData/{configId}/{from}/{to}` (coach): one CSV row per report created in the
 * days given, with each scale's median; null (204) when there is none.
 */
export async function exportProfileData(
  context: SignedInProfileContext,
  input: { configId: string; from: Date; to: Date },
): Promise<ProfileExport | null> {
  const actor = await actorOf(context);
  const config = await findConfig(context.db, context.brand, input.configId);
  if (!config) throw notFound('errors.common.profileConfigNotFound');
  const created = await reportsOfConfigCreatedBetween(
    context.db,
    config.id,
    input.from,
    // `to` is a day: its reports are in.
    new Date(input.to.getTime() + 86_400_000),
  );
  const rows = created.filter((r) => isCoachOf(actor, { userAccountId: r.user_account_id }));
  if (rows.length === 0) return null;
  const contents = await Promise.all(rows.map((r) => reportContent(context.db, r, context.locale)));
  const scaleNames = contents[0]!.scales.map((s) => s.displayName);
  const lines = rows.map((r, i) => [
    r.first_name ?? '',
    r.last_name ?? '',
    formattedLabelOf(r),
    r.is_released ? 'yes' : 'no',
    r.describer_ids.length,
    ...contents[i]!.scales.map((s) => s.medianScore ?? ''),
  ]);
  const header = ['First name', 'Last name', 'Report', 'Released', 'Describers', ...scaleNames];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    fileName: cleanFileName(`${config.name} ${day(input.from)} to ${day(input.to)}.csv`),
    body: toCsv([header, ...lines]),
  };
}
