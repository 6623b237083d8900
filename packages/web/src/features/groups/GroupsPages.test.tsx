import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UserGroupCrmStatus,
  UserGroupStatus,
  type TUserGroup,
  type TUserGroupDetailView,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const ID = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a70';
const LOAD = { timeout: 10_000 };
const NOT_AUTHORIZED = 'You are not authorized to access this feature.';
const coach = testSession(['trainer']);
/** The links to a group's dashboard (the drawer has a Dashboard of its own). */
const dashboardLinks = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href') === `/groups/teamdashboard/${ID}`);

const group: TUserGroup = {
  id: ID,
  appName: 'profile',
  name: 'Riverside team',
  crmAccountIds: [],
  trainerUserAccountIds: [],
  leaderUserAccountIds: [],
  isHidden: false,
  isVisibleToLeaders: false,
  profileConfigId: null,
  referenceId: null,
  referenceType: null,
  crmStatus: UserGroupCrmStatus.NoContract,
  status: UserGroupStatus.Active,
  coachingSessionStatusUpdateEmail: null,
  specialTeamCode: null,
  version: 1,
  crmAccounts: [],
  trainers: [],
  leaders: [],
  memberCount: 0,
  inviteCode: 'ACDEFGHJKMNP',
  dataImageUrl: null,
  attachments: [],
  createdUTC: '2026-01-01T00:00:00Z',
  abilities: { edit: true, manageMembers: true, delete: false },
};
const detail: TUserGroupDetailView = { group, members: { data: [], count: 0 } };

const groupsApi = () =>
  testApi(async (path) => {
    if (path === '/api/usergroup/search') return { data: [group], count: 1 };
    if (path === '/api/usergroup/GetDetailView') return detail;
    throw new ApiError(404, 'No such call.');
  });

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('groups and their team features', { timeout: 30_000 }, () => {
  it("links each group's dashboard only where the brand has teamDashboard on", async () => {
    renderApp(['/groups/admin'], { session: coach, api: groupsApi() });
    expect(await screen.findByRole('link', { name: 'Riverside team' }, LOAD)).toBeTruthy();
    expect(dashboardLinks().map((link) => link.textContent)).toEqual(['Dashboard']);
    cleanup();
    queryClient.clear();
    const config = testConfig({ features: { teamDashboard: false } });
    renderApp(['/groups/admin'], { session: coach, api: groupsApi(), config });
    expect(await screen.findByRole('link', { name: 'Riverside team' }, LOAD)).toBeTruthy();
    expect(dashboardLinks()).toEqual([]);
  });

  it('shows a group without its dashboard and invite code where the brand has them off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp([`/groups/edit/${ID}`], { session: coach, api: groupsApi() });
    expect(await screen.findByText('Invite code: ACDEFGHJKMNP', undefined, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace invite code' })).toBeTruthy();
    expect(dashboardLinks()).toHaveLength(1);
    cleanup();
    queryClient.clear();
    const config = testConfig({ features: { teamDashboard: false, groupInviteCodes: false } });
    renderApp([`/groups/edit/${ID}`], { session: coach, api: groupsApi(), config });
    expect(await screen.findByRole('button', { name: 'Choose picture' }, LOAD)).toBeTruthy();
    expect(screen.queryByText('Invite code: ACDEFGHJKMNP')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace invite code' })).toBeNull();
    expect(dashboardLinks()).toEqual([]);
  });

  it('closes the team dashboard and the member pages with their flags', async () => {
    const config = testConfig({ features: { teamDashboard: false, teams: false } });
    renderApp([`/groups/teamdashboard/${ID}`], { session: coach, api: groupsApi(), config });
    expect(await screen.findByText(NOT_AUTHORIZED, undefined, LOAD)).toBeTruthy();
    cleanup();
    const member = testSession(['participant', 'profileV2']);
    renderApp(['/myteam'], { session: member, api: groupsApi(), config });
    expect(await screen.findByText(NOT_AUTHORIZED, undefined, LOAD)).toBeTruthy();
  });
});
