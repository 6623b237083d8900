import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserAccount } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { toasts } from '../../ui/toast/toast-store';

const SLOW = { timeout: 30_000 };
const UA = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a10';
const CRM = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a20';
const participant = testSession(['participant', 'tractionPlan', 'profileV2']);

const account: TUserAccount = {
  id: UA,
  userId: participant.userId,
  appName: 'profile',
  kind: 0,
  firstName: 'Ada',
  lastName: 'Lovelace',
  titles: ['Teacher'],
  emails: [],
  phoneNumbers: [],
  crmAccounts: [{ id: CRM, accountName: 'North Campus' }],
  emailConfirmed: true,
  dataImageUrl: null,
  isProfileIntroduced: true,
  pinnedNoteIds: [],
  version: 1,
  abilities: { edit: true, changePassword: true },
};

type Answers = Record<string, unknown>;
const notFound = () => Promise.reject(new ApiError(404, 'No such call.'));

/** The API: `answers` by path prefix; every other call fails as a missing area does. */
function homeApi(answers: Answers) {
  const answer = (path: string) => {
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    return key ? Promise.resolve(answers[key]) : notFound();
  };
  return testApi(answer, answer);
}

/** A card once it has loaded (loading or not, it is a region named by its title). */
const block = async (name: string) => {
  const region = await screen.findByRole('region', { name }, { timeout: 8000 });
  await vi.waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'), { timeout: 8000 });
  return region;
};

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('customer hub home', () => {
  it('shows each card with its data: plan, awards of the accounts, groups, trainer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = homeApi({
      '/api/useraccount/GetByUserId/': account,
      '/api/tractionplan/GetTractionPlanStatusByUserAccountId/': {
        userAccountId: UA,
        email: 'ada@example.org',
        tractionPlanId: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a30',
        isComplete: true,
        lastUpdatedUTC: '2026-03-04T10:00:00.000Z',
      },
      '/api/useraccount/GetHomeData': {
        userAccountId: UA,
        trainer: {
          kind: 'trainer',
          userAccountId: null,
          name: 'Grace Hopper',
          email: 'grace@example.org',
          dataImageUrl: null,
          accountName: 'North Campus',
        },
        awards: [
          {
            id: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a40',
            crmAccountId: CRM,
            accountName: 'North Campus',
            achievementType: 'startStrong',
            name: 'Start Strong 2026',
            description: null,
            awardedDate: '2026-02-01',
            schoolYear: '2025-2026',
            certificateTemplateId: null,
          },
        ],
        resourceGroups: [],
        groupMembership: [
          {
            userGroupId: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50',
            name: 'Science team',
            addedUTC: '2026-01-01T00:00:00.000Z',
            isLeader: false,
            trainerName: null,
            trainerEmail: null,
            crmAccounts: [],
          },
        ],
      },
    });
    renderApp(['/'], { session: participant, api });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW),
    ).toBeTruthy();
    expect(
      within(await block('My Traction Plan')).getByText('Your Traction Plan is complete.'),
    ).toBeTruthy();
    expect(within(await block('Awards')).getByText('Start Strong 2026')).toBeTruthy();
    const team = within(await block('My Teams')).getByRole('link', { name: 'Science team' });
    expect(team.getAttribute('href')).toBe('/myteam/0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50');
    expect(within(await block('My coach')).getByText('Grace Hopper')).toBeTruthy();
  }, 60_000);

  it('shows the pictures of the person and their coach only where the brand has profileImages on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const coach = {
      kind: 'trainer',
      userAccountId: null,
      name: 'Grace Hopper',
      email: 'grace@example.org',
      dataImageUrl: '/pictures/useraccount/grace',
      accountName: null,
    };
    const api = homeApi({
      '/api/useraccount/GetByUserId/': { ...account, dataImageUrl: '/pictures/useraccount/ada' },
      '/api/useraccount/GetHomeData': {
        userAccountId: UA,
        trainer: coach,
        awards: [],
        resourceGroups: [],
        groupMembership: [],
      },
    });
    const pictures = async (features: Record<string, boolean>) => {
      cleanup();
      queryClient.clear();
      renderApp(['/'], { session: participant, api, config: testConfig({ features }) });
      within(await block('My coach')).getByText('Grace Hopper');
      return ['Ada Lovelace', 'Grace Hopper'].map((name) => screen.queryByRole('img', { name }));
    };
    expect((await pictures({})).every(Boolean)).toBe(true);
    expect(await pictures({ profileImages: false })).toEqual([null, null]);
  }, 60_000);

  it('leaves out the plan, checkup and coach cards, and the plan calls, while the brand has them off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = homeApi({ '/api/useraccount/GetByUserId/': account });
    const config = testConfig({
      features: { tractionPlan: false, tractionCheckup: false, trainerInfo: false },
    });
    renderApp(['/'], { session: participant, api, config });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW),
    ).toBeTruthy();
    await block('My Teams');
    expect(screen.queryByRole('region', { name: 'My Traction Plan' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My coach' })).toBeNull();
    const paths = vi.mocked(api.get).mock.calls.map(([path]) => path);
    expect(paths.filter((path) => path.startsWith('/api/tractionplan'))).toEqual([]);
  }, 60_000);

  it('logs a failed card and shows its empty state; the other cards and the page stay', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = homeApi({ '/api/useraccount/GetByUserId/': account });
    renderApp(['/'], { session: participant, api });
    expect(
      within(await block('Feedback requests')).getByText('Nobody is waiting for your feedback.'),
    ).toBeTruthy();
    expect(within(await block('Awards')).getByText('No awards yet.')).toBeTruthy();
    expect(
      within(await block('My Traction Plan')).getByText(
        'You have not started your Traction Plan yet.',
      ),
    ).toBeTruthy();
    expect(within(await block('My 360 reports')).getByText(/No report/)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('home block home/describerRequests'),
      expect.any(ApiError),
    );
    // The spec's toast for the person's profiles, with the id.
    expect(toasts.current()?.message).toBe(`Unable to load user traction profiles: ${UA}`);
  }, 60_000);

  it("toasts 'Unable to load user account:' with the id when the account does not load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(['/'], { session: participant, api: homeApi({}) });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Mirror 360 Portal' }, SLOW),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(toasts.current()?.message).toBe(`Unable to load user account: ${participant.userId}`),
    );
    expect(screen.queryByRole('region', { name: 'Awards' })).toBeNull();
  }, 60_000);

  it('offers the 360 to a participant, and to a person without it says how to get it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = homeApi({ '/api/useraccount/GetByUserId/': account });
    renderApp(['/'], { session: participant, api });
    const start = within(await block('My 360 reports')).getByRole('link', { name: 'Start my 360' });
    expect(start.getAttribute('href')).toBe('/start-my-360');
    expect(screen.queryByRole('region', { name: 'Take your own 360' })).toBeNull();
    cleanup();
    queryClient.clear();

    renderApp(['/'], { session: testSession([]), api });
    const access = await block('Take your own 360');
    expect(screen.queryByRole('region', { name: 'My 360 reports' })).toBeNull();
    expect(
      within(access)
        .getByRole('link', { name: /Contact us/ })
        .getAttribute('href'),
    ).toBe('mailto:hello@mirror360.example');
    const apply = within(access).getByRole('button', { name: 'Use this code' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.change(within(access).getByLabelText('Invite code'), {
      target: { value: 'abcd-efgh-jkmn' },
    });
    fireEvent.click(apply);
    expect(await screen.findByText('Invite code ABCD-EFGH-JKMN', undefined, SLOW)).toBeTruthy();
  }, 60_000);

  it('leaves out the teams card and the invite code field while the brand has them off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = homeApi({ '/api/useraccount/GetByUserId/': account });
    const config = testConfig({ features: { teams: false, inviteCode: false } });
    renderApp(['/'], { session: testSession([]), api, config });
    const access = await block('Take your own 360');
    expect(
      within(access).getByText('Your account does not include the 360 profile yet.'),
    ).toBeTruthy();
    expect(within(access).getByRole('link', { name: 'Contact us to get access.' })).toBeTruthy();
    expect(within(access).queryByLabelText('Invite code')).toBeNull();
    await block('Awards');
    expect(screen.queryByRole('region', { name: 'My Teams' })).toBeNull();
  }, 60_000);

  it("lists a coach's groups, each opening its coach dashboard", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const group = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a60';
    const api = homeApi({
      '/api/useraccount/GetByUserId/': account,
      '/api/usergroup/search': {
        count: 1,
        data: [{ id: group, name: 'Leadership Team', crmAccounts: [], memberCount: 3 }],
      },
    });
    renderApp(['/'], { session: testSession(['trainer', 'profileViewer']), api });
    const link = within(await block('Coach dashboard')).getByRole('link', {
      name: 'Leadership Team',
    });
    expect(link.getAttribute('href')).toBe(`/coachDashboard/group/${group}`);
    cleanup();
    queryClient.clear();
    renderApp(['/'], { session: participant, api });
    await block('Awards');
    expect(screen.queryByRole('region', { name: 'Coach dashboard' })).toBeNull();
  }, 60_000);
});
