import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  zSurveyBody,
  type TOpenSurvey,
  type TReleaseTeam,
  type TScoreItem,
  type TTeamAlignment,
  type TTeamAlignmentReport,
  type TTeamScorecardReport,
  type TTeamSurveyRelease,
} from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const SLOW = { timeout: 30_000 };
const LOADING = { timeout: 8000 };
const KEY = 'k'.repeat(43);
const RELEASE = '11111111-1111-4111-8111-111111111111';
const GROUP = '22222222-2222-4222-8222-222222222222';
const TEAM = '33333333-3333-4333-8333-333333333333';

const SURVEY: TOpenSurvey = {
  state: 'open',
  version: 1,
  body: zSurveyBody.parse({
    title: 'Team scorecard',
    pages: [
      {
        name: 'p',
        elements: [
          {
            type: 'radiogroup',
            name: 'trust',
            title: 'Trust',
            isRequired: true,
            choices: [
              { value: 4, text: 'High' },
              { value: 2, text: 'Low' },
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

const item = (key: string, average: number, agreement = 100): TScoreItem => ({
  key,
  label: key === 'trust' ? 'Trust' : 'Goals',
  answered: 3,
  average,
  spread: 0,
  agreement,
  min: 1,
  max: 5,
});

type Answers = Record<string, unknown>;

function open(path: string, gets: Answers, posts: Answers = {}, signedIn = false) {
  const post = vi.fn(async (url: string, _body?: unknown) => {
    if (url in posts) return posts[url];
    return { savedAt: '2026-11-29T00:00:00.000Z' };
  });
  const api = testApi(async (url) => {
    if (url in gets) return gets[url];
    throw new Error(`unexpected ${url}`);
  }, post);
  renderApp([path], { api, ...(signedIn ? { session: testSession(['surveyAdmin']) } : {}) });
  return post;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  localStorage.clear();
});

describe('team surveys', SLOW, () => {
  it('lets a visitor name their team, answer, and land on their scorecard', async () => {
    const report: TTeamScorecardReport = {
      releaseName: 'Scorecard: this term',
      teamName: 'Red team',
      minimum: 3,
      teamResponses: 1,
      items: null,
      allItems: null,
      ownItems: [item('trust', 4)],
    };
    const post = open(
      '/aTeamScorecard?survey=Score12345',
      {
        '/api/survey/GetScorecardTeams/Score12345': {
          state: 'open',
          teams: [{ id: GROUP, name: 'Blue team' }],
        },
        '/api/survey/GetPublicSurvey/Score12345': SURVEY,
        [`/api/survey/GetTeamScorecardReport/${KEY}`]: report,
      },
      {
        '/api/survey/JoinScorecardTeam': { id: TEAM, name: 'Red team' },
        '/api/survey/ResumePublicSurvey': null,
        '/api/survey/SubmitTeamScorecard': { canAnswerAgain: false, surveyDataId: KEY },
      },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'My team is not listed' }, LOADING));
    fireEvent.change(screen.getByRole('textbox', { name: /Your team's name/ }), {
      target: { value: 'Red team' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'High' }, LOADING));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Team Red team · responses: 1/, {}, LOADING)).toBeTruthy();
    expect(screen.getByText(/at least 3 of its members/)).toBeTruthy();
    const submitted = post.mock.calls.find(([url]) => url === '/api/survey/SubmitTeamScorecard');
    expect(submitted?.[1]).toMatchObject({
      shortCode: 'Score12345',
      params: { NonRegisteredGroup: TEAM },
      answers: { trust: 4 },
    });
  });

  it('explains the report page without a key', async () => {
    open('/publicReports/aTeamScorecardReportPublic', {});
    expect(await screen.findByText(/opens from the link you get/, {}, LOADING)).toBeTruthy();
  });

  it('lets a leader start their team’s alignment and read its report', async () => {
    const row: TTeamAlignment = {
      releaseId: RELEASE,
      releaseName: 'Alignment: this term',
      groupId: GROUP,
      groupName: 'Blue team',
      startedAt: '2026-11-29T00:00:00Z',
      invited: 4,
      completed: 3,
    };
    const report: TTeamAlignmentReport = {
      releaseName: row.releaseName,
      groupName: row.groupName,
      minimum: 3,
      invited: 4,
      completed: 3,
      results: { hidden: false, responses: 3, questions: [] },
      items: [item('trust', 3.67, 20), item('goals', 4)],
    };
    const post = open(
      '/teamAlignment',
      {
        '/api/survey/GetTeamAlignments': [row],
        [`/api/survey/GetTeamAlignmentReport/${RELEASE}/${GROUP}`]: report,
      },
      { '/api/survey/StartTeamAlignment': row },
      true,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Invite new members' }, LOADING));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/survey/StartTeamAlignment', {
        releaseId: RELEASE,
        groupId: GROUP,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const table = await screen.findByRole('table', { name: /Average and agreement/ }, LOADING);
    expect(within(table).getByText('20%')).toBeTruthy();
    expect(screen.getByText('Most aligned')).toBeTruthy();
  });

  it('marks a release as a scorecard and keeps its teams in the survey admin', async () => {
    const release: TTeamSurveyRelease = {
      releaseId: RELEASE,
      name: 'Spring check',
      shortCode: 'Score12345',
      isPublic: true,
      open: true,
      kind: 'scorecard',
    };
    const team: TReleaseTeam = { id: TEAM, name: 'Blue team', archived: false, responses: 2 };
    const post = open(
      '/survey/admin/teamSurveys',
      {
        '/api/survey/GetTeamSurveyReleases': [release],
        [`/api/survey/GetReleaseTeams/${RELEASE}`]: [team],
      },
      { '/api/survey/ArchiveReleaseTeam': { ...team, archived: true } },
      true,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Teams' }, LOADING));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/survey/ArchiveReleaseTeam', {
        id: TEAM,
        archived: true,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByText("Enter the team's name.")).toBeTruthy();
  });
});
