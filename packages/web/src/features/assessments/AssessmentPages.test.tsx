import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAssessment, TAssessmentDefinition, TAssessmentSummary } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const LOAD = { timeout: 20_000 };
const API = '/api/assessment';
const definition: TAssessmentDefinition = {
  id: '3b1f0c2e-7d4a-4e8b-9f10-2a3b4c5d6e7f',
  type: 'tractionVisit',
  name: 'Campus visit',
  surveyDefinitionId: '4c2f1d3e-8e5b-4f9c-8a21-3b4c5d6e7f80',
  surveyName: 'Visit questions',
  version: 2,
  archived: false,
  assessmentCount: 1,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const summary: TAssessmentSummary = {
  id: '5d3f2e4f-9f6c-4a0d-9b32-4c5d6e7f8091',
  crmAccountId: '6e4a3f5a-0a7d-4b1e-8c43-5d6e7f809102',
  accountName: 'Maple Campus',
  definitionId: definition.id,
  definitionName: definition.name,
  type: definition.type,
  assessorName: 'Cole Coach',
  startedAt: '2026-11-20T09:00:00.000Z',
  completedAt: null,
  scored: true,
};
const open: TAssessment = {
  ...summary,
  abilities: { answer: true },
  version: 2,
  answers: {},
  body: {
    title: 'Visit',
    pages: [
      {
        name: 'culture',
        title: 'Culture',
        elements: [
          {
            type: 'radiogroup',
            name: 'vision',
            title: 'The vision is shared',
            isRequired: true,
            choices: [1, 2].map((value) => ({ value, text: `Level ${value}` })),
          },
        ],
      },
    ],
  },
};
const completed: TAssessment = {
  ...open,
  completedAt: '2026-11-21T09:00:00.000Z',
  abilities: { answer: false },
  answers: { vision: 2 },
};

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

function assessmentApi(state: { current: TAssessment }) {
  return testApi(
    async (path) => {
      if (path === `${API}/GetAssessments`) return [summary];
      if (path === `${API}/GetStartableDefinitions`) return [definition];
      if (path === `${API}/GetDefinitions`) return [definition];
      if (path === '/api/survey/GetDefinitions') return [];
      if (path === `${API}/GetAssessment/${open.id}`) return state.current;
      if (path === `${API}/GetGrowthReport/${open.id}`) {
        const point = {
          assessmentId: open.id,
          completedAt: completed.completedAt,
          assessorName: null,
        };
        return {
          current: { ...point, scores: [{ section: 'culture', title: 'Culture', percent: 100 }] },
          previous: null,
        };
      }
      throw new ApiError(404, 'No such call.');
    },
    async (path) => {
      if (path === `${API}/CompleteAssessment/${open.id}`) {
        state.current = completed;
        return completed;
      }
      if (path === `${API}/SaveAnswers/${open.id}`) return { savedAt: open.startedAt };
      throw new ApiError(404, 'No such call.');
    },
  );
}

describe('assessments', () => {
  it('offers an assessor the assessments, not the definitions', { timeout: 30_000 }, async () => {
    renderApp(['/assessment/admin'], {
      session: testSession(['trainer']),
      api: assessmentApi({ current: open }),
    });
    const row = (await screen.findByRole('link', { name: 'Campus visit' }, LOAD)).closest('tr');
    if (!row) throw new Error('The assessment has a row');
    expect(within(row).getByText('Maple Campus')).toBeTruthy();
    expect(within(row).getByText('In progress')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Assessments' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Definitions' })).toBeNull();
  });

  it('lists the definitions to survey editors', { timeout: 30_000 }, async () => {
    renderApp(['/assessment/admin?tab=definitions'], {
      session: testSession(['surveyEditor']),
      api: assessmentApi({ current: open }),
    });
    expect(await screen.findByText('Campus visit', undefined, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit questions, version 2' })).toBeTruthy();
    expect(screen.getByText('Traction visit')).toBeTruthy();
  });

  it(
    'completes an open assessment, then shows its answers and scores',
    { timeout: 30_000 },
    async () => {
      const api = assessmentApi({ current: open });
      renderApp([`/assessment/admin/assessments/${open.id}`], {
        session: testSession(['trainer']),
        api,
      });
      fireEvent.click(await screen.findByRole('radio', { name: 'Level 2' }, LOAD));
      fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
      await waitFor(() =>
        expect(api.post).toHaveBeenCalledWith(`${API}/CompleteAssessment/${open.id}`, {
          version: 2,
          answers: { vision: 2 },
        }),
      );
      expect(
        await screen.findByText(/^Completed .* by Cole Coach\.$/, undefined, LOAD),
      ).toBeTruthy();
      expect(screen.getByText('Level 2')).toBeTruthy();
      expect(await screen.findByRole('cell', { name: '100%' }, LOAD)).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Growth report of Campus visit (PDF)' }),
      ).toBeTruthy();
    },
  );
});
