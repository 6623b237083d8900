import {
  CAMPUS_OVERVIEW_COLUMNS,
  CAMPUS_SUMMARY_COLUMNS,
  DISTRICT_OVERVIEW_COLUMNS,
  STRATEGIST_OVERVIEW_COLUMNS,
  reportsApi,
} from '@portal/core';
import { ReportFrame } from './ReportFrame';

/**
 * The reports by campus, district and strategist (no group filter: they count whole accounts).
 * Campus summary: where each campus's people are in the journey.
 */
export function CampusSummaryReport() {
  return (
    <ReportFrame
      name="campusSummary"
      page={reportsApi.campusSummary}
      download={reportsApi.campusSummaryExport}
      columns={CAMPUS_SUMMARY_COLUMNS}
      groups={false}
    />
  );
}

/** Premium campuses overview: each campus, its district and strategists, what it received. */
export function CampusesOverviewReport() {
  return (
    <ReportFrame
      name="premiumCampusesOverview"
      page={reportsApi.campusesOverview}
      download={reportsApi.campusesOverviewExport}
      columns={CAMPUS_OVERVIEW_COLUMNS}
      groups={false}
    />
  );
}

/** Premium districts overview: each district together with its campuses. */
export function DistrictsOverviewReport() {
  return (
    <ReportFrame
      name="premiumDistrictsOverview"
      page={reportsApi.districtsOverview}
      download={reportsApi.districtsOverviewExport}
      columns={DISTRICT_OVERVIEW_COLUMNS}
      groups={false}
    />
  );
}

/** Premium strategists overview: the accounts each strategist looks after, added up. */
export function StrategistsOverviewReport() {
  return (
    <ReportFrame
      name="premiumStrategistsOverview"
      page={reportsApi.strategistsOverview}
      download={reportsApi.strategistsOverviewExport}
      columns={STRATEGIST_OVERVIEW_COLUMNS}
      groups={false}
    />
  );
}
