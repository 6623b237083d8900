import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TPremiumRelease,
  TPremiumResponse,
  TPremiumSurveyResults,
  TQuestionResult,
  TSurveyResults,
} from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const RESPONSE = '3f2b8c1e-5d4a-4c3b-9a1f-2e3d4c5b6a7f';
const RELEASE = '9a1f2e3d-4c5b-4a7f-8b2c-3f2b8c1e5d4a';
const ACCOUNT = '5d4a4c3b-9a1f-4e3d-8c5b-6a7f3f2b8c1e';
const LOAD = { timeout: 20_000 };

const scale = (average: number, counts: number[]): TQuestionResult => ({
  name: 'climate',
  title: 'Campus climate',
  type: 'rating',
  answered: counts.reduce((a, b) => a + b, 0),
  kind: 'scale',
  average,
  median: average,
  distribution: counts.map((count, i) => ({ value: i + 1, count })),
});
const response: TPremiumResponse = {
  responseId: RESPONSE,
  releaseId: RELEASE,
  releaseName: 'Campus culture review',
  accountId: ACCOUNT,
  accountName: 'Riverside High School',
  respondentName: 'Pat Principal',
  completedAt: '2026-03-02T10:00:00Z',
};
const RESULTS: TPremiumSurveyResults = {
  response,
  title: 'Campus culture review',
  account: { hidden: false, responses: 1, questions: [scale(4, [0, 0, 0, 1, 0])] },
  release: { hidden: false, responses: 3, questions: [scale(3.5, [0, 1, 0, 1, 1])] },
};

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('premium surveys', { timeout: 30_000 }, () => {
  it("shows an account's answers beside every account's, and downloads them as a PDF", async () => {
    const api = testApi(async (path) => {
      if (path === `/api/survey/GetPremiumSurveyResults/${RESPONSE}`) return RESULTS;
      throw new Error(`No answer for ${path}`);
    });
    const saved = vi.mocked(api.file).mockResolvedValue({
      blob: new Blob(['%PDF']),
      fileName: 'x.pdf',
    } as never);
    renderApp([`/survey/premium/${RESPONSE}`], { session: testSession([]), api });
    const question = await screen.findByRole('region', { name: 'Campus climate' }, LOAD);
    expect(within(question).getByRole('heading', { name: 'This account' })).toBeTruthy();
    expect(
      within(question).getByRole('heading', { name: 'All accounts (3 responses)' }),
    ).toBeTruthy();
    expect(within(question).getByText('Average: 4 · Median: 4')).toBeTruthy();
    expect(within(question).getByText('Average: 3.5 · Median: 3.5')).toBeTruthy();
    expect(screen.getByText(/Riverside High School · answered by Pat Principal/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        'GET',
        `/api/survey/GetPremiumSurveyResultsPdf/${RESPONSE}`,
        expect.anything(),
      ),
    );
  });

  it('lets a survey admin mark a release premium and lists its accounts', async () => {
    let premium: TPremiumRelease = { premium: false, canMark: true, problem: null, responses: [] };
    const results: TSurveyResults = {
      release: {
        id: RELEASE,
        name: 'Campus culture review',
        anonymous: false,
        opensAt: '2026-03-01T00:00:00Z',
        closesAt: null,
        definitionName: 'Campus culture',
      },
      minimum: 3,
      invitations: null,
      results: { hidden: false, responses: 0, questions: [] },
      compare: null,
    };
    const api = testApi(
      async (path) => {
        if (path === `/api/survey/GetPremiumRelease/${RELEASE}`) return premium;
        if (path === `/api/survey/GetResults/${RELEASE}`) return results;
        if (path === `/api/survey/GetResultFilters/${RELEASE}`) {
          return { accounts: [], groups: [], events: [], releases: [] };
        }
        throw new Error(`No answer for ${path}`);
      },
      async (path, body) => {
        expect(path).toBe('/api/survey/MarkPremiumRelease');
        expect(body).toEqual({ releaseId: RELEASE, premium: true });
        premium = { ...premium, premium: true, responses: [response] };
        return premium;
      },
    );
    renderApp([`/survey/admin/releases/${RELEASE}/results`], {
      session: testSession(['surveyAdmin']),
      api,
    });
    const mark = await screen.findByRole('switch', { name: /Premium: each account/ }, LOAD);
    fireEvent.click(mark);
    const list = await screen.findByRole('list', { name: 'Premium survey' });
    const view = within(list).getByRole('link', { name: /View results/ });
    expect(view.getAttribute('href')).toBe(`/survey/premium/${RESPONSE}`);
  });

  it('renders the print view from the print key of its path', async () => {
    const fetchFn = vi.fn(async () => Response.json(RESULTS));
    vi.stubGlobal('fetch', fetchFn);
    renderApp([`/print/premiumSurveyResults/k1.sig/${RESPONSE}`]);
    expect(await screen.findByRole('region', { name: 'Campus climate' }, LOAD)).toBeTruthy();
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/api/survey/GetPremiumSurveyResultsPrintData/${RESPONSE}`);
    expect((init.headers as Record<string, string>)['print-key']).toBe('k1.sig');
  });
});
