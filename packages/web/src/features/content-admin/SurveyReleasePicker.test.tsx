import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TContentSurveyRelease } from '@portal/core';
import { PortalContext } from '../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { TestI18n } from '../../test/test-providers';
import { SurveyReleasePicker } from './SurveyReleasePicker';

const OPEN = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a30';
const LATER = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a40';
const RELEASES: TContentSurveyRelease[] = [
  { id: OPEN, name: 'Page pulse', open: true },
  { id: LATER, name: 'Autumn check-in', open: false },
];

function renderPicker(releaseId: string, onChange = vi.fn()) {
  const api = testApi(async (path) => {
    expect(path).toBe('/api/survey/GetContentSurveyReleases');
    return RELEASES;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config: testConfig(), api }}>
        <QueryClientProvider client={client}>
          <SurveyReleasePicker releaseId={releaseId} onChange={onChange} />
        </QueryClientProvider>
      </PortalContext.Provider>
    </TestI18n>,
  );
  return onChange;
}

afterEach(cleanup);

describe("a survey section's settings", () => {
  it('offers the releases not closed, saying which are not open yet', async () => {
    const onChange = renderPicker('');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Survey' }));
    const options = within(await screen.findByRole('listbox'));
    expect(
      await options.findByRole('option', { name: 'Autumn check-in (not open yet)' }),
    ).toBeTruthy();
    fireEvent.click(options.getByRole('option', { name: 'Page pulse' }));
    expect(onChange).toHaveBeenCalledWith(OPEN);
  });

  it('keeps showing a chosen release that has closed since', async () => {
    const gone = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50';
    renderPicker(gone);
    expect((await screen.findByRole('combobox', { name: 'Survey' })).textContent).toBe(gone);
  });
});
