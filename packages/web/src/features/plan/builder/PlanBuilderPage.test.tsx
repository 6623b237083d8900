import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPlanContent, type LatestProfileReportSummary, type TractionPlan } from '@portal/core';
import { ApiError } from '../../../api/api-error';
import { queryClient } from '../../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../../test/render-app';

const UA = '0d8f6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
const session = {
  ...testSession(['tractionPlan']),
  claims: [
    { type: 'tractionPlan', value: 'true' },
    { type: 'userAccountId', value: UA },
  ],
};

/** A person without a plan yet: the V2 read answers a draft. */
const draft: TractionPlan = {
  id: null,
  appName: 'profile',
  version: 0,
  createDateUTC: null,
  lastUpdatedUTC: null,
  reviewId: null,
  editId: null,
  userAccountId: UA,
  lockUserAccountId: null,
  progress: {
    activeKey1: '',
    activeKey2: '',
    activeKey3: '',
    currentStepIndex: 0,
    downloadCompleted: false,
    emailedLinks: [],
  },
  plan: emptyPlanContent({
    companyName: '',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'L',
  }),
  isComplete: false,
  abilities: { edit: true, share: true, restore: true },
  isTarget: false,
  reviewMode: false,
  editBlockedBy: null,
  lock: null,
};

const scale = {
  id: '0b9c6c36-5d0f-4c55-8f6a-2b1c1d1e1f10',
  code: 'DRIVE',
  name: 'Drive',
  displayName: 'Drive',
  definition: ['Pushes hard for results'],
  strengths: ['Energetic'],
  tractionSteps: ['Pause before pushing', 'Ask what others need'],
};
const report: LatestProfileReportSummary = { scales: [scale], topConstraints: [] };

function builderApi(summary: LatestProfileReportSummary | undefined, plan = draft) {
  return testApi(
    async (path) => {
      if (path.includes('getByUserAccountIdV2')) return plan;
      if (path.includes('ReferenceData/GetConstraints')) return [];
      if (path.includes('GetLatestProfileReportData')) return summary;
      throw new ApiError(404, 'No such call.');
    },
    async () => undefined,
  );
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

const LOAD = { timeout: 10_000 };

describe('plan builder', { timeout: 20_000 }, () => {
  it('adds the report scale a 360 report links to and opens the constraints step', async () => {
    renderApp(['/planBuilder?constraint=drive'], { session, api: builderApi(report) });
    const name = await screen.findByRole('textbox', { name: 'Name of constraint 1' }, LOAD);
    expect(name).toHaveProperty('value', 'Drive');
    expect(screen.getByRole('textbox', { name: 'Constraint 1, step 1' })).toHaveProperty(
      'value',
      'Pause before pushing',
    );
    // At least three constraint slots, whatever the plan holds.
    expect(screen.getAllByRole('heading', { name: /^Constraint \d$/ })).toHaveLength(3);
  });

  it('starts at the goal, in edit mode, when there is no report (204)', async () => {
    renderApp(['/planBuilder'], { session, api: builderApi(undefined) });
    expect(await screen.findByRole('textbox', { name: 'Goal' }, LOAD)).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('offers to e-mail the review link on finishing only where the brand shares plans', async () => {
    const sendLinks = 'E-mail the review link to my partners when I finish';
    const atReview = { ...draft, progress: { ...draft.progress, currentStepIndex: 6 } };
    renderApp(['/planBuilder'], { session, api: builderApi(undefined, atReview) });
    expect(await screen.findByRole('checkbox', { name: sendLinks }, LOAD)).toBeTruthy();
    cleanup();
    queryClient.clear();
    const api = builderApi(undefined, atReview);
    const config = testConfig({ features: { tractionPlanSharing: false } });
    renderApp(['/planBuilder'], { session, api, config });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }, LOAD));
    expect(screen.queryByRole('checkbox', { name: sendLinks })).toBeNull();
    await waitFor(() => {
      const save = vi.mocked(api.post).mock.calls.find(([path]) => path.includes('/save'));
      expect(save?.[1]).toMatchObject({ plan: { sendEmail: false } });
    });
  });
});
