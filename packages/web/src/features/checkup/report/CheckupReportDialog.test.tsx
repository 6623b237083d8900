import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { PortalContext } from '../../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../../test/render-app';
import { TestI18n } from '../../../test/test-providers';
import { CheckupReportDialog } from './CheckupReportDialog';
import { REPORT_FIXTURE_ID, reportViewFixture } from './report-view.fixture';

const CP = REPORT_FIXTURE_ID;
const view = reportViewFixture;
const recordPath = `/api/tractionplancheckup/RecordViewBehavior/${CP}`;

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
      expect(vi.mocked(api.get)).toHaveBeenCalledWith(recordPath, undefined, undefined),
    );
  });

  it('scrolls by keyboard, and names each rating bar by its counts alone', async () => {
    renderDialog(testApi(async () => view({ isParticipant: false })));
    await screen.findByText(/Partners answered: 3 of 4/);
    const content = screen.getByRole('region', { name: 'Checkup report' });
    expect(content.tabIndex).toBe(0);
    const [bar] = screen.getAllByRole('img', {
      name: 'Strongly Disagree: 0, Disagree: 0, Neutral: 0, Agree: 1, Strongly Agree: 1',
    });
    // Its parts are drawn only: no name of their own inside the image (axe: aria-prohibited-attr).
    expect(bar?.querySelectorAll('[aria-label]')).toHaveLength(0);
  });

  it('tells staff the report is not released yet and records no view for them', async () => {
    const api = testApi(async () => view({ isParticipant: false, isReleased: false }));
    renderDialog(api);
    expect(
      await screen.findByText('This report has not been released to the participant yet.'),
    ).toBeTruthy();
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).not.toContain(recordPath);
  });
});
