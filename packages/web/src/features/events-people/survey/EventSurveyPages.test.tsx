import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  zSurveyBody,
  type TEventSurvey,
  type TEventSurveyResults,
  type TOpenSurvey,
} from '@portal/core';
import { queryClient } from '../../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../../test/render-app';

const EVENT = '4c0e6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
const CODE = 'e'.repeat(43);
const LOADING = { timeout: 15_000 };

const STATE: TEventSurvey = {
  eventId: EVENT,
  eventName: 'Spring kickoff',
  eventTypeName: 'Kickoff',
  startDate: '2026-11-20T15:00:00Z',
  endDate: '2026-11-20T17:00:00Z',
  ianaLocationTimeZone: 'UTC',
  trainer: 'Tia Trainer',
  isOpen: true,
  closesUTC: null,
  multipleResponses: false,
  take: { kind: 'survey', surveyCode: CODE },
  answered: false,
  message: null,
  canSeeResults: false,
};

const SURVEY: TOpenSurvey = {
  state: 'open',
  version: 1,
  body: zSurveyBody.parse({
    title: 'Event survey',
    pages: [
      {
        name: 'statements',
        elements: [
          {
            type: 'rating',
            name: 'worthTime',
            title: 'Overall, this event was worth my time.',
            isRequired: true,
            rateMin: 1,
            rateMax: 5,
          },
        ],
      },
    ],
  }),
  anonymous: false,
  allowMultiple: false,
  closesAt: null,
  answers: {},
};

const RESULTS: TEventSurveyResults = {
  eventId: EVENT,
  eventName: 'Spring kickoff',
  participantCount: 12,
  checkedInCount: 10,
  externalUrl: null,
  releaseResultsId: null,
  survey: {
    release: {
      id: '5d1f7b63-4a8d-4e66-8b74-1e6b3e2f8b22',
      name: 'Event survey',
      anonymous: false,
      opensAt: '2026-11-01T00:00:00Z',
      closesAt: null,
      definitionName: 'Event survey',
    },
    minimum: 3,
    invitations: { invited: 10, completed: 4 },
    results: {
      hidden: false,
      responses: 4,
      questions: [
        {
          name: 'worthTime',
          title: 'Overall, this event was worth my time.',
          type: 'rating',
          answered: 4,
          kind: 'scale',
          average: 4.5,
          median: 4.5,
          distribution: [
            { value: 4, count: 2 },
            { value: 5, count: 2 },
          ],
        },
      ],
    },
    compare: null,
  },
};

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

function open(path: string, answers: Record<string, unknown>, claims: string[] = []) {
  const api = testApi(
    async (url) => {
      if (url in answers) return answers[url];
      throw new Error(`unexpected ${url}`);
    },
    async (url) =>
      url.endsWith('/SubmitSurvey') ? { canAnswerAgain: false } : { savedAt: STATE.startDate },
  );
  renderApp([path], { session: testSession(claims), api });
  return api;
}

describe('the post-event survey pages', { timeout: 30_000 }, () => {
  it("asks a participant their invitation's survey, then thanks them on surveycompleted", async () => {
    open(`/event/${EVENT}/survey`, {
      [`/api/event/GetSurvey/${EVENT}`]: STATE,
      [`/api/survey/GetSurveyByCode/${CODE}`]: SURVEY,
    });
    await screen.findByRole(
      'radiogroup',
      { name: 'Overall, this event was worth my time.' },
      LOADING,
    );
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Your answers about Spring kickoff are recorded.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
  });

  it("tells the event's staff who answers, with the way to the results", async () => {
    open(
      `/event/${EVENT}/survey`,
      { [`/api/event/GetSurvey/${EVENT}`]: { ...STATE, take: null, canSeeResults: true } },
      ['trainer'],
    );
    expect(
      await screen.findByText(/answer this survey on their own device/, undefined, LOADING),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the results' })).toBeTruthy();
  });

  it('links to the outside survey of the type, and its anonymous address', async () => {
    open(`/event/${EVENT}/survey`, {
      [`/api/event/GetSurvey/${EVENT}`]: {
        ...STATE,
        take: {
          kind: 'external',
          url: 'https://surveys.example/post',
          anonymousUrl: 'https://surveys.example/anon',
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Answer the survey' }, LOADING);
    expect(link.getAttribute('href')).toBe('https://surveys.example/post');
    expect(screen.getByRole('link', { name: 'Answer anonymously' }).getAttribute('href')).toBe(
      'https://surveys.example/anon',
    );
  });

  it("shows the event's results with the survey module's figures", async () => {
    open(`/event/${EVENT}/surveyAdmin`, { [`/api/event/GetSurveyResults/${EVENT}`]: RESULTS }, [
      'trainer',
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Survey results: Spring kickoff' }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText('12 registered, 10 checked in')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Overall, this event was worth my time.' }),
    ).toBeTruthy();
  });

  it('says where the answers are when the type links to an outside survey', async () => {
    open(
      `/event/${EVENT}/surveyAdmin`,
      {
        [`/api/event/GetSurveyResults/${EVENT}`]: {
          ...RESULTS,
          survey: null,
          externalUrl: 'https://surveys.example/post',
        },
      },
      ['eventAdmin'],
    );
    expect(await screen.findByText(/links to an outside survey/, undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the outside survey' })).toBeTruthy();
  });
});
