import type { CheckupRatingSummary, CheckupReportView } from '@portal/core';

export const REPORT_FIXTURE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const CP = REPORT_FIXTURE_ID;
const ids = { checkupId: CP, checkupParticipantId: CP, eventId: CP };
const rated: CheckupRatingSummary = {
  average: 4.5,
  distribution: [0, 0, 0, 1, 1],
  ratedCount: 2,
  notApplicableCount: 1,
};

/** A released report of Robin Reed, read by Robin; `patch` changes the view. */
export function reportViewFixture(patch: Partial<CheckupReportView> = {}): CheckupReportView {
  return {
    report: {
      ...ids,
      eventName: 'Spring cohort',
      participantFirstName: 'Robin',
      participantLastName: 'Reed',
      goal: 'Lead calmer meetings',
      isAnonymous: false,
      checkupType: 0,
      requestedCount: 4,
      reportedDate: '2026-11-20T10:00:00Z',
      responseCount: 3,
      interactionFrequencies: { Daily: 1, Weekly: 2, Monthly: 0, LessThanMonthly: 0 },
      strengths: [{ text: 'Patient', chosenCount: 3 }],
      strengthComments: [],
      constraints: [
        {
          index: 0,
          name: 'Impatience',
          definition: [],
          agreeCount: 2,
          disagreeCount: 1,
          comments: [{ text: '<b>Calmer</b> lately', from: 'Ana Partner' }],
          steps: [{ id: 's1', description: 'Wait before answering', comments: [], ...rated }],
        },
      ],
      overall: rated,
      encouragements: [{ text: 'Keep going', from: null }],
    },
    isParticipant: true,
    isReleased: true,
    abilities: { downloadPdf: true },
    ...patch,
  };
}
