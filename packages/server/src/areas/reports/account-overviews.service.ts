import {
  CAMPUS_OVERVIEW_COLUMNS,
  CAMPUS_SUMMARY_COLUMNS,
  DISTRICT_OVERVIEW_COLUMNS,
  STRATEGIST_OVERVIEW_COLUMNS,
  type ReportColumn,
  type TCampusOverviewRow,
  type TCampusSummaryRow,
  type TDeliveryFigures,
  type TDistrictOverviewRow,
  type TStrategistOverviewRow,
} from '@portal/core';
import { overviewRows, type OverviewRecord, type OverviewUnit } from './account-overviews.store';
import { rangeOf, totalOf, type ReportSource } from './reports.service';

/**
 * The campus summary and the premium overviews of campuses, districts and strategists. They
 * count by campus, district or strategist, so a group filter does not narrow them (the page does
 * not offer it).
 */
function overviewSource<Row>(
  unit: OverviewUnit,
  columns: readonly ReportColumn<Row>[],
  toRow: (record: OverviewRecord) => Row,
): ReportSource<Row> {
  return {
    columns,
    read: async (db, scope, filters, slice) => {
      const records = await overviewRows(
        db,
        { ...scope, groupId: undefined },
        unit,
        rangeOf(filters),
        filters,
        slice,
      );
      return { total: totalOf(records), rows: records.map(toRow) };
    },
  };
}

const delivery = (r: OverviewRecord): TDeliveryFigures => ({
  people: Number(r.people),
  events: Number(r.events),
  checkedIn: Number(r.checked_in),
  reportsReleased: Number(r.reports_released),
  plansComplete: Number(r.plans_complete),
  checkupsReported: Number(r.checkups_reported),
  awards: Number(r.awards),
  assessmentsCompleted: Number(r.assessments_completed),
});

export const campusSummary = overviewSource<TCampusSummaryRow>(
  'campus',
  CAMPUS_SUMMARY_COLUMNS,
  (r) => ({
    accountId: r.unit_id,
    campusName: r.name,
    districtName: r.district_name,
    people: Number(r.people),
    profilesStarted: Number(r.profiles_started),
    reportsReleased: Number(r.reports_released),
    plansStarted: Number(r.plans_started),
    plansComplete: Number(r.plans_complete),
    checkupsReported: Number(r.checkups_reported),
  }),
);

export const campusesOverview = overviewSource<TCampusOverviewRow>(
  'campus',
  CAMPUS_OVERVIEW_COLUMNS,
  (r) => ({
    accountId: r.unit_id,
    campusName: r.name,
    districtName: r.district_name,
    strategistNames: r.strategist_names,
    implementationStatus: r.implementation_status,
    ...delivery(r),
  }),
);

export const districtsOverview = overviewSource<TDistrictOverviewRow>(
  'district',
  DISTRICT_OVERVIEW_COLUMNS,
  (r) => ({
    accountId: r.unit_id,
    districtName: r.name,
    campuses: Number(r.campuses),
    strategistNames: r.strategist_names,
    ...delivery(r),
  }),
);

export const strategistsOverview = overviewSource<TStrategistOverviewRow>(
  'strategist',
  STRATEGIST_OVERVIEW_COLUMNS,
  (r) => ({
    userAccountId: r.unit_id,
    strategistName: r.name,
    strategistEmail: r.email,
    campuses: Number(r.campuses),
    ...delivery(r),
  }),
);
