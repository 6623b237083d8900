import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  USER_ACCOUNT_ID_CLAIM,
  type Session,
  type TContent,
  type TGroupContentItem,
  type TResourceGroup,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { queryClient } from '../../app/QueryRoot';
import { renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const UA = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a10';
const GROUP = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50';
const [INTRO, MODULE, LESSON, OTHER, SURVEY] = ['51', '52', '53', '54', '55'].map(
  (n) => `0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a${n}`,
) as [string, string, string, string, string];
const member: Session = {
  ...testSession(['participant']),
  claims: [{ type: USER_ACCOUNT_ID_CLAIM, value: UA }],
};

const group: TResourceGroup = {
  id: GROUP,
  name: 'Onboarding',
  code: 'onboarding',
  description: 'Start here',
  status: 'active',
  members: [],
  introContentId: INTRO,
  featuredContentId: null,
  featuredAt: null,
  priority: null,
  series: { enabled: false, intervalDays: 7 },
  seriesStartedAt: null,
  contentCount: 3,
  version: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const info = (id: string, title: string, sortPath: number[]): TGroupContentItem => ({
  id,
  entityType: 'Content',
  title,
  summary: '',
  isPublic: false,
  tags: [],
  updatedAt: '2026-01-01T00:00:00Z',
  sortPath,
});
const items = [
  info(INTRO, 'Welcome', [1]),
  info(MODULE, 'Module one', [2]),
  info(LESSON, 'Lesson one', [2, 1]),
  info(SURVEY, 'Your feedback', [3]),
];

const content = (id: string, title: string, words: string): TContent => ({
  ...info(id, title, [1]),
  sections: [
    { id: 'body', type: 'text', data: { body: [{ type: 'paragraph', spans: [{ text: words }] }] } },
  ],
  unknownSectionTypes: [],
  paramTypes: [],
  videoUrl: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
});

const notFound = () => Promise.reject(new ApiError(404, 'Not found.'));

/** The library's answers by path; `post` records the view counts. */
function libraryApi(
  post: (path: string, body?: unknown) => Promise<unknown> = vi.fn(async () => ({})),
  reader: { completed: string[]; following?: boolean } = { completed: [] },
): ApiClient {
  const get = async (path: string) => {
    if (path === `/api/resourcegroup/completedContents/${GROUP}`) return reader.completed;
    if (path === `/api/resourcegroup/contentParams/${SURVEY}`) {
      return { eventId: 'ev-1', uaId: UA, email: 'mia+1@example.org' };
    }
    if (path === `/api/subscription/follow/${GROUP}`) {
      return { canFollow: reader.following !== undefined, following: reader.following ?? false };
    }
    if (path === '/api/resourcegroup/GetResourceGroupByCode/onboarding') return group;
    if (path === '/api/resourcegroup') return [group];
    if (path === '/api/resourcegroup/GetFiltersCounts') {
      return { entityTypes: [], tags: [], resourceGroups: [] };
    }
    if (path === '/api/resourcegroup/GetLatestFeaturedContent') {
      const featured = content(MODULE, 'Module one', 'What the module covers');
      const place = { resourceGroupCode: 'onboarding', resourceGroupName: 'Onboarding' };
      return { resourceGroupId: GROUP, ...place, content: featured };
    }
    if (path.startsWith('/api/resourcegroup/GetTrendingContent/')) {
      const lesson = { ...info(LESSON, 'Lesson one', [2, 1]), views: 3, completions: 1 };
      return [{ ...lesson, score: 6, groupCode: 'onboarding' }];
    }
    if (path === `/api/resourcegroup/getcontentsbyid/${GROUP}`) return items;
    if (path === `/api/resourcegroup/GetIntroContentItem/${GROUP}`) {
      return content(INTRO, 'Welcome', 'Glad you are here');
    }
    if (path === `/api/resourcegroup/public/onboarding/${INTRO}`) {
      return {
        resourceGroup: { code: 'onboarding', name: 'Onboarding' },
        content: content(INTRO, 'Welcome', 'Glad you are here'),
      };
    }
    return notFound();
  };
  const read = async (_method: string, path: string, options?: { body?: unknown }) => {
    const ids = (options?.body ?? []) as string[];
    if (path === '/api/resourcegroup/getcontentsbyids' && ids.includes(MODULE)) {
      return [content(MODULE, 'Module one', 'What the module covers')];
    }
    if (path === '/api/resourcegroup/getcontentsbyids' && ids.includes(SURVEY)) {
      const survey: TContent = {
        ...content(SURVEY, 'Your feedback', 'Tell us'),
        paramTypes: ['eventIdUaIdEmail'],
        sections: [
          {
            id: 'go',
            type: 'button',
            data: { label: 'Answer', href: 'https://survey.example/s?e={eventId}&m={email}' },
          },
        ],
      };
      return [survey];
    }
    return [];
  };
  return {
    ...testApi(get, post),
    request: vi.fn(read) as ApiClient['request'],
  };
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the reading screens', { timeout: 30_000 }, () => {
  it('shows a group with its intro whole and its items in their levels', async () => {
    renderApp(['/resources/onboarding'], { session: member, api: libraryApi() });
    expect(await screen.findByRole('heading', { name: 'Onboarding', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Glad you are here')).toBeTruthy();
    const contents = screen.getByRole('region', { name: 'Contents' });
    const links = await within(contents).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Module one',
      'Lesson one',
      'Your feedback',
    ]);
    expect(links[1]?.getAttribute('href')).toBe(`/resources/onboarding/view/${LESSON}`);
  });

  it('shows an item of the group, counts the view and leads to the next item', async () => {
    const post = vi.fn(async () => ({}));
    renderApp([`/resources/onboarding/view/${MODULE}`], { session: member, api: libraryApi(post) });
    expect(await screen.findByRole('heading', { name: 'Module one', level: 1 })).toBeTruthy();
    expect(screen.getByText('What the module covers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lesson one →' }).getAttribute('href')).toBe(
      `/resources/onboarding/view/${LESSON}`,
    );
    expect(post).toHaveBeenCalledWith(`/api/resourcegroup/contentProgress/${MODULE}`, {
      kind: 'view',
    });
  });

  it('marks an item done once, and the group shows it done', async () => {
    const reader = { completed: [] as string[] };
    const post = vi.fn(async (path: string, body?: unknown) => {
      if ((body as { kind?: string } | undefined)?.kind === 'completion')
        reader.completed = [MODULE];
      return true;
    });
    renderApp([`/resources/onboarding/view/${MODULE}`], {
      session: member,
      api: libraryApi(post, reader),
    });
    (await screen.findByRole('button', { name: 'Mark as done' })).click();
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`/api/resourcegroup/contentProgress/${MODULE}`, {
      kind: 'completion',
    });
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
    cleanup();
    renderApp(['/resources/onboarding'], { session: member, api: libraryApi(post, reader) });
    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
    expect(screen.getAllByTitle('Done')).toHaveLength(1);
  });

  it('offers to follow a group whose alerts are on, and to stop following', async () => {
    const post = vi.fn(async () => true);
    renderApp(['/resources/onboarding'], {
      session: member,
      api: libraryApi(post, { completed: [], following: false }),
    });
    (await screen.findByRole('button', { name: 'Follow' })).click();
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/api/subscription/follow/${GROUP}`, undefined),
    );
    cleanup();
    queryClient.clear();
    renderApp(['/resources/onboarding'], {
      session: member,
      api: libraryApi(post, { completed: [], following: true }),
    });
    expect(await screen.findByRole('button', { name: 'Stop following' })).toBeTruthy();
    cleanup();
    queryClient.clear();
    renderApp(['/resources/onboarding'], { session: member, api: libraryApi(post) });
    expect(await screen.findByRole('heading', { name: 'Onboarding', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('shows the library with its featured and trending items, and leaves out those the brand has off', async () => {
    renderApp(['/resources/list'], { session: member, api: libraryApi() });
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('Module one')).toBeTruthy();
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(within(trending).getByRole('link', { name: 'Lesson one' })).toBeTruthy();
    cleanup();
    queryClient.clear();
    const api = libraryApi();
    const config = testConfig({ features: { featuredContent: false, trendingContent: false } });
    renderApp(['/resources/list'], { session: member, api, config });
    expect(await screen.findByRole('region', { name: 'Your resource groups' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Trending' })).toBeNull();
    const paths = vi.mocked(api.get).mock.calls.map(([path]) => path);
    expect(paths.filter((path) => /Featured|Trending/.test(path))).toEqual([]);
  });

  it('offers no Follow button, and asks nothing of it, where the brand has content alerts off', async () => {
    const api = libraryApi(undefined, { completed: [], following: false });
    const config = testConfig({ features: { contentAlerts: false } });
    renderApp(['/resources/onboarding'], { session: member, api, config });
    expect(await screen.findByRole('heading', { name: 'Onboarding', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Glad you are here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    const paths = vi.mocked(api.get).mock.calls.map(([path]) => path);
    expect(paths.filter((path) => path.startsWith('/api/subscription'))).toEqual([]);
  });

  it("fills the item's links with the reader's own values of its content params", async () => {
    renderApp([`/resources/onboarding/view/${SURVEY}`], { session: member, api: libraryApi() });
    const answer = await screen.findByRole('link', { name: 'Answer' });
    expect(answer.getAttribute('href')).toBe(
      'https://survey.example/s?e=ev-1&m=mia%2B1%40example.org',
    );
  });

  it('answers not found for an item outside the group, and counts nothing', async () => {
    const post = vi.fn(async () => ({}));
    renderApp([`/resources/onboarding/view/${OTHER}`], { session: member, api: libraryApi(post) });
    expect(await screen.findByText('This item does not exist or is not open to you.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a visitor a public item, and not found for any other', async () => {
    renderApp([`/content/onboarding/view/${INTRO}/body`], { api: libraryApi() });
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 1 })).toBeTruthy();
    expect(screen.getByText('Glad you are here')).toBeTruthy();
    cleanup();
    renderApp([`/content/onboarding/view/${MODULE}`], { api: libraryApi() });
    expect(await screen.findByText('This item does not exist or is not open to you.')).toBeTruthy();
  });
});
