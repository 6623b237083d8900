import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  clearToasts,
  renderApp,
  testApi,
  testBrand,
  testConfig,
  testSession,
} from '../test/render-app';

const NOT_AUTHORIZED = 'You are not authorized to access this feature.';
const UNVERIFIED = 'Check your inbox to verify your email address prior to accessing this feature.';
/** Without the banner, whose own Resend Email button would be a second one on the page. */
const NO_BANNER = testConfig({ features: { emailVerificationBanner: false } });

afterEach(() => {
  cleanup();
  clearToasts();
});

/** The library's reads, empty: no group, no filter, nothing featured. */
const libraryApi = () =>
  testApi(async (path) =>
    path.endsWith('/GetFiltersCounts')
      ? { entityTypes: [], tags: [], resourceGroups: [] }
      : path.endsWith('/GetLatestFeaturedContent')
        ? null
        : [],
  );

describe('router built from the route table', () => {
  it('sends an anonymous visitor on a protected route to /login, which starts the sign-in', async () => {
    const { router, auth } = renderApp(['/admin/messages?x=1']);
    expect(await screen.findByText('Taking you to the sign-in page…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/admin/messages?x=1')}`,
    );
    await waitFor(() =>
      expect(auth.signIn).toHaveBeenCalledWith(
        expect.objectContaining({ redirect: '/admin/messages?x=1' }),
      ),
    );
  });

  it('refuses a route without the claim with the message and keeps the user where they were', async () => {
    const { router } = renderApp(['/help'], { session: testSession([]) });
    expect(await screen.findByText('Find your way around', { exact: false })).toBeTruthy();
    await router.navigate('/admin/messages');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('goes home when the first page opened is refused', async () => {
    const { router } = renderApp(['/admin/messages'], { session: testSession([]) });
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a route whose feature is off, even with the claim', async () => {
    const config = testConfig({ features: { chatbot: false } });
    const { router } = renderApp(['/help'], { session: testSession(['chatbot']), config });
    await screen.findByText('Find your way around', { exact: false });
    await router.navigate('/hubai');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('opens the same route when its feature is on', async () => {
    const config = testConfig({ features: { chatbot: true } });
    const { router } = renderApp(['/hubai'], { session: testSession(['chatbot']), config });
    expect(await screen.findByText('This page is not available yet.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hubai');
  });

  it('asks for a verified e-mail, and Resend Email says when sending failed', async () => {
    const api = testApi(async () => {
      throw new ApiError(500, 'Mail is down.', 'ref-1');
    });
    const session = testSession(['tractionPlan'], false);
    const { router } = renderApp(['/help'], { session, api, config: NO_BANNER });
    await screen.findByText('Find your way around', { exact: false });
    await router.navigate('/plan');
    expect(await screen.findByText(UNVERIFIED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Error sending confirmation email.')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      `/api/auth/SendConfirmationEmail/${testSession([]).userId}`,
      undefined,
      undefined,
    );
  });

  it('says so when the confirmation e-mail was sent again', async () => {
    const session = testSession(['tractionPlan'], false);
    renderApp(['/plan'], { session, api: testApi(async () => ({ ok: true })), config: NO_BANNER });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Confirmation email sent')).toBeTruthy();
  });

  it('shows the verification banner with Resend Email when the brand turns it on', async () => {
    renderApp(['/help'], { session: testSession([], false) });
    expect(await screen.findByText(/Your email address is not confirmed yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeTruthy();
  });

  it('shows no verification banner when the feature is off or the e-mail is confirmed', async () => {
    renderApp(['/help'], { session: testSession([], false), config: NO_BANNER });
    await screen.findByText('Find your way around', { exact: false });
    expect(screen.queryByText(/Your email address is not confirmed yet/)).toBeNull();
    cleanup();
    renderApp(['/help'], { session: testSession([]) });
    await screen.findByText('Find your way around', { exact: false });
    expect(screen.queryByText(/Your email address is not confirmed yet/)).toBeNull();
  });

  it('follows a redirect rule when its feature is on', async () => {
    const { router } = renderApp(['/resources'], {
      session: testSession(['securityAdmin', 'contentAdmin']),
      api: libraryApi(),
    });
    await screen.findByRole('heading', { name: 'Resources', level: 1 });
    expect(router.state.location.pathname).toBe('/resources/list');
  });

  it('stays on the route when the redirect feature is off', async () => {
    const config = testConfig({ features: { globalSearch: false } });
    const { router } = renderApp(['/resources'], {
      session: testSession(['participant']),
      config,
      api: libraryApi(),
    });
    await screen.findByRole('heading', { name: 'Resources', level: 1 });
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('shows the catch-all page for an unknown path', async () => {
    renderApp(['/no/such/page']);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(
      (await screen.findByText('Go to the home page')).closest('a')?.getAttribute('href'),
    ).toBe('/');
  });

  it('shows "not available yet" with what the page will offer', async () => {
    const config = testConfig({ features: { chatbot: true } });
    renderApp(['/hubai'], { session: testSession(['chatbot']), config });
    expect(await screen.findByText('This page is not available yet.')).toBeTruthy();
    expect(screen.getByText('It arrives with a later release.')).toBeTruthy();
    expect(screen.getByTestId('planned-offer').textContent).toContain(
      'Resources, surveys, reports, subscriptions, payments',
    );
  });

  it('sets the tab title from the route title and the site title', async () => {
    renderApp(['/help'], { session: testSession([]) });
    await screen.findByText('Find your way around', { exact: false });
    expect(document.title).toBe(`Help | ${testBrand.siteTitle}`);
  });

  it('lets a configured page, matched by path, set the title and show its banners', async () => {
    const config = testConfig({
      pages: [
        {
          name: 'help-page',
          route: '/help',
          text: [{ name: 'title', value: { value: 'Questions and answers' } }],
          banners: [{ text: 'Office hours on Friday.', severity: 'info' }],
        },
      ],
    });
    renderApp(['/help'], { session: testSession([]), config });
    expect(await screen.findByText('Office hours on Friday.')).toBeTruthy();
    expect(document.title).toBe(`Questions and answers | ${testBrand.siteTitle}`);
    expect(screen.getByTestId('toolbar-title').textContent).toBe('Questions and answers');
  });

  it('hides the toolbar when the configured page says so', async () => {
    const config = testConfig({
      pages: [
        {
          name: 'help',
          route: 'help',
          text: [{ name: 'hideToolbar', value: { value: 'true' } }],
          banners: [],
        },
      ],
    });
    renderApp(['/help'], { session: testSession([]), config });
    await screen.findByText('Find your way around', { exact: false });
    expect(screen.queryByTestId('toolbar-title')).toBeNull();
  });
});
