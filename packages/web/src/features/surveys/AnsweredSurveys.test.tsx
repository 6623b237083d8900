import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TMySurveys, type TSharedSurveys, type TSurveyResponseView } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const CODE = 'c'.repeat(43);
const RESPONSE_ID = '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const RELEASE_ID = '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LOADING = { timeout: 8000 };

const VIEW: TSurveyResponseView = {
  body: {
    title: 'Team pulse',
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
  },
  answers: { role: 'leader' },
  completedAt: '2026-11-02T10:00:00.000Z',
  respondent: null,
};

const LINE = {
  title: 'Team pulse',
  entityName: null,
  opensAt: '2026-11-01T00:00:00Z',
  closesAt: null,
  inProgress: false,
  completedAt: '2026-11-02T10:00:00Z',
  responseId: RESPONSE_ID,
};

function open(path: string, answers: Record<string, unknown>) {
  const api = testApi(async (url) => {
    if (url in answers) return answers[url];
    throw new ApiError(404, 'Not found.');
  });
  renderApp([path], { api, session: testSession([]) });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('answered surveys', { timeout: 30_000 }, () => {
  it('links an answered survey of mine to its answers', async () => {
    const list: TMySurveys = {
      pending: [],
      done: [{ ...LINE, surveyCode: CODE, allowMultiple: true }],
    };
    open('/mysurveys', { '/api/survey/GetMySurveys': list });
    const view = await screen.findByRole('link', { name: 'View answers: Team pulse' }, LOADING);
    expect(view.getAttribute('href')).toBe(`/mysurvey/${CODE}/${RESPONSE_ID}`);
    const again = screen.getByRole('link', { name: 'Answer again: Team pulse' });
    expect(again.getAttribute('href')).toBe(`/mysurvey/${CODE}`);
  });

  it('shows my answers read only, without a way to send them again', async () => {
    open(`/mysurvey/${CODE}/${RESPONSE_ID}`, {
      [`/api/survey/GetMySurveyResponse/${CODE}/${RESPONSE_ID}`]: VIEW,
    });
    const leader = await screen.findByRole('radio', { name: 'Leader' }, LOADING);
    expect((leader as HTMLInputElement).checked).toBe(true);
    // Inside a disabled fieldset (the browsers disable every control in it).
    expect(leader.closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByText(/they cannot be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'My surveys' }).getAttribute('href')).toBe('/mysurveys');
  });

  it("shows a viewer whose answers they read, with the way back to the release's results", async () => {
    open(`/mysurvey/${RELEASE_ID}/${RESPONSE_ID}/viewer`, {
      [`/api/survey/GetSurveyResponse/${RELEASE_ID}/${RESPONSE_ID}`]: {
        ...VIEW,
        respondent: 'Pia Park',
      },
    });
    expect(await screen.findByText('Answers of Pia Park', undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe(
      `/survey/admin/releases/${RELEASE_ID}/results`,
    );
  });

  it('says the answers are unavailable for a link that is not valid', async () => {
    open(`/mysurvey/${CODE}/${RESPONSE_ID}`, {});
    expect(await screen.findByText('Answers unavailable', undefined, LOADING)).toBeTruthy();
  });

  it("lists a person's surveys by share code, each answered one opening for a viewer", async () => {
    const shared: TSharedSurveys = {
      person: 'Pia Park',
      pending: [],
      done: [{ ...LINE, releaseId: RELEASE_ID }],
    };
    open('/mysurveys/ABCDEFGHJK', { '/api/survey/GetSurveysByShareCode/ABCDEFGHJK': shared });
    expect(await screen.findByText('Surveys of Pia Park', undefined, LOADING)).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View answers: Team pulse' });
    expect(view.getAttribute('href')).toBe(`/mysurvey/${RELEASE_ID}/${RESPONSE_ID}/viewer`);
    expect(screen.getByText('No surveys to answer that you may see.')).toBeTruthy();
  });
});
