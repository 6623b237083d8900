import type { ReportColumn } from './reports';

/**
 * The reports that look at the accounts themselves (docs/decisions.md, "Reports"): the campus
 * summary (where a campus's people are in the journey) and the premium overviews of campuses,
 * districts and strategists (what was delivered to them). A campus is an account without child
 * accounts, a district one with; a strategist is a trainer of an account.
 */

/** What was delivered to a campus, district or strategist's accounts in the range. */
export type TDeliveryFigures = {
  /** The accounts' people now: linked to them or members of their groups. */
  people: number;
  /** Events of the accounts starting in the range (else made in it). */
  events: number;
  /** Participants of those events who checked in. */
  checkedIn: number;
  /** People whose 360 report was released in the range. */
  reportsReleased: number;
  /** People whose Traction Plan is complete now. */
  plansComplete: number;
  /** People whose checkup report went out in the range. */
  checkupsReported: number;
  /** Awards of the accounts dated in the range. */
  awards: number;
  /** Assessments completed, as the CRM records them on the accounts. */
  assessmentsCompleted: number;
};

const DELIVERY_COLUMNS = [
  { key: 'people', kind: 'number' },
  { key: 'events', kind: 'number' },
  { key: 'checkedIn', kind: 'number' },
  { key: 'reportsReleased', kind: 'number' },
  { key: 'plansComplete', kind: 'number' },
  { key: 'checkupsReported', kind: 'number' },
  { key: 'awards', kind: 'number' },
  { key: 'assessmentsCompleted', kind: 'number' },
] as const satisfies readonly ReportColumn<TDeliveryFigures>[];

/** Campus summary: a campus's people at each step of the journey. */
export type TCampusSummaryRow = {
  accountId: string;
  campusName: string;
  /** The parent account's name, or null for a campus without a district. */
  districtName: string | null;
  people: number;
  /** People whose 360 started in the range. */
  profilesStarted: number;
  reportsReleased: number;
  /** People whose Traction Plan was begun in the range. */
  plansStarted: number;
  plansComplete: number;
  checkupsReported: number;
};

export const CAMPUS_SUMMARY_COLUMNS = [
  { key: 'campusName', kind: 'text' },
  { key: 'districtName', kind: 'text' },
  { key: 'people', kind: 'number' },
  { key: 'profilesStarted', kind: 'number' },
  { key: 'reportsReleased', kind: 'number' },
  { key: 'plansStarted', kind: 'number' },
  { key: 'plansComplete', kind: 'number' },
  { key: 'checkupsReported', kind: 'number' },
] as const satisfies readonly ReportColumn<TCampusSummaryRow>[];

/** Premium campuses overview: per campus, its district, strategists and what it received. */
export type TCampusOverviewRow = TDeliveryFigures & {
  accountId: string;
  campusName: string;
  districtName: string | null;
  /** The names of the trainers of the campus and of its district, comma-separated, or null. */
  strategistNames: string | null;
  /** The CRM's implementation status of the campus, or null. */
  implementationStatus: string | null;
};

export const CAMPUS_OVERVIEW_COLUMNS = [
  { key: 'campusName', kind: 'text' },
  { key: 'districtName', kind: 'text' },
  { key: 'strategistNames', kind: 'text' },
  { key: 'implementationStatus', kind: 'text' },
  ...DELIVERY_COLUMNS,
] as const satisfies readonly ReportColumn<TCampusOverviewRow>[];

/** Premium districts overview: per district, its campuses together with it. */
export type TDistrictOverviewRow = TDeliveryFigures & {
  accountId: string;
  districtName: string;
  /** Its campuses in the viewer's scope: its descendants without child accounts. */
  campuses: number;
  strategistNames: string | null;
};

export const DISTRICT_OVERVIEW_COLUMNS = [
  { key: 'districtName', kind: 'text' },
  { key: 'campuses', kind: 'number' },
  { key: 'strategistNames', kind: 'text' },
  ...DELIVERY_COLUMNS,
] as const satisfies readonly ReportColumn<TDistrictOverviewRow>[];

/** Premium strategists overview: per strategist, the accounts they train and their descendants. */
export type TStrategistOverviewRow = TDeliveryFigures & {
  userAccountId: string;
  strategistName: string;
  strategistEmail: string | null;
  /** The campuses they look after (accounts they train, or descendants of those, without child
   * accounts) in the viewer's scope. */
  campuses: number;
};

export const STRATEGIST_OVERVIEW_COLUMNS = [
  { key: 'strategistName', kind: 'text' },
  { key: 'strategistEmail', kind: 'text' },
  { key: 'campuses', kind: 'number' },
  ...DELIVERY_COLUMNS,
] as const satisfies readonly ReportColumn<TStrategistOverviewRow>[];

/** The column keys of these reports. */
export type AccountOverviewColumnKey =
  | keyof TCampusSummaryRow
  | keyof TCampusOverviewRow
  | keyof TDistrictOverviewRow
  | keyof TStrategistOverviewRow;
