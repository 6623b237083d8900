import type { Kysely } from 'kysely';
import {
  computeProfileReport,
  groupMerging,
  formatReportLabel,
  localizeScale,
  type BrandKey,
  type ComputedReport,
  type DescriberGroup,
  type ProfileReportData,
  type ProfileReportListItem,
  type ScaleTarget,
} from '@portal/core';
import type { Database } from '../../db/schema';
import {
  definitionScalesOf,
  formatOf,
  type FormatRow,
} from '../profile-instrument/instrument.service';
import { accountsInBrand, type DescriberRow } from '../profile-participant/participant.service';
import {
  canManageReport,
  isCoachOf,
  type ProfileActor,
} from '../profile-participant/profile.policy';
import { findDescribersByIds, readCache, writeCache, type OwnedReportRow } from './report.store';

/** The describers of a report: self (when in it) and the others. */
export async function reportDescribers(db: Kysely<Database>, report: OwnedReportRow) {
  const ids = [
    ...report.describer_ids,
    ...(report.self_describer_id ? [report.self_describer_id] : []),
  ];
  const rows = await findDescribersByIds(db, ids);
  return {
    self: rows.find((d) => d.id === report.self_describer_id) ?? null,
    others: report.describer_ids
      .map((id) => rows.find((d) => d.id === id))
      .filter((d): d is DescriberRow => d !== undefined),
  };
}

const scored = (d: DescriberRow) => ({
  id: d.id,
  answers: new Map(Object.entries(d.answers)),
  comment: d.comment,
});

/** Scores the describers with a format's definition and targets (rules: core profile-report). */
export async function contentFor(
  db: Kysely<Database>,
  input: {
    format: FormatRow;
    targets: readonly ScaleTarget[];
    self: DescriberRow | null;
    others: readonly DescriberRow[];
    groups: readonly DescriberGroup[];
    locale: string;
  },
): Promise<ComputedReport> {
  const scales = await definitionScalesOf(db, input.format.profile_definition_id);
  return computeProfileReport({
    scales: scales.map((s) => localizeScale(s, input.locale)),
    targets: input.targets,
    counts: {
      topConstraintCount: input.format.top_constraint_count,
      strengthCount: input.format.strength_count,
    },
    self: input.self ? scored(input.self) : null,
    describers: input.others.map(scored),
    groups: input.groups,
    random: Math.random,
  });
}

/**
 * The computed part of a report in one language: groups, scales, strengths, constraints and the
 * comments' random order. Kept in profile_report_cache per language so the order stays put and
 * reads cost one row; `targets` (insights, format preview) bypass the cache.
 */
export async function reportContent(
  db: Kysely<Database>,
  report: OwnedReportRow,
  locale: string,
  override?: { format: FormatRow; targets?: ScaleTarget[] },
): Promise<ComputedReport> {
  if (!override) {
    const cached = await readCache(db, report.id, locale);
    if (cached) return cached as ComputedReport;
  }
  const format = override?.format ?? (await formatOf(db, report.report_format_id));
  const { self, others } = await reportDescribers(db, report);
  const content = await contentFor(db, {
    format,
    targets: override?.targets ?? format.targets,
    self,
    others,
    groups: report.groups,
    locale,
  });
  if (!override) {
    await writeCache(db, report, locale, content);
  }
  return content;
}

export function formattedLabelOf(report: OwnedReportRow): string {
  return formatReportLabel({
    latestDescriptionUTC: report.latest_description_at,
    createdUTC: report.created_at,
    label: report.label,
    describerCount: report.describer_ids.length + (report.self_describer_id ? 1 : 0),
  });
}

export function presentListItem(report: OwnedReportRow): ProfileReportListItem {
  return {
    id: report.id,
    reportCode: report.report_code,
    formattedLabel: formattedLabelOf(report),
    label: report.label,
    participantId: report.participant_id,
    userAccountId: report.user_account_id,
    createdUTC: report.created_at.toISOString(),
    releasedUTC: report.released_at?.toISOString() ?? null,
    isReleased: report.is_released,
    isExcluded: report.is_excluded,
    describerCount: report.describer_ids.length + (report.self_describer_id ? 1 : 0),
  };
}

/** The whole report as the report page and the print page read it. */
export async function presentReport(
  db: Kysely<Database>,
  brand: BrandKey,
  report: OwnedReportRow,
  content: ComputedReport,
  actor: ProfileActor | null,
): Promise<ProfileReportData> {
  const [account] = await accountsInBrand(db, brand, [report.user_account_id]);
  const subject = { userAccountId: report.user_account_id };
  const manage = actor !== null && canManageReport(actor, subject);
  const [describers, format] = await Promise.all([
    findDescribersByIds(db, report.describer_ids),
    formatOf(db, report.report_format_id),
  ]);
  return {
    ...presentListItem(report),
    participantFirstName: account?.first_name ?? '',
    participantLastName: account?.last_name ?? '',
    selfOnly: report.describer_ids.length === 0,
    ...content,
    merging: groupMerging(report.groups, describers, format.min_group_size),
    abilities: {
      delete: manage,
      exclude: manage,
      insights: actor !== null && isCoachOf(actor, subject),
      release: manage && !report.is_released,
    },
  };
}
