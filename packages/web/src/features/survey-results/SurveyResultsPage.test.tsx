import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSurveyNamedResponse, TSurveyResultFilters, TSurveyResults } from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const RELEASE = '3f2b8c1e-5d4a-4c3b-9a1f-2e3d4c5b6a7f';
const OTHER = '9a1f2e3d-4c5b-4a7f-8b2c-3f2b8c1e5d4a';
const ACCOUNT = '5d4a4c3b-9a1f-4e3d-8c5b-6a7f3f2b8c1e';
const LOAD = { timeout: 10_000 };

const release = { name: 'Spring pulse', opensAt: '2026-03-01T00:00:00Z', closesAt: null };
const RESULTS: TSurveyResults = {
  release: { ...release, id: RELEASE, anonymous: false, definitionName: 'Team pulse' },
  minimum: 3,
  invitations: { invited: 8, completed: 4 },
  results: {
    hidden: false,
    responses: 4,
    questions: [
      {
        name: 'role',
        title: 'Your role',
        type: 'radiogroup',
        answered: 4,
        kind: 'choices',
        choices: [
          { value: 'teacher', label: 'Teacher', count: 3, percent: 75 },
          { value: 'leader', label: 'Leader', count: 1, percent: 25 },
        ],
      },
      {
        name: 'again',
        title: 'Again?',
        type: 'boolean',
        answered: 2,
        kind: 'choices',
        choices: [
          { value: 'true', label: '', count: 2, percent: 100 },
          { value: 'false', label: '', count: 0, percent: 0 },
        ],
      },
      {
        name: 'energy',
        title: 'Energy',
        type: 'rating',
        answered: 4,
        kind: 'scale',
        average: 3.5,
        median: 3.5,
        distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value > 2 ? 1 : 0 })),
      },
      {
        name: 'notes',
        title: 'Anything else?',
        type: 'comment',
        answered: 1,
        kind: 'texts',
        texts: ['<img src=x onerror=alert(1)> fine'],
      },
    ],
  },
  compare: null,
};
const FILTERS: TSurveyResultFilters = {
  accounts: [{ id: ACCOUNT, name: 'Birch District' }],
  groups: [],
  events: [],
  releases: [{ id: OTHER, name: 'Autumn pulse' }],
};

const RESPONSE = '7c6b5a49-3827-4615-a4b3-c2d1e0f9a8b7';
const NAMED: TSurveyNamedResponse[] = [
  { id: RESPONSE, name: 'Pia Park', completedAt: '2026-03-04T10:00:00.000Z' },
];

function resultsApi(calls: unknown[], answer: TSurveyResults = RESULTS) {
  return testApi(async (path, query) => {
    if (path === `/api/survey/GetResultFilters/${RELEASE}`) return FILTERS;
    if (path === `/api/survey/GetNamedResponses/${RELEASE}`) return NAMED;
    calls.push([path, query]);
    return answer;
  });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('survey results page', { timeout: 30_000 }, () => {
  it('shows the summary, each question with its figures as a table, and comments as text', async () => {
    const calls: unknown[] = [];
    renderApp([`/survey/admin/releases/${RELEASE}/results?accountId=${ACCOUNT}&to=nope`], {
      session: testSession(['surveyAdmin']),
      api: resultsApi(calls),
    });
    expect(await screen.findByRole('heading', { name: 'Spring pulse' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '4 responses · 4 of 8 invited people answered (50%)',
    );
    expect(calls[0]).toEqual([`/api/survey/GetResults/${RELEASE}`, { accountId: ACCOUNT }]);
    const role = screen.getByRole('table', { name: 'Your role' });
    expect(within(role).getByText('Teacher')).toBeTruthy();
    expect(within(role).getByText('75%')).toBeTruthy();
    // A yes/no without labels of its own is said in the reader's language.
    expect(within(screen.getByRole('table', { name: 'Again?' })).getByText('Yes')).toBeTruthy();
    expect(screen.getByText('Average: 3.5 · Median: 3.5')).toBeTruthy();
    const notes = screen.getByRole('list', { name: 'Anything else?' });
    expect(within(notes).getByText('<img src=x onerror=alert(1)> fine')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Account' }).value).toBe(
        'Birch District',
      ),
    );
    // A named release lists its people's responses, each opening its answers for a viewer.
    const responses = await screen.findByRole('region', { name: 'Responses' });
    expect(within(responses).getByRole('link', { name: 'Pia Park' }).getAttribute('href')).toBe(
      `/mysurvey/${RELEASE}/${RESPONSE}/viewer`,
    );
  });

  it('says an anonymous group too small is hidden, with no figures', async () => {
    const hidden: TSurveyResults = {
      ...RESULTS,
      release: { ...RESULTS.release, anonymous: true },
      results: { hidden: true },
    };
    renderApp([`/survey/admin/releases/${RELEASE}/results`], {
      session: testSession(['surveyAdmin']),
      api: resultsApi([], hidden),
    });
    const notice = await screen.findByRole('alert', {}, LOAD);
    expect(notice.textContent).toContain('at least 3 people have answered');
    expect(screen.getByRole('status').textContent).toContain('at least 3 people have answered');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/never by the people who answered/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Responses' })).toBeNull();
  });

  it('compares with another release side by side, and downloads with the filters', async () => {
    const calls: unknown[] = [];
    const compared: TSurveyResults = {
      ...RESULTS,
      compare: {
        release: { ...release, id: OTHER, name: 'Autumn pulse', anonymous: false },
        results: { ...RESULTS.results, responses: 2 } as TSurveyResults['results'],
      },
    };
    const api = resultsApi(calls, compared);
    const saved = vi.mocked(api.file).mockResolvedValue({
      blob: new Blob(['x']),
      fileName: 'Spring pulse results.xlsx',
    } as never);
    renderApp(
      [`/survey/admin/releases/${RELEASE}/results?compareReleaseId=${OTHER}&from=2026-03-01`],
      {
        session: testSession(['surveyAdmin']),
        api,
      },
    );
    const section = await screen.findByRole('region', { name: 'Your role' }, LOAD);
    expect(within(section).getByRole('heading', { name: 'Autumn pulse' })).toBeTruthy();
    expect(within(section).getAllByRole('table')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Download .xlsx' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith('GET', `/api/survey/ExportResults/${RELEASE}`, {
        query: { from: '2026-03-01', format: 'xlsx' },
      }),
    );
  });
});
