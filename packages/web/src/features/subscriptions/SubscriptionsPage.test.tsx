import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TResourceGroup, TSubscriber, TSubscription } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const GROUP_ID = '0b6f3a52-8a7e-4d7b-9d0f-3c3f1e0a1b01';
const SUB_ID = '4c1e2d33-1f0a-4b6e-8d2c-5e6f7a8b9c02';

const subscription: TSubscription = {
  id: SUB_ID,
  resourceGroupId: GROUP_ID,
  resourceGroupName: 'Leaders',
  resourceGroupCode: 'leaders',
  resourceGroupStatus: 'draft',
  description: '',
  notifications: true,
  subscriberCount: 2,
  version: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const subscriber = (id: string, firstName: string, unsubscribed: boolean): TSubscriber => ({
  id,
  subscriptionId: SUB_ID,
  userAccountId: id,
  firstName,
  lastName: 'Reader',
  email: `${firstName.toLowerCase()}@client.example`,
  addresses: [`${firstName.toLowerCase()}@client.example`],
  unsubscribed,
  createdAt: '2026-11-27T10:00:00.000Z',
});
const group = { id: GROUP_ID, name: 'Leaders', status: 'draft' } as TResourceGroup;

function subscriptionsApi() {
  return testApi(async (path) => {
    if (path === '/api/subscription') return [subscription];
    if (path === `/api/subscription/${SUB_ID}`) return subscription;
    if (path === `/api/subscription/${SUB_ID}/subscribers`) {
      return [
        subscriber('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b01', 'Rita', false),
        subscriber('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b02', 'Omar', true),
      ];
    }
    if (path === '/api/resourcegroup') return [group];
    throw new ApiError(404, 'No such call.');
  });
}

const staff = testSession(['contentEditor']);
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('subscription screens', () => {
  it('are refused to a signed-in person who is not content staff', async () => {
    const api = subscriptionsApi();
    renderApp(['/subscriptions/admin'], { session: testSession(['participant']), api });
    expect(
      await screen.findByText('You are not authorized to access this feature.', undefined, LOAD),
    ).toBeTruthy();
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).not.toContain('/api/subscription');
  });

  it('are closed to the content staff where the brand has subscriptions off', async () => {
    const api = subscriptionsApi();
    const config = testConfig({ features: { subscriptions: false } });
    renderApp([`/subscriptions/edit/${SUB_ID}`], { session: staff, api, config });
    expect(
      await screen.findByText('You are not authorized to access this feature.', undefined, LOAD),
    ).toBeTruthy();
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).not.toContainEqual(
      expect.stringContaining('/api/subscription'),
    );
  });

  it("list each group's subscription with its alerts and subscribers", async () => {
    renderApp(['/subscriptions/admin'], { session: staff, api: subscriptionsApi() });
    const link = await screen.findByRole('link', { name: 'Leaders' }, LOAD);
    expect(link.getAttribute('href')).toBe(`/subscriptions/edit/${SUB_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('On')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
  });

  it('show who stopped the alerts, and offer alerts only for an active group', async () => {
    const api = subscriptionsApi();
    vi.mocked(api.del).mockResolvedValue(true);
    renderApp([`/subscriptions/edit/${SUB_ID}`], { session: staff, api });
    const omar = await screen.findByRole('link', { name: 'Omar Reader' }, LOAD);
    expect(within(omar.closest('tr') as HTMLElement).getByText('Unsubscribed')).toBeTruthy();
    const rita = screen.getByRole('link', { name: 'Rita Reader' });
    expect(within(rita.closest('tr') as HTMLElement).getByText('Receiving')).toBeTruthy();
    expect(screen.getByText('Alerts are sent once the resource group is active.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send alert' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Omar Reader' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.del).toHaveBeenCalledWith(
        `/api/subscription/${SUB_ID}/subscribers/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b02`,
      ),
    );
  });

  it('offer no alert by hand where the brand has content alerts off', async () => {
    const config = testConfig({ features: { contentAlerts: false } });
    renderApp([`/subscriptions/edit/${SUB_ID}`], {
      session: staff,
      api: subscriptionsApi(),
      config,
    });
    expect(await screen.findByRole('link', { name: 'Rita Reader' }, LOAD)).toBeTruthy();
    expect(screen.queryByText('Send an alert')).toBeNull();
    expect(screen.queryByText('Alerts are sent once the resource group is active.')).toBeNull();
  });
});
