import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { THomeData } from '@portal/core';
import { PortalContext } from '../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { TestI18n } from '../../test/test-providers';
import { ResourcesHomeBlock } from './ResourcesHomeBlock';

const GROUP = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50';
const ITEM = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a51';

function renderBlock(answers: Record<string, unknown>, features: Record<string, boolean> = {}) {
  const api = testApi(async (path) => {
    if (path in answers) return answers[path];
    throw new Error(`No answer for ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestI18n>
      <PortalContext.Provider
        value={{ brand: testBrand, version: '1', config: testConfig({ features }), api }}
      >
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ResourcesHomeBlock />
          </MemoryRouter>
        </QueryClientProvider>
      </PortalContext.Provider>
    </TestI18n>,
  );
  return api;
}

const home = (resourceGroups: THomeData['resourceGroups']): THomeData => ({
  userAccountId: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a10',
  trainer: null,
  awards: [],
  resourceGroups,
  groupMembership: [],
});

afterEach(cleanup);

describe('the resources card of the home page', { timeout: 20_000 }, () => {
  it("lists the person's groups and the featured item, each opening its page", async () => {
    renderBlock({
      '/api/useraccount/GetHomeData': home([
        { id: GROUP, name: 'Onboarding', code: 'onboarding', description: 'Start here' },
      ]),
      '/api/resourcegroup/GetLatestFeaturedContent': {
        resourceGroupId: GROUP,
        resourceGroupCode: 'onboarding',
        resourceGroupName: 'Onboarding',
        content: { id: ITEM, title: 'Kickoff video' },
      },
    });
    const group = await screen.findByRole('link', { name: 'Onboarding' });
    expect(group.getAttribute('href')).toBe('/resources/onboarding');
    expect(screen.getByRole('link', { name: 'Featured: Kickoff video' }).getAttribute('href')).toBe(
      `/resources/onboarding/view/${ITEM}`,
    );
    expect(screen.getByRole('link', { name: 'All resources' }).getAttribute('href')).toBe(
      '/resources',
    );
  });

  it('leaves the featured item out, and does not ask for it, where the brand has it off', async () => {
    const api = renderBlock(
      {
        '/api/useraccount/GetHomeData': home([
          { id: GROUP, name: 'Onboarding', code: 'onboarding', description: 'Start here' },
        ]),
      },
      { featuredContent: false },
    );
    expect(await screen.findByRole('link', { name: 'Onboarding' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Featured/ })).toBeNull();
    const paths = vi.mocked(api.get).mock.calls.map(([path]) => path);
    expect(paths).not.toContain('/api/resourcegroup/GetLatestFeaturedContent');
  });

  it('says so when no group is open to the person', async () => {
    renderBlock({
      '/api/useraccount/GetHomeData': home([]),
      '/api/resourcegroup/GetLatestFeaturedContent': null,
    });
    expect(await screen.findByText('No resource group is open to you yet.')).toBeTruthy();
  });
});
