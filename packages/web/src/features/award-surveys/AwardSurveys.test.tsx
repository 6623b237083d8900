import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  zSurveyBody,
  type TAwardAccountProgress,
  type TAwardProgram,
  type TAwardSurvey,
} from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const CODE = 'a'.repeat(43);
const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };
const RELEASE = '4d6f1c2e-8a53-4b8e-9d53-2f0c8b1e6a01';
const ACCOUNT = '0b6b8d9e-1f2a-4c3d-8e4f-5a6b7c8d9e0f';

const SURVEY: TAwardSurvey = {
  state: 'open',
  version: 2,
  body: zSurveyBody.parse({
    title: 'School climate',
    pages: [
      {
        name: 'p1',
        elements: [
          {
            type: 'radiogroup',
            name: 'feel',
            title: 'How do you feel at school?',
            isRequired: true,
            choices: [
              { value: 'good', text: 'Good' },
              { value: 'bad', text: 'Bad' },
            ],
          },
        ],
      },
    ],
  }),
  anonymous: true,
  allowMultiple: true,
  closesAt: null,
  answers: {},
  accountName: 'Riverside High School',
  surveyType: 'CampusStudentSurvey',
};

const PROGRAM: TAwardProgram = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Climate award',
  achievementType: 'startStrong',
  awardName: 'Start Strong',
  schoolYear: '2026-2027',
  requirements: [
    { surveyType: 'StaffSurvey', releaseId: RELEASE, releaseName: 'Staff', minResponses: 5 },
  ],
  accounts: [{ id: ACCOUNT, name: 'Riverside High School' }],
};

const PROGRESS: TAwardAccountProgress[] = [
  {
    programId: PROGRAM.id,
    programName: PROGRAM.name,
    achievementType: 'startStrong',
    schoolYear: '2026-2027',
    accountId: ACCOUNT,
    accountName: 'Riverside High School',
    awardedAt: null,
    types: [{ surveyType: 'StaffSurvey', code: CODE, completed: 3, minimum: 5 }],
  },
];

function open(
  path: string,
  answers: Record<string, unknown>,
  send: (url: string, body?: unknown) => Promise<unknown> = async () => ({}),
  claims?: string[],
) {
  const post = vi.fn(send);
  const api = testApi(async (url) => {
    if (url in answers) return answers[url];
    throw new Error(`unexpected ${url}`);
  }, post);
  renderApp([path], { api, ...(claims ? { session: testSession(claims) } : {}) });
  return post;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  localStorage.clear();
});

describe('award surveys', SLOW, () => {
  it("names the account and type, and thanks a student in a student's words", async () => {
    const post = open(
      `/awardsurvey?code=${CODE}`,
      { [`/api/survey/GetAwardSurvey/${CODE}`]: SURVEY },
      async (url) => (url.endsWith('/SubmitAwardSurvey') ? { canAnswerAgain: false } : null),
    );
    expect(
      await screen.findByText('Campus student survey for Riverside High School', {}, LOADING),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for sharing!' })).toBeTruthy();
    const submit = post.mock.calls.find(([url]) => url === '/api/survey/SubmitAwardSurvey');
    expect(submit?.[1]).toMatchObject({
      code: CODE,
      version: 2,
      answers: { feel: 'good' },
      resumeKey: localStorage.getItem(`surveys.resumeKey.award.${CODE}`),
    });
  });

  it('shows the unavailable page for a link without a valid code', async () => {
    open('/awardsurvey?code=tampered', {});
    expect(await screen.findByText('Survey unavailable', {}, LOADING)).toBeTruthy();
  });

  it("lists a programme's accounts with their counts against the minimum and their links", async () => {
    open(
      `/survey/awards/${PROGRAM.id}`,
      {
        '/api/survey/GetAwardPrograms': [PROGRAM],
        [`/api/survey/GetAwardProgress/${PROGRAM.id}`]: PROGRESS,
      },
      undefined,
      ['surveyAdmin'],
    );
    expect(await screen.findByText('3 of 5', {}, LOADING)).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText(new RegExp(`/awardsurvey\\?code=${CODE}$`))).toBeTruthy();
  });

  it('asks for a required survey before saving a programme, then sends it', async () => {
    const post = open(
      '/survey/awards',
      {
        '/api/survey/GetAwardPrograms': [],
        '/api/survey/GetReleases': [{ id: RELEASE, name: 'Staff climate' }],
      },
      async () => PROGRAM,
      ['surveyAdmin'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New program' }, LOADING));
    fireEvent.change(screen.getByRole('textbox', { name: /Program name/ }), {
      target: { value: 'Climate award' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Award name/ }), {
      target: { value: 'Start Strong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Require at least one survey, each with a minimum of 1 or more.'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Staff survey' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Staff climate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      name: 'Climate award',
      requirements: [{ surveyType: 'StaffSurvey', releaseId: RELEASE, minResponses: 10 }],
      accountIds: [],
    });
  });
});
