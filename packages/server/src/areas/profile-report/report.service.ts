import {
  safeGrouping,
  visibleSets,
  type CreateReportRequest,
  type GroupingDescriber,
  type ProfileReportData,
} from '@portal/core';
import { toJson } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { actorOf, readableParticipant } from '../profile-participant/participant.service';
import { randomCode, type SignedInProfileContext } from '../profile-participant/profile-context';
import {
  findDescribersOf,
  type DescriberRow,
  type ParticipantRow,
} from '../profile-participant/participant.service';
import {
  canCreateReport,
  canManageReport,
  canReadReport,
  type ProfileActor,
} from '../profile-participant/profile.policy';
import { findConfig, formatOf } from '../profile-instrument/instrument.service';
import { presentReport, reportContent } from './report-data.service';
import { releaseDueReports } from './report-release.service';
import {
  deleteReportRow,
  findReport,
  insertReport,
  markReleased,
  reportsOfParticipants,
  setReportsExcluded,
  type OwnedReportRow,
} from './report.store';

/** What other areas use of this area's rows. */
export { type OwnedReportRow, findReport } from './report.store';

export const REPORT_NOT_FOUND = 'errors.report.reportNotFound';
export const NOTHING_TO_REPORT = 'errors.report.nothingToReport';
export const TOO_FEW_DESCRIBERS = 'errors.report.tooFewDescribers';
export const TOO_CLOSE = 'errors.report.tooClose';

/** A report the caller may read; 404 when it does not exist or is not theirs (no probing). */
export async function readableReport(
  context: SignedInProfileContext,
  idOrCode: string,
  may: (
    actor: ProfileActor,
    report: OwnedReportRow & { userAccountId: string; isReleased: boolean },
  ) => boolean = canReadReport,
): Promise<{ report: OwnedReportRow; actor: ProfileActor }> {
  const report = await findReport(context.db, context.brand, idOrCode);
  const actor = await actorOf(context);
  if (
    !report ||
    !may(actor, {
      ...report,
      userAccountId: report.user_account_id,
      isReleased: report.is_released,
    })
  ) {
    throw notFound(REPORT_NOT_FOUND);
  }
  return { report, actor };
}

export async function reportData(
  context: SignedInProfileContext,
  idOrCode: string,
): Promise<ProfileReportData> {
  const { report, actor } = await readableReport(context, idOrCode);
  return presentReport(
    context.db,
    context.brand,
    report,
    await reportContent(context.db, report, context.locale),
    actor,
  );
}

function chooseDescribers(all: readonly DescriberRow[], describerIds: readonly string[]) {
  const others = all.filter((d) => d.relationship !== 'self' && d.is_complete && d.is_active);
  if (describerIds.length === 0) return others;
  const chosen = describerIds.map((id) => others.find((d) => d.id === id));
  if (chosen.some((d) => d === undefined)) {
    throw new HttpError(400, 'errors.common.requestNotValid', [
      {
        field: 'describerIds',
        message: 'Each describer must be a finished describer of this participant.',
      },
    ]);
  }
  return chosen as DescriberRow[];
}

/**
 * Stores a report of a participant. Its groups follow the anonymity rules (core
 * profile-anonymity), checked against the participant's earlier reports.
 */
export async function storeReport(
  context: SignedInProfileContext,
  participant: ParticipantRow,
  request: Omit<CreateReportRequest, 'profileParticipantId'>,
  formatId: string,
): Promise<OwnedReportRow> {
  const all = await findDescribersOf(context.db, [participant.id]);
  const self = all.find((d) => d.relationship === 'self' && d.is_complete) ?? null;
  const others = chooseDescribers(all, request.describerIds);
  if (!self && others.length === 0) throw new HttpError(409, NOTHING_TO_REPORT);
  const format = await formatOf(context.db, formatId);
  const earlier = await reportsOfParticipants(context.db, context.brand, [participant.id]);
  const grouping = safeGrouping(
    others.map((d): GroupingDescriber => ({
      id: d.id,
      relationship: d.relationship as GroupingDescriber['relationship'],
      name: `${d.first_name} ${d.last_name}`.trim(),
    })),
    { minGroupSize: format.min_group_size, showManagerByName: format.show_manager_by_name },
    earlier.flatMap((r) => r.visible_sets),
  );
  if (!grouping.ok) {
    const min = format.min_group_size;
    throw new HttpError(409, {
      key: grouping.reason === 'tooFewDescribers' ? TOO_FEW_DESCRIBERS : TOO_CLOSE,
      values: { min },
    });
  }
  const ids = others.map((d) => d.id);
  const dates = [self, ...others].flatMap((d) =>
    d?.completed_at ? [d.completed_at.getTime()] : [],
  );
  const id = await insertReport(context.db, context.brand, {
    participant_id: participant.id,
    report_code: randomCode(),
    label: request.label,
    report_format_id: format.id,
    describer_ids: toJson(ids),
    self_describer_id: self?.id ?? null,
    groups: toJson(grouping.groups),
    visible_sets: toJson(ids.length === 0 ? [] : visibleSets(ids, grouping.groups)),
    latest_description_at: dates.length > 0 ? new Date(Math.max(...dates)) : null,
    created_by_user_id: context.session.userId,
    updated_at: context.now,
  });
  await releaseDueReports(context.db, context.brand, context.now, [id]);
  return (await findReport(context.db, context.brand, id))!;
}

/** `createReport`: a report of a participant from their finished describers. */
export async function createReport(context: SignedInProfileContext, request: CreateReportRequest) {
  const { participant } = await readableParticipant(
    context,
    request.profileParticipantId,
    canCreateReport,
  );
  const config = (await findConfig(context.db, context.brand, participant.profile_config_id))!;
  const report = await storeReport(context, participant, request, config.report_format_id);
  return { id: report.id, reportCode: report.report_code, isReleased: report.is_released };
}

/** `DeleteProfileReport/{id}` (coach). */
export async function deleteReport(context: SignedInProfileContext, id: string) {
  const { report } = await readableReport(context, id, canManageReport);
  await deleteReportRow(context.db, report.id);
  return { deleted: true };
}

/**
 * `ReleaseProfileReport/{id}` (coach): releases the report now, whatever its rule, as a brand
 * without automatic release needs; the release job tells its participant, as of any release.
 */
export async function releaseReport(context: SignedInProfileContext, id: string) {
  const { report } = await readableReport(context, id, canManageReport);
  if (report.is_released) return { released: false };
  await markReleased(context.db, [report.id], context.now);
  return { released: true };
}

/** `UpdateIsExcludedBatch`: excluded reports stay readable but leave team reports and exports. */
export async function setExcluded(
  context: SignedInProfileContext,
  reportIds: readonly string[],
  isExcluded: boolean,
) {
  for (const id of reportIds) await readableReport(context, id, canManageReport);
  await setReportsExcluded(context.db, context.brand, reportIds, isExcluded, context.now);
  return { updated: reportIds.length };
}
