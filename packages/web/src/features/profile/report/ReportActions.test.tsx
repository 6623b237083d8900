import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileReportData } from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { AppProviders } from '../../../app/AppProviders';
import { createBrandTheme } from '../../../app/theme';
import { testApi, testBrand, testConfig } from '../../../test/render-app';
import { createTestI18n } from '../../../test/test-providers';
import { ReportActions } from './ReportActions';

const REPORT_ID = '3c1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The parts of a report the actions read. */
const reportWith = (abilities: Partial<ProfileReportData['abilities']>) =>
  ({
    id: REPORT_ID,
    reportCode: 'r-code',
    userAccountId: '4c1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    formattedLabel: 'Spring 360',
    isReleased: false,
    isExcluded: false,
    abilities: { delete: false, exclude: false, insights: false, release: false, ...abilities },
  }) as ProfileReportData;

function renderActions(api: ApiClient, report: ProfileReportData) {
  render(
    <AppProviders
      portal={{ brand: testBrand, version: '1', config: testConfig(), api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(testBrand.theme)}
    >
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ReportActions report={report} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('the report actions', () => {
  it('releases an unreleased report for its coach, after a confirmation', async () => {
    const api = testApi(async () => null);
    api.post = vi.fn(async () => ({ released: true })) as never;
    renderActions(api, reportWith({ release: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Release now' }));
    expect(await screen.findByText(/Release “Spring 360” now\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `/api/profilereport/ReleaseProfileReport/${REPORT_ID}`,
        undefined,
      ),
    );
  });

  it('offers no release to a reader without the ability', () => {
    renderActions(
      testApi(async () => null),
      reportWith({}),
    );
    expect(screen.queryByRole('button', { name: 'Release now' })).toBeNull();
  });
});
