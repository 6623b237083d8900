import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TContentSurvey, TSurveyToTake } from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { PortalContext } from '../../../app/portal-context';
import { SessionContext } from '../../../auth/session-context';
import { testApi, testBrand, testConfig, testSession } from '../../../test/render-app';
import { TestI18n } from '../../../test/test-providers';
import { ContentSections } from './ContentSections';

const CODE = 'c'.repeat(43);
const ITEM = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a30';
const SURVEY: TSurveyToTake = {
  state: 'open',
  version: 1,
  anonymous: false,
  allowMultiple: false,
  closesAt: null,
  answers: {},
  body: {
    title: 'Page pulse',
    pages: [
      {
        name: 'p',
        elements: [{ type: 'rating', name: 'energy', title: 'Energy', isRequired: true }],
      },
    ],
  },
} as TSurveyToTake;

/** The reader's invitation and survey as the server answers them; every call recorded. */
function surveyApi(invitation: TContentSurvey, survey: TSurveyToTake = SURVEY) {
  const sent: [string, unknown][] = [];
  const send = async (path: string, body: unknown) => {
    sent.push([path, body]);
    if (path === '/api/survey/OpenContentSurvey') return invitation;
    if (path === '/api/survey/SaveSurveyProgress') return { savedAt: '2026-03-01T00:00:00Z' };
    if (path === '/api/survey/SubmitSurvey') return { canAnswerAgain: false };
    throw new Error(`No answer for ${path}`);
  };
  const api: ApiClient = {
    ...testApi(async (path) => {
      if (path === `/api/survey/GetSurveyByCode/${CODE}`) return survey;
      throw new Error(`No answer for ${path}`);
    }, send),
    request: vi.fn(async (_method: string, path: string, options?: { body?: unknown }) =>
      send(path, options?.body),
    ) as ApiClient['request'],
  };
  return { api, sent };
}

function renderSurvey(api: ApiClient) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = testSession(['participant']);
  const state = { session, displayName: '', signOut: vi.fn(), switchIdentity: vi.fn() };
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config: testConfig(), api }}>
        <SessionContext.Provider value={state}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <ContentSections
                sections={[{ id: 'pulse', type: 'contentSurvey', data: { releaseId: ITEM } }]}
                contentId={ITEM}
                groupCode="library"
                fileUrls={{}}
              />
            </MemoryRouter>
          </QueryClientProvider>
        </SessionContext.Provider>
      </PortalContext.Provider>
    </TestI18n>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a survey in a content page', { timeout: 30_000 }, () => {
  it('is answered in place through the reader’s invitation about the item', async () => {
    const { api, sent } = surveyApi({ state: 'ready', surveyCode: CODE, completedAt: null });
    renderSurvey(api);
    expect(await screen.findByText('Page pulse')).toBeTruthy();
    expect(sent[0]).toEqual([
      '/api/survey/OpenContentSurvey',
      { contentId: ITEM, sectionId: 'pulse' },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent.find(([path]) => path === '/api/survey/SubmitSurvey')?.[1]).toMatchObject({
        surveyCode: CODE,
        answers: { energy: 4 },
      }),
    );
  });

  it('says it was answered when the reader comes back', async () => {
    const { api } = surveyApi(
      { state: 'ready', surveyCode: CODE, completedAt: '2026-03-02T10:00:00Z' },
      { state: 'completed' },
    );
    renderSurvey(api);
    expect(await screen.findByText(/You answered this survey on/)).toBeTruthy();
  });

  it('says a survey that is not open is not available', async () => {
    renderSurvey(surveyApi({ state: 'unavailable' }).api);
    expect(await screen.findByText('This survey is not open at the moment.')).toBeTruthy();
  });
});
