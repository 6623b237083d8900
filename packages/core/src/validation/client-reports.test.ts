import { describe, expect, it } from 'vitest';
import type { TCampusSummaryRow } from './account-overviews';
import {
  clientResultsTotals,
  isClientReport,
  reportAccess,
  type TCkhEventRow,
} from './client-reports';

const campus = (people: number, plansComplete: number): TCampusSummaryRow => ({
  accountId: `c${people}`,
  campusName: 'Campus',
  districtName: null,
  people,
  profilesStarted: 1,
  reportsReleased: 1,
  plansStarted: 0,
  plansComplete,
  checkupsReported: 0,
});

const event = (surveyResponses: number, surveyAverage: number | null): TCkhEventRow => ({
  eventId: 'e',
  accountId: 'a',
  accountName: 'Campus',
  eventName: 'Kickoff',
  eventTypeName: 'Kickoff',
  startDate: null,
  participants: 10,
  checkedIn: 8,
  plansComplete: 2,
  surveyResponses,
  surveyAverage,
});

describe('the client results totals', () => {
  it('add up the campuses and events', () => {
    const totals = clientResultsTotals([campus(3, 1), campus(5, 2)], [event(0, null)]);
    expect(totals).toMatchObject({
      campuses: 2,
      people: 8,
      profilesStarted: 2,
      plansComplete: 3,
      events: 1,
      participants: 10,
      checkedIn: 8,
    });
  });

  it('weigh each event’s survey average by its answers', () => {
    // 3 answers of mean 4 and 1 of mean 2: (12 + 2) / 4 = 3.5, not (4 + 2) / 2.
    const totals = clientResultsTotals([], [event(3, 4), event(1, 2), event(0, null)]);
    expect(totals.surveyResponses).toBe(4);
    expect(totals.surveyAverage).toBe(3.5);
  });

  it('have no survey average without answers, and none of anything without rows', () => {
    expect(clientResultsTotals([], [])).toEqual({
      campuses: 0,
      people: 0,
      profilesStarted: 0,
      reportsReleased: 0,
      plansStarted: 0,
      plansComplete: 0,
      checkupsReported: 0,
      events: 0,
      participants: 0,
      checkedIn: 0,
      surveyResponses: 0,
      surveyAverage: null,
    });
  });
});

describe('the rule of a report', () => {
  it('is the client reporters’ for client reports, the report viewers’ for the others', () => {
    expect(isClientReport('clientCkh')).toBe(true);
    expect(isClientReport('profileAudit')).toBe(false);
    expect(reportAccess('clientEducation')).toEqual(['taClientReporting', 'globalDataAccess']);
    expect(reportAccess('campusSummary')).toContain('eventAdmin');
    expect(reportAccess('campusSummary')).not.toContain('taClientReporting');
  });
});
