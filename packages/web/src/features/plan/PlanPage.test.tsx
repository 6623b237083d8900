import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, emptyPlanContent, flattenRoutes, type TractionPlan } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { PAGE_DATA } from '../../app/page-data';
import { buildRouteObjects, prefetchRouteData, type RouteDataContext } from '../../app/routes';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { toasts } from '../../ui/toast/toast-store';

const UA = '0d8f6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
const PLAN_ID = '7a1c2f52-3f7c-4f55-9f63-0d5a2d1f7a12';
const session = {
  ...testSession(['tractionPlan']),
  claims: [
    { type: 'tractionPlan', value: 'true' },
    { type: 'userAccountId', value: UA },
  ],
};

const plan: TractionPlan = {
  id: PLAN_ID,
  appName: 'profile',
  version: 3,
  createDateUTC: '2026-01-02T10:00:00Z',
  lastUpdatedUTC: '2026-01-03T10:00:00Z',
  reviewId: 'r'.repeat(43),
  editId: UA,
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
  plan: {
    ...emptyPlanContent({
      companyName: '',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'L',
    }),
    goal: 'Listen <b>first</b>',
  },
  isComplete: false,
  abilities: { edit: true, share: false, restore: false },
  isTarget: false,
  reviewMode: false,
  editBlockedBy: null,
  lock: null,
};

/** Answers the plan page's reads; posts (the view log) answer nothing, as the server does. */
function planApi(answer: TractionPlan = plan) {
  return testApi(
    async (path) => {
      if (path.includes('getByUserAccountIdV2') || path.includes('GetByReviewId')) return answer;
      if (path.includes('getLock') || path.includes('setLock')) return null;
      if (path.includes('ReferenceData/GetConstraints')) return [];
      if (path.includes('GetLatestProfileReportData')) return undefined;
      if (path.includes('GetActivityLog')) return [];
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
const { features } = testConfig();
const goal = () => screen.getByRole('textbox', { name: 'Goal' });

describe('plan page', { timeout: 20_000 }, () => {
  it('shows the plan as text, edits it and saves with the loaded version', async () => {
    const api = planApi();
    vi.mocked(api.post).mockImplementation(async (path, body) =>
      path.includes('/save') ? { ...plan, ...(body as object), version: 4 } : undefined,
    );
    renderApp(['/plan'], { session, api });
    expect(await screen.findByText('Listen <b>first</b>', undefined, LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(goal(), { target: { value: 'Ask first' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.current()?.message).toBe('Save completed'));
    const [, body] = vi.mocked(api.post).mock.calls.find(([path]) => path.includes('/save')) ?? [];
    expect(body).toMatchObject({
      id: PLAN_ID,
      version: 3,
      autosave: false,
      plan: { goal: 'Ask first' },
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the plan asked for while its code downloaded, without asking again', async () => {
    const api = planApi();
    const routes = buildRouteObjects(flattenRoutes(ROUTES));
    prefetchRouteData(routes, '/plan', { api, session, features });
    const planReads = () =>
      vi.mocked(api.get).mock.calls.filter(([path]) => path.includes('getByUserAccountIdV2'));
    await waitFor(() => expect(planReads()).toHaveLength(1));
    expect(planReads()[0]?.[0]).toContain(UA);
    renderApp(['/plan'], { session, api });
    expect(await screen.findByText('Listen <b>first</b>', undefined, LOAD)).toBeTruthy();
    expect(planReads()).toHaveLength(1);
  });

  it('asks for no data ahead of a page that names none, a plan without an owner or a refused page', async () => {
    const api = planApi();
    const routes = buildRouteObjects(flattenRoutes(ROUTES));
    // The prefetch modules loaded first: a call they would make comes before the check below.
    await Promise.all(Object.values(PAGE_DATA).map((load) => load()));
    const ahead = (path: string, context: Partial<RouteDataContext> = {}) =>
      prefetchRouteData(routes, path, { api, session, features, ...context });
    ahead('/help');
    ahead('/plan', { session: testSession(['tractionPlan']) });
    ahead('/plan/unknown/1');
    // Not for a page its guard refuses: the brand has plans off, or the person may not read them.
    ahead('/plan', { features: testConfig({ features: { tractionPlan: false } }).features });
    ahead('/plan', { session: { ...session, claims: [{ type: 'userAccountId', value: UA }] } });
    // A coach opening `plan` is shown the way to coachees' plans, not a plan of their own.
    const coach = ['trainer', 'profileViewer'].map((type) => ({ type, value: 'true' }));
    ahead('/plan', {
      session: { ...session, claims: [...coach, { type: 'userAccountId', value: UA }] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.get).not.toHaveBeenCalled();
  });

  it('offers Word and versions only where the brand has them on', async () => {
    const restorable = { ...plan, abilities: { ...plan.abilities, restore: true } };
    renderApp(['/plan'], { session, api: planApi(restorable) });
    expect(await screen.findByRole('button', { name: 'Download Word' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Versions' })).toBeTruthy();
    cleanup();
    const config = testConfig({
      features: { tractionPlanDocx: false, tractionPlanVersions: false },
    });
    renderApp(['/plan'], { session, api: planApi(restorable), config });
    expect(await screen.findByRole('button', { name: 'Download PDF' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Word' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Versions' })).toBeNull();
  });

  it('offers the PDF only where the brand has pdfDownloads on', async () => {
    const config = testConfig({ features: { pdfDownloads: false } });
    renderApp(['/plan'], { session, api: planApi(), config });
    expect(await screen.findByRole('button', { name: 'Download Word' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('a failed save says so with the plan id and keeps the edits', async () => {
    const api = planApi();
    vi.mocked(api.post).mockRejectedValue(new ApiError(500, 'Boom'));
    renderApp(['/plan'], { session, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LOAD));
    fireEvent.change(goal(), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(`Unable to save traction plan ${PLAN_ID}`),
    );
    expect(goal()).toHaveProperty('value', 'Kept');
  });

  it('a stale save offers to load the newer version or keep editing', async () => {
    const api = planApi();
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(409, 'Stale', 'ref', {
        message: 'Stale',
        currentVersion: 5,
        lastUpdatedUTC: null,
        editedByName: 'Grace Hopper',
      }),
    );
    renderApp(['/plan'], { session, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LOAD));
    fireEvent.change(goal(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Grace Hopper saved a newer version of this Traction Plan while you were editing.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load their version' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my edits' }));
    expect(goal()).toHaveProperty('value', 'Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const saves = vi.mocked(api.post).mock.calls.filter(([path]) => path.includes('/save'));
      expect(saves.at(-1)?.[1]).toMatchObject({ version: 5 });
    });
  });

  it('a review link shows the plan read-only, without an edit button', async () => {
    const api = planApi({
      ...plan,
      reviewMode: true,
      reviewId: null,
      abilities: { edit: false, share: false, restore: false },
    });
    renderApp([`/review/plan/review/${'r'.repeat(43)}`], { session: null, api });
    expect(
      await screen.findByText(
        'This Traction Plan was shared with you. It is read-only.',
        undefined,
        LOAD,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('refuses a review link where the brand has tractionPlanReview off', async () => {
    const config = testConfig({ features: { tractionPlanReview: false } });
    renderApp([`/review/plan/review/${'r'.repeat(43)}`], { session: null, api: planApi(), config });
    expect(
      await screen.findByText('You are not authorized to access this feature.', undefined, LOAD),
    ).toBeTruthy();
  });

  it('shares the review link by e-mail only where the brand has the link and sharing on', async () => {
    const shareable = { ...plan, abilities: { ...plan.abilities, share: true } };
    const sharing = (features: Record<string, boolean>) => {
      cleanup();
      queryClient.clear();
      renderApp(['/plan'], { session, api: planApi(shareable), config: testConfig({ features }) });
      return screen.findByRole('heading', { name: 'Activity' }, LOAD);
    };
    const send = () => screen.queryByRole('button', { name: 'E-mail the link to my partners' });
    const newLink = () => screen.queryByRole('button', { name: 'New review link' });
    await sharing({});
    expect([send(), newLink()].every(Boolean)).toBe(true);
    await sharing({ tractionPlanSharing: false });
    expect([send(), newLink()]).toEqual([null, expect.anything()]);
    await sharing({ tractionPlanReview: false });
    expect([send(), newLink(), screen.queryByRole('textbox', { name: 'Review link' })]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("opens a coachee's plan for a coach, and sends a coach without a plan of their own on", async () => {
    const coach = testSession(['trainer', 'profileViewer']);
    const api = planApi({ ...plan, isTarget: true });
    renderApp([`/plan/userAccount/${UA}`], { session: coach, api });
    expect(
      await screen.findByText("You are viewing Ada L's Traction Plan.", undefined, LOAD),
    ).toBeTruthy();
    cleanup();
    queryClient.clear();
    renderApp(['/plan'], { session: coach, api });
    expect(
      await screen.findByText(/The plans of the people you coach open from the coach dashboard/),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(1);
  });
});
