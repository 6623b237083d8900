import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckupRatingSummary, CheckupReportView } from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { PortalContext } from '../../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../../test/render-app';
import { TestI18n } from '../../../test/test-providers';
import { CheckupReportDialog } from './CheckupReportDialog';

const CP = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const ids = { checkupId: CP, checkupParticipantId: CP, eventId: CP };
const rated: CheckupRatingSummary = {
  average: 4.5,
  distribution: [0, 0, 0, 1, 1],
  ratedCount: 2,
  notApplicableCount: 1,
};

function view(patch: Partial<CheckupReportView> = {}): CheckupReportView {
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

function renderDialog(api: ApiClient) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config: testConfig(), api }}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <CheckupReportDialog checkupParticipantId={CP} onClose={() => undefined} />
          </MemoryRouter>
        </QueryClientProvider>
      </PortalContext.Provider>
    </TestI18n>,
  );
}

afterEach(cleanup);

describe('the checkup report dialog', { timeout: 20_000 }, () => {
  it('shows the gathered answers, comments as text, and records the participant reading it', async () => {
    const api = testApi(async (path) => (path.includes('RecordViewBehavior') ? {} : view()));
    renderDialog(api);
    expect(await screen.findByText(/Partners answered: 3 of 4/)).toBeTruthy();
    expect(screen.getByText('Wait before answering')).toBeTruthy();
    expect(screen.getAllByText(/N\/A: 1/).length).toBeGreaterThan(0);
    expect(screen.getByText('Weekly: 2')).toBeTruthy();
    expect(screen.getByText('“<b>Calmer</b> lately”')).toBeTruthy();
    expect(screen.getByText('— A partner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(api.get)).toHaveBeenCalledWith(
        `/api/tractionplancheckup/RecordViewBehavior/${CP}`,
      ),
    );
  });

  it('tells staff the report is not released yet and records no view for them', async () => {
    const api = testApi(async () => view({ isParticipant: false, isReleased: false }));
    renderDialog(api);
    expect(
      await screen.findByText('This report has not been released to the participant yet.'),
    ).toBeTruthy();
    expect(vi.mocked(api.get)).not.toHaveBeenCalledWith(
      `/api/tractionplancheckup/RecordViewBehavior/${CP}`,
    );
  });
});
