import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKUP_FEEDBACK_ERRORS,
  CheckupStage,
  type OpenCheckupSurvey,
  type TPartnerFeedbackRequest,
} from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { REPORT_FIXTURE_ID, reportViewFixture } from '../checkup/report/report-view.fixture';

const SESSION = testSession(['participant']);
const LIST = `/api/tractionplancheckup/GetParticipantsFeedbackByAccountabilityPartnerEmail/${encodeURIComponent(SESSION.email)}/all`;
const LOADING = { timeout: 8000 };

const request = (
  n: number,
  overrides: Partial<TPartnerFeedbackRequest> = {},
): TPartnerFeedbackRequest => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  checkupId: '00000000-0000-4000-8000-0000000000c1',
  checkupParticipantId: `00000000-0000-4000-8000-0000000000a${n}`,
  partnerEmail: SESSION.email,
  partnerFirstName: 'Ada',
  partnerLastName: 'Lovelace',
  surveyCode: `code-${n}`,
  status: 'pending',
  sentUtc: `2026-11-0${n}T10:00:00Z`,
  remindedUtc: null,
  reminderCount: 0,
  answeredUtc: null,
  participantFirstName: `Person${n}`,
  participantLastName: 'Lee',
  eventId: '00000000-0000-4000-8000-0000000000e1',
  stageView: {
    stage: CheckupStage.Feedback,
    phase: 'feedback',
    reportedDate: null,
    isActive: true,
    isReported: false,
    isAwaitingFeedback: true,
  },
  ...overrides,
});

const section = { title: 'Part', text: '' };
const surveyOf = (code: string, first: string): OpenCheckupSurvey => ({
  available: true,
  surveyCode: code,
  checkupParticipantId: '00000000-0000-4000-8000-0000000000a1',
  participantFirstName: first,
  participantLastName: 'Lee',
  partnerFirstName: 'Ada',
  partnerLastName: 'Lovelace',
  goal: '',
  strengths: [],
  constraints: [],
  isAnonymous: true,
  acknowledgementRequired: false,
  surveyVersion: 1,
  texts: {
    header: `Checkup for ${first} Lee`,
    sections: {
      introduction: section,
      strengths: section,
      constraints: section,
      steps: section,
      encouragement: section,
    },
    acknowledgeText: 'ack',
    completedText: 'thanks',
    unavailableText: CHECKUP_FEEDBACK_ERRORS.unavailable,
    errors: { ...CHECKUP_FEEDBACK_ERRORS },
  },
});

function open(path: string, requests: TPartnerFeedbackRequest[]) {
  const api = testApi(async (url) => {
    if (url === LIST) return requests;
    const code = /GetFeedbackByCode\/(.+)$/.exec(url)?.[1];
    const found = requests.find((r) => r.surveyCode === code);
    if (found) return surveyOf(found.surveyCode ?? '', found.participantFirstName);
    throw new Error(`unexpected ${url}`);
  });
  renderApp([path], { api, session: SESSION });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe("the signed-in partner's checkup surveys", { timeout: 30_000 }, () => {
  it('lists the pending surveys, leaves out answered and closed ones, and opens one', async () => {
    open('/traction/checkup', [
      request(1),
      request(2),
      request(3, { status: 'answered', surveyCode: null }),
      request(4, { stageView: { ...request(4).stageView, isAwaitingFeedback: false } }),
    ]);
    expect(await screen.findByText('Person1 Lee', undefined, LOADING)).toBeTruthy();
    expect(screen.getByText('Person2 Lee')).toBeTruthy();
    expect(screen.queryByText('Person3 Lee')).toBeNull();
    expect(screen.queryByText('Person4 Lee')).toBeNull();
    fireEvent.click(screen.getAllByRole('link', { name: 'Give feedback' })[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Checkup for Person2 Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All my checkup surveys' })).toBeTruthy();
  });

  it('opens the survey waiting longest on the survey route', async () => {
    open('/tractionSurvey/checkup', [request(2), request(1)]);
    expect(
      await screen.findByRole('heading', { name: 'Checkup for Person1 Lee' }, LOADING),
    ).toBeTruthy();
  });

  it("says so on the survey route when the id is not one of the partner's open surveys", async () => {
    open('/tractionSurvey/checkup/00000000-0000-4000-8000-0000000000ff', []);
    expect(
      await screen.findByText(
        'This checkup survey is not one of yours, or it is closed.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.getByText('No checkup survey is waiting for you.')).toBeTruthy();
  });

  it('shows the checkup report at traction/checkup/{id} when the id is not a survey of the reader', async () => {
    const api = testApi(async (url) => {
      if (url === LIST) return [request(1)];
      if (url.includes(`GetTractionPlanCheckupReportDataView/${REPORT_FIXTURE_ID}`)) {
        return reportViewFixture();
      }
      if (url.includes('RecordViewBehavior')) return {};
      throw new Error(`unexpected ${url}`);
    });
    renderApp([`/traction/checkup/${REPORT_FIXTURE_ID}`], { api, session: SESSION });
    expect(await screen.findByRole('heading', { name: 'Checkup report' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('Lead calmer meetings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
