import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileReportData } from '@portal/core';
import { PortalContext } from '../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { TestI18n } from '../../test/test-providers';
import { ReportDownloads } from '../profile/report/ReportDownloads';
import { TeamDownloads } from '../profile/team/TeamDownloads';
import { ClientResultsDownload } from '../reports/client/ClientResultsDownload';

const ACCOUNT = '0d8f6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
/** What the 360 report's buttons read of it: the names of its file. */
const report = {
  participantFirstName: 'Ada',
  participantLastName: 'L',
  formattedLabel: 'Spring',
} as ProfileReportData;

function renderWith(features: Record<string, boolean>, children: ReactNode) {
  const config = testConfig({ features });
  const api = testApi(async () => undefined);
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config, api }}>
        <MemoryRouter initialEntries={[`/?accountId=${ACCOUNT}`]}>{children}</MemoryRouter>
      </PortalContext.Provider>
    </TestI18n>,
  );
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

afterEach(cleanup);

describe('the PDF download buttons', () => {
  it.each([
    ['360 report', <ReportDownloads report={report} />, ['Download PDF', 'Download images (zip)']],
    ['team report', <TeamDownloads userGroupId={ACCOUNT} userAccountIds="" />, ['Download PDF']],
    ['client results', <ClientResultsDownload />, ['Download results (PDF)']],
  ])('of the %s go where the brand has pdfDownloads off', (_name, element, labels) => {
    renderWith({}, element);
    expect(buttons()).toEqual(expect.arrayContaining(labels));
    cleanup();
    renderWith({ pdfDownloads: false }, element);
    expect(buttons().filter((text) => labels.includes(text ?? ''))).toEqual([]);
  });
});
