import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  zSurveyBody,
  type TMySurveys,
  type TOpenSurvey,
  type TShortUrlTarget,
  type TSurveyToTake,
} from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { localKey } from './use-survey-autosave';

const CODE = 'c'.repeat(43);
const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };

const SURVEY: TOpenSurvey = {
  state: 'open',
  version: 3,
  body: zSurveyBody.parse({
    title: 'Team pulse',
    completedText: 'See you next term.',
    pages: [
      {
        name: 'p1',
        elements: [
          {
            type: 'radiogroup',
            name: 'role',
            title: 'Your role',
            isRequired: true,
            choices: [
              { value: 'teacher', text: 'Teacher' },
              { value: 'leader', text: 'Leader' },
            ],
          },
        ],
      },
    ],
  }),
  anonymous: true,
  allowMultiple: false,
  closesAt: null,
  answers: {},
};

type Send = (path: string, body?: unknown) => Promise<unknown>;

function open(path: string, answers: Record<string, unknown>, send?: Send, signedIn = false) {
  const post = vi.fn(
    send ??
      (async (url: string) => {
        if (url.endsWith('/SubmitSurvey')) return { canAnswerAgain: false };
        return { savedAt: '2026-11-29T00:00:00.000Z' };
      }),
  );
  const api = testApi(async (url) => {
    if (url in answers) return answers[url];
    throw new Error(`unexpected ${url}`);
  }, post);
  renderApp([path], { api, ...(signedIn ? { session: testSession([]) } : {}) });
  return post;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  localStorage.clear();
});

describe('survey pages', SLOW, () => {
  const byCode = `/api/survey/GetSurveyByCode/${CODE}`;

  it('saves each answer as the person goes, keeping a copy on the device until confirmed', async () => {
    let confirm: () => void = () => undefined;
    const post = open(`/surveys/${CODE}`, { [byCode]: SURVEY }, (url) =>
      url.endsWith('/SaveSurveyProgress')
        ? new Promise((resolve) => {
            confirm = () => resolve({ savedAt: 'now' });
          })
        : Promise.resolve({ canAnswerAgain: false }),
    );
    expect(
      await screen.findByText(
        'Your answers are anonymous: they are stored without your name.',
        {},
        LOADING,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Leader' }));
    expect(JSON.parse(localStorage.getItem(localKey(`code.${CODE}`)) ?? 'null')).toEqual({
      version: 3,
      answers: { role: 'leader' },
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/survey/SaveSurveyProgress', {
        surveyCode: CODE,
        version: 3,
        answers: { role: 'leader' },
      }),
    );
    confirm();
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(localStorage.getItem(localKey(`code.${CODE}`))).toBeNull();
  });

  it('resumes from the device’s copy the server never confirmed, and sends it', async () => {
    localStorage.setItem(
      localKey(`code.${CODE}`),
      JSON.stringify({ version: 3, answers: { role: 'teacher' } }),
    );
    const post = open(`/surveys/${CODE}`, { [byCode]: SURVEY });
    const radio = await screen.findByRole('radio', { name: 'Teacher' }, LOADING);
    expect((radio as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/survey/SaveSurveyProgress', {
        surveyCode: CODE,
        version: 3,
        answers: { role: 'teacher' },
      }),
    );
  });

  it('submits and thanks with the definition’s completed text', async () => {
    const post = open(`/surveys/${CODE}`, { [byCode]: SURVEY });
    fireEvent.click(await screen.findByRole('radio', { name: 'Teacher' }, LOADING));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('See you next term.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/survey/SubmitSurvey', {
      surveyCode: CODE,
      version: 3,
      answers: { role: 'teacher' },
      language: 'en-us',
    });
    expect(localStorage.getItem(localKey(`code.${CODE}`))).toBeNull();
  });

  it('shows the unavailable page for a code that opens nothing', async () => {
    open(`/surveys/${CODE}`, { [byCode]: { state: 'unavailable' } satisfies TSurveyToTake });
    expect(await screen.findByText(/This survey request has expired/, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('says a one-click link is not valid when the server kept nothing', async () => {
    const user = '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10';
    open(`/survey/${CODE}/${user}/0/9`, {}, async (url, body) => {
      expect(url).toBe('/api/survey/AnswerOneClick');
      expect(body).toEqual({
        surveyCode: CODE,
        userAccountId: user,
        questionIndex: 0,
        response: '9',
      });
      return { state: 'unavailable' };
    });
    expect(await screen.findByText(/This answer link is not valid/, {}, LOADING)).toBeTruthy();
  });

  it('follows a short link to the public survey with its params, resuming by the browser’s key', async () => {
    const target: TShortUrlTarget = {
      state: 'open',
      to: '/public-survey/Pub123',
      params: { NonRegisteredGroup: 'g1' },
    };
    const post = open(
      '/squrl/Link99/team/blue',
      {
        '/api/survey/ResolveShortUrl/Link99': target,
        '/api/survey/GetPublicSurvey/Pub123': SURVEY,
      },
      async (url) =>
        url.endsWith('/ResumePublicSurvey') ? { version: 3, answers: { role: 'leader' } } : {},
    );
    const radio = await screen.findByRole('radio', { name: 'Leader' }, LOADING);
    expect((radio as HTMLInputElement).checked).toBe(true);
    const resume = post.mock.calls.find(([url]) => url === '/api/survey/ResumePublicSurvey');
    expect(resume?.[1]).toEqual({
      shortCode: 'Pub123',
      resumeKey: localStorage.getItem('surveys.resumeKey.Pub123'),
    });
  });

  it('lists my surveys pending and answered, with links to them', async () => {
    const list: TMySurveys = {
      pending: [
        {
          surveyCode: CODE,
          title: 'Team pulse',
          entityName: 'North',
          opensAt: '2026-11-01T00:00:00Z',
          closesAt: null,
          inProgress: true,
          completedAt: null,
          allowMultiple: false,
          responseId: null,
        },
      ],
      done: [],
    };
    open('/mysurveys', { '/api/survey/GetMySurveys': list }, undefined, true);
    const link = await screen.findByRole('link', { name: 'Continue: Team pulse' }, LOADING);
    expect(link.getAttribute('href')).toBe(`/mysurvey/${CODE}`);
    expect(screen.getByText('About North')).toBeTruthy();
    expect(screen.getByText('You have not answered any surveys yet.')).toBeTruthy();
  });
});
