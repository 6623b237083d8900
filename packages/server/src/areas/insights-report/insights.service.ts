import type { InsightsReport, InsightsReportData, ScaleTarget } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { toJson } from '../../db/schema';
import { definitionScalesOf, formatOf } from '../profile-instrument/instrument.service';
import type {
  ProfileContext,
  SignedInProfileContext,
} from '../profile-participant/profile-context';
import type { ProfileActor } from '../profile-participant/profile.policy';
import { findReport, type OwnedReportRow } from '../profile-report/report.service';
import { isCoachOf } from '../profile-participant/profile.policy';
import { presentReport, reportContent } from '../profile-report/report-data.service';
import { readableReport } from '../profile-report/report.service';
import { findInsights, insertInsights, updateInsights, type InsightsRow } from './insights.store';

const present = (row: InsightsRow): InsightsReport => ({
  id: row.id,
  profileReportId: row.profile_report_id,
  isComplete: row.is_complete,
  rangeSelections: row.range_selections,
  updatedUTC: row.updated_at.toISOString(),
});

const coachOnly = (context: SignedInProfileContext, reportId: string) =>
  readableReport(context, reportId, (actor, report) => isCoachOf(actor, report));

async function insightsOf(context: SignedInProfileContext, id: string) {
  const row = await findInsights(context.db, context.brand, id);
  if (!row) throw notFound('errors.insights.notFound');
  const { report, actor } = await coachOnly(context, row.profile_report_id);
  return { row, report, actor };
}

/** `CreateInitialReport`: an insights report of a profile report, starting from its format's ranges. */
export async function createInitialReport(
  context: SignedInProfileContext,
  profileReportId: string,
) {
  const { report } = await coachOnly(context, profileReportId);
  const format = await formatOf(context.db, report.report_format_id);
  const row = await insertInsights(context.db, context.brand, {
    profile_report_id: report.id,
    range_selections: toJson(format.targets),
    created_by_user_id: context.session.userId,
    updated_at: context.now,
  });
  return present(row);
}

/** `SaveRangeSelections`: the coach's target ranges per scale; complete when they say so. */
export async function saveRangeSelections(
  context: SignedInProfileContext,
  input: { id: string; rangeSelections: ScaleTarget[]; isComplete: boolean },
) {
  const { row, report } = await insightsOf(context, input.id);
  const format = await formatOf(context.db, report.report_format_id);
  const known = new Set(format.targets.map((t) => t.scaleCode));
  const scales = await definitionScalesOf(context.db, format.profile_definition_id);
  for (const s of scales) known.add(s.code);
  const unknown = input.rangeSelections.findIndex((t) => !known.has(t.scaleCode));
  if (unknown >= 0) {
    throw new HttpError(400, 'errors.common.requestNotValid', [
      { field: `rangeSelections.${unknown}.scaleCode`, message: 'Not a scale of this report.' },
    ]);
  }
  const updated = await updateInsights(context.db, row.id, {
    range_selections: toJson(input.rangeSelections),
    is_complete: input.isComplete,
    updated_at: context.now,
  });
  return present(updated);
}

/** `SetIncomplete/{id}`: back to editing. */
export async function setIncomplete(context: SignedInProfileContext, id: string) {
  const { row } = await insightsOf(context, id);
  const updated = await updateInsights(context.db, row.id, {
    is_complete: false,
    updated_at: context.now,
  });
  return present(updated);
}

/** The profile report re-read with the coach's ranges (the print page and the builder preview). */
export async function insightsData(
  context: SignedInProfileContext,
  id: string,
): Promise<InsightsReportData> {
  const { row, report, actor } = await insightsOf(context, id);
  return readInsights(context, row, report, actor);
}

/** The same for the print view, opened by its print key. */
export async function insightsPrintData(
  context: ProfileContext,
  id: string,
): Promise<InsightsReportData> {
  const row = await findInsights(context.db, context.brand, id);
  const report = row && (await findReport(context.db, context.brand, row.profile_report_id));
  if (!row || !report) throw notFound('errors.insights.notFound');
  return readInsights(context, row, report, null);
}

/** The profile report re-read with the coach's ranges. */
async function readInsights(
  context: ProfileContext,
  row: InsightsRow,
  report: OwnedReportRow,
  actor: ProfileActor | null,
): Promise<InsightsReportData> {
  const format = await formatOf(context.db, report.report_format_id);
  const content = await reportContent(context.db, report, context.locale, {
    format,
    targets: row.range_selections,
  });
  return {
    insights: present(row),
    report: await presentReport(context.db, context.brand, report, content, actor),
  };
}
