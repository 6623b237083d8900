import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SECTION_TYPES,
  USER_ACCOUNT_ID_CLAIM,
  type Session,
  type TContentSection,
} from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { PortalContext } from '../../../app/portal-context';
import { SessionContext } from '../../../auth/session-context';
import { testApi, testBrand, testConfig, testSession } from '../../../test/render-app';
import { TestI18n } from '../../../test/test-providers';
import { ContentSections } from './ContentSections';

const UA = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a10';
const ITEM = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a30';
const FILE = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a40';
const VIDEO_ITEM = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a50';
const VIDEO_FILE = '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a60';
/** The signed addresses the server gives with the items (outside /api, no header needed). */
const IMAGE_URL = `/files/content/${FILE}?b=teams&s=signed`;
const VIDEO_URL = `/files/content/${VIDEO_FILE}?b=teams&s=signed`;
const videoItem = {
  id: VIDEO_ITEM,
  entityType: 'ContentVideo',
  title: 'The talk',
  summary: '',
  isPublic: false,
  tags: [],
  updatedAt: '2026-01-01T00:00:00Z',
  file: { id: VIDEO_FILE, kind: 'video', name: 'talk.mp4', size: 1000, contentType: 'video/mp4' },
  fileUrls: { [VIDEO_FILE]: VIDEO_URL },
};
const member: Session = {
  ...testSession(['participant']),
  claims: [{ type: USER_ACCOUNT_ID_CLAIM, value: UA }],
};

const para = (text: string) => ({ body: [{ type: 'paragraph', spans: [{ text }] }] });

/** One section of every type the page knows, with settings that fit it. */
const SETTINGS: Record<string, Record<string, unknown>> = {
  title: { text: 'Welcome aboard' },
  text: para('Read this first'),
  button: { label: 'Start now', href: '/plan' },
  image: { fileId: FILE, alt: 'A campus' },
  imageCarousel: {
    images: [
      { url: 'https://img.example/a.png', alt: 'First' },
      { fileId: FILE, alt: 'Second' },
    ],
  },
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  attachments: { contentIds: [ITEM] },
  related: { contentIds: [ITEM] },
  simpleNav: { links: [{ label: 'Help', href: '/help' }] },
  actions: { links: [{ label: 'Open my plan', href: '/plan' }] },
  badges: {},
  checkboxProgressBar: { items: ['Watch', 'Read'] },
  journeyStatus: {},
  pendingDescriberRequests: {},
  pendingTpcRequests: {},
  profileScalePlot: {},
  trainerInfo: {},
  trainerReminders: { reminders: ['Bring your plan'] },
  upcomingEvents: {},
  component: { name: 'teams' },
  domoReport: { url: 'https://acme.domo.com/embed/card/private/abc' },
  contentSurvey: {},
  survey: {},
};

const sectionOf = (type: string): TContentSection => ({
  id: `s-${type}`,
  type,
  data: SETTINGS[type] ?? {},
});

const homeData = {
  userAccountId: UA,
  trainer: {
    kind: 'trainer',
    userAccountId: null,
    name: 'Tara Trainer',
    email: 'tara@example.org',
    dataImageUrl: null,
    accountName: null,
  },
  awards: [],
  resourceGroups: [],
  groupMembership: [],
};

function answers(): ApiClient {
  const get = async (path: string) => {
    if (path === '/api/useraccount/GetHomeData') return homeData;
    if (path.startsWith('/api/profiledescriberfeedback/getDescriberRequests/')) {
      return [
        {
          surveyCode: 'abc',
          participantFirstName: 'Paul',
          participantLastName: 'Reed',
          relationship: 'peer',
          requestedUTC: '2026-01-02T00:00:00Z',
        },
      ];
    }
    throw new Error(`No answer for ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    if (path === '/api/survey/OpenContentSurvey') return { state: 'unavailable' };
    if (path.endsWith('/getcontentsbyids') && (body as string[]).includes(VIDEO_ITEM)) {
      return [videoItem];
    }
    if (path.endsWith('/getcontentsbyids') || path.endsWith('/GetRelatedContentInfoByIds')) {
      return [
        {
          id: ITEM,
          entityType: 'Content',
          title: 'Workbook',
          summary: 'The exercises',
          isPublic: false,
          tags: [],
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ];
    }
    throw new Error(`No answer for ${path}`);
  };
  // Reads by POST carry an abort signal, so they go through the client's request.
  return {
    ...testApi(get, post),
    request: vi.fn(async (_method: string, path: string, options?: { body?: unknown }) =>
      post(path, options?.body),
    ) as ApiClient['request'],
  };
}

function renderSections(
  sections: TContentSection[],
  session: Session | null = member,
  api = answers(),
  features: Record<string, boolean> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const state = { session, displayName: '', signOut: vi.fn(), switchIdentity: vi.fn() };
  render(
    <TestI18n>
      <PortalContext.Provider
        value={{ brand: testBrand, version: '1', config: testConfig({ features }), api }}
      >
        <SessionContext.Provider value={state}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <ContentSections
                sections={sections}
                contentId="page-1"
                groupCode="library"
                fileUrls={{ [FILE]: IMAGE_URL }}
              />
            </MemoryRouter>
          </QueryClientProvider>
        </SessionContext.Provider>
      </PortalContext.Provider>
    </TestI18n>,
  );
  return api;
}

const sectionElement = (type: string) => {
  const found = document.querySelector<HTMLElement>(`[data-section-type="${type}"]`);
  if (!found) throw new Error(`No ${type} section`);
  return found;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('content sections', { timeout: 30_000 }, () => {
  it('renders every section type of the spec, none as unavailable', async () => {
    const types = CONTENT_SECTION_TYPES.filter((type) => type !== 'row' && type !== 'col');
    renderSections(types.map(sectionOf));
    await screen.findAllByText('Workbook');
    for (const type of types) {
      expect(within(sectionElement(type)).queryByTestId('section-unavailable'), type).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(screen.getByText('Read this first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start now' }).getAttribute('href')).toBe('/plan');
    expect(screen.getByAltText('A campus').getAttribute('src')).toBe(IMAGE_URL);
    const player = within(sectionElement('video')).getByTitle('Video');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('sandbox')).toContain('allow-scripts');
    expect(
      within(sectionElement('attachments'))
        .getByRole('link', { name: 'Workbook' })
        .getAttribute('href'),
    ).toBe(`/resources/library/view/${ITEM}`);
    expect(within(sectionElement('related')).getByText('The exercises')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(screen.getByText('0 of 2 done')).toBeTruthy();
    expect(await within(sectionElement('trainerInfo')).findByText('Tara Trainer')).toBeTruthy();
    expect(screen.getByText('From your trainer Tara Trainer')).toBeTruthy();
    expect(
      await within(sectionElement('pendingDescriberRequests')).findByText(/Paul Reed/),
    ).toBeTruthy();
    expect(
      await within(sectionElement('survey')).findByText('This survey is not open at the moment.'),
    ).toBeTruthy();
    expect(within(sectionElement('domoReport')).getByTitle('Report').getAttribute('src')).toContain(
      'acme.domo.com',
    );
  });

  it('lays rows out in columns and gives each section its anchor', () => {
    renderSections([
      {
        id: 'r1',
        type: 'row',
        data: {},
        children: [
          { id: 'c1', type: 'col', data: { width: 8 }, children: [sectionOf('title')] },
          { id: 'c2', type: 'col', data: { width: 4 }, children: [sectionOf('text')] },
        ],
      },
    ]);
    expect(document.getElementById('section-c1')?.textContent).toContain('Welcome aboard');
    expect(document.getElementById('section-c2')?.textContent).toContain('Read this first');
    expect(document.getElementById('section-s-text')).toBeTruthy();
  });

  it('shows an unknown type, or settings it cannot read, as unavailable and keeps the rest', () => {
    renderSections([
      { id: 'x', type: 'hologram', data: { x: 1 } },
      { id: 'y', type: 'image', data: { alt: 'no source' } },
      { id: 'z', type: 'video', data: { url: 'javascript:alert(1)' } },
      sectionOf('title'),
    ]);
    expect(screen.getAllByTestId('section-unavailable')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
  });

  it('never injects markup a text holds', () => {
    renderSections([
      {
        id: 't',
        type: 'text',
        data: para(
          '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
        ),
      },
      { id: 'n', type: 'title', data: { text: '<b>bold?</b>' } },
    ]);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(
      screen.getByText(/<script>window.hacked = true<\/script><img src=x onerror/),
    ).toBeTruthy();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('refuses unsafe links and plays an uploaded video by its signed address', async () => {
    renderSections([
      { id: 'b', type: 'button', data: { label: 'Bad', href: 'javascript:alert(1)' } },
      { id: 'v', type: 'video', data: { contentId: VIDEO_ITEM } },
      { id: 'w', type: 'video', data: { url: 'https://videos.example/talk.mp4' } },
      { id: 'i', type: 'image', data: { fileId: VIDEO_ITEM, alt: 'Not given' } },
    ]);
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('video')?.getAttribute('src')).toBe(VIDEO_URL),
    );
    // A file whose address the server did not give (unknown, or out of reach) is not shown.
    expect(screen.queryByAltText('Not given')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the video' }).getAttribute('href')).toBe(
      'https://videos.example/talk.mp4',
    );
  });

  it('leaves related items out, title and call included, where the brand has them off', () => {
    const related = { ...sectionOf('related'), title: 'See also' };
    const api = renderSections([related, sectionOf('title')], member, answers(), {
      relatedContent: false,
    });
    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(document.querySelector('[data-section-type="related"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'See also' })).toBeNull();
    expect(vi.mocked(api.request)).not.toHaveBeenCalled();
  });

  it('asks a visitor of a public page to sign in for the parts about a person', () => {
    const api = renderSections(
      [sectionOf('trainerInfo'), sectionOf('related'), sectionOf('title')],
      null,
    );
    expect(screen.getAllByText('Sign in to see this part of the page.')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(vi.mocked(api.get)).not.toHaveBeenCalled();
    expect(vi.mocked(api.post)).not.toHaveBeenCalled();
  });
});
