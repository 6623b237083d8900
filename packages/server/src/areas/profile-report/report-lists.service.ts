import type { ProfileReportInfo, ProfileReportListItem } from '@portal/core';
import { HttpError } from '../../http/errors';
import { actorOf } from '../profile-participant/participant.service';
import type { SignedInProfileContext } from '../profile-participant/profile-context';
import {
  canReadParticipant,
  canReadReport,
  type ProfileActor,
} from '../profile-participant/profile.policy';
import {
  formattedLabelOf,
  presentListItem,
  presentReport,
  reportContent,
} from './report-data.service';
import {
  findReportsByIds,
  reportsOfAccounts,
  reportsOfParticipants,
  type OwnedReportRow,
} from './report.store';

const readable = (actor: ProfileActor, r: OwnedReportRow) =>
  canReadReport(actor, { userAccountId: r.user_account_id, isReleased: r.is_released });

async function visibleReportsOf(
  context: SignedInProfileContext,
  userAccountIds: readonly string[],
) {
  const actor = await actorOf(context);
  if (userAccountIds.some((userAccountId) => !canReadParticipant(actor, { userAccountId }))) {
    throw new HttpError(403, 'errors.common.somePeopleNotYours');
  }
  return {
    actor,
    reports: (await reportsOfAccounts(context.db, context.brand, userAccountIds)).filter((r) =>
      readable(actor, r),
    ),
  };
}

/** `getAllByUserAccountId/{id}` (and `myreports`): the participant sees released ones only. */
export async function reportsOfAccount(
  context: SignedInProfileContext,
  userAccountId: string,
  limit?: number,
) {
  const { reports } = await visibleReportsOf(context, [userAccountId]);
  return reports.slice(0, limit ?? reports.length).map(presentListItem);
}

export async function reportsOfAccountList(
  context: SignedInProfileContext,
  userAccountIds: readonly string[],
) {
  return (await visibleReportsOf(context, userAccountIds)).reports.map(presentListItem);
}

export async function reportInfoOf(
  context: SignedInProfileContext,
  userAccountId: string,
): Promise<ProfileReportInfo[]> {
  return (await visibleReportsOf(context, [userAccountId])).reports.map((r) => ({
    id: r.id,
    reportCode: r.report_code,
    formattedLabel: formattedLabelOf(r),
    createdUTC: r.created_at.toISOString(),
    isReleased: r.is_released,
  }));
}

const latestPer = (reports: readonly OwnedReportRow[], released: boolean) => {
  const latest = new Map<string, OwnedReportRow>();
  for (const r of reports) {
    if (released && (!r.is_released || r.is_excluded)) continue;
    if (!latest.has(r.user_account_id)) latest.set(r.user_account_id, r);
  }
  return latest;
};

/** `GetLatestReleasedByUserAccountIds` and `GetLatestReleaseByUserAccountId`. */
export async function latestReleased(
  context: SignedInProfileContext,
  userAccountIds: readonly string[],
): Promise<ProfileReportListItem[]> {
  const { reports } = await visibleReportsOf(context, userAccountIds);
  return [...latestPer(reports, true).values()].map(presentListItem);
}

/** `GetLatestProfileReportStatus`: the latest report of each person, released or not. */
export async function latestStatus(
  context: SignedInProfileContext,
  userAccountIds: readonly string[],
) {
  const { reports } = await visibleReportsOf(context, userAccountIds);
  const latest = latestPer(reports, false);
  return userAccountIds.map((userAccountId) => {
    const r = latest.get(userAccountId);
    return {
      userAccountId,
      reportId: r?.id ?? null,
      reportCode: r?.report_code ?? null,
      formattedLabel: r ? formattedLabelOf(r) : null,
      isReleased: r?.is_released ?? false,
      releasedUTC: r?.released_at?.toISOString() ?? null,
    };
  });
}

/** `GetLatestProfileReportData/{uaId}`: the latest released report's data; null for 204. */
export async function latestReportData(context: SignedInProfileContext, userAccountId: string) {
  const { reports, actor } = await visibleReportsOf(context, [userAccountId]);
  const report = latestPer(reports, true).get(userAccountId);
  if (!report) return null;
  return presentReport(
    context.db,
    context.brand,
    report,
    await reportContent(context.db, report, context.locale),
    actor,
  );
}

/** `GetProfileReportDataByParticipantId/{id}`: the participant's latest readable report. */
export async function reportDataOfParticipant(
  context: SignedInProfileContext,
  participantId: string,
) {
  const actor = await actorOf(context);
  const report = (await reportsOfParticipants(context.db, context.brand, [participantId])).find(
    (r) => readable(actor, r),
  );
  if (!report) return null;
  return presentReport(
    context.db,
    context.brand,
    report,
    await reportContent(context.db, report, context.locale),
    actor,
  );
}

/** `getIdsByParticipantIds`: ids of the readable reports of these participants. */
export async function reportIdsOfParticipants(
  context: SignedInProfileContext,
  participantIds: readonly string[],
) {
  const actor = await actorOf(context);
  const reports = await reportsOfParticipants(context.db, context.brand, participantIds);
  return reports.filter((r) => readable(actor, r)).map((r) => r.id);
}

/**
 * `GetDescriberInfoAsync` (report ids) and `GetLatestProfileReportOtherDescribersAsync/{uaId}`:
 * how many describers a report has per shown group (never who).
 */
export async function describerInfo(context: SignedInProfileContext, reportIds: readonly string[]) {
  const actor = await actorOf(context);
  const reports = (await findReportsByIds(context.db, context.brand, reportIds)).filter((r) =>
    readable(actor, r),
  );
  return reports.map((r) => ({
    reportId: r.id,
    describerCount: r.describer_ids.length,
    hasSelf: r.self_describer_id !== null,
    groups: r.groups.map((g) => ({
      key: g.key,
      count: g.memberIds.length,
      displayName: g.displayName,
    })),
  }));
}

export async function latestOtherDescribers(
  context: SignedInProfileContext,
  userAccountId: string,
) {
  const { reports } = await visibleReportsOf(context, [userAccountId]);
  const latest = reports[0];
  return latest ? (await describerInfo(context, [latest.id]))[0]! : null;
}
