import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { brandFromHost } from '@portal/core';
import { browserFor, hostFetch, type Browser } from './host-fetch';

export const TEST_SCOPES = 'openid profile email offline_access';

/** The relying party of a brand origin (the web app's client), discovered over real HTTP. */
export function oidcClientFor(app: FastifyInstance, origin: string): Promise<oidc.Configuration> {
  const brand = brandFromHost(new URL(origin).host);
  return oidc.discovery(new URL(`${origin}/oidc`), brand, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: hostFetch(app),
  });
}

export type Authorization = {
  browser: Browser;
  /** The interaction id the provider sent the browser to the sign-in page with. */
  uid: string;
  verifier: string;
  state: string;
  redirectUri: string;
};

/** Opens the authorization URL in a new browser, as the web app would; stops at the page. */
export async function startAuthorization(
  app: FastifyInstance,
  client: oidc.Configuration,
  origin: string,
  parameters: Record<string, string> = {},
): Promise<Authorization> {
  const browser = browserFor(app);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const redirectUri = `${origin}/login`;
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: TEST_SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  });
  const response = await browser.fetch(url);
  const location = new URL(response.headers.get('location') ?? '', origin);
  const uid = location.searchParams.get('interaction');
  if (response.status !== 303 || location.pathname !== '/auth/login' || !uid) {
    throw new Error(`The provider did not send the browser to sign in: ${response.status}`);
  }
  return { browser, uid, verifier, state, redirectUri };
}

/** A call of the sign-in page: POST /api/auth/interaction/{uid}/{action}. */
export function postInteraction(
  browser: Browser,
  origin: string,
  uid: string,
  action: 'login' | 'passcode' | 'mfa',
  body: unknown,
): Promise<Response> {
  const brand = brandFromHost(new URL(origin).host);
  return browser.fetch(`${origin}/api/auth/interaction/${uid}/${action}`, {
    method: 'POST',
    headers: { 'app-name': brand, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** What the sign-in page posts. */
export function submitLogin(
  browser: Browser,
  origin: string,
  uid: string,
  credentials: { email: string; password: string; rememberMe?: boolean },
): Promise<Response> {
  return postInteraction(browser, origin, uid, 'login', credentials);
}

/** Follows the provider's redirects until the browser lands on the redirect URI. */
export async function followToCallback(browser: Browser, from: string, redirectUri: string) {
  let url = from;
  for (let hop = 0; hop < 5; hop++) {
    if (url.startsWith(`${redirectUri}?`)) return new URL(url);
    const response = await browser.fetch(url);
    const location = response.headers.get('location');
    if (!location) throw new Error(`No redirect from ${url}: ${response.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects on the way back to the app');
}

export type SignedIn = {
  client: oidc.Configuration;
  browser: Browser;
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
};

/**
 * Signs a person in through the app's own OpenID provider (authorization code with PKCE, over
 * real HTTP): the app must be listening. The origin picks the brand (`http://teams.localhost:3000`).
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  origin: string,
  email: string,
  password: string,
): Promise<SignedIn> {
  const client = await oidcClientFor(app, origin);
  const started = await startAuthorization(app, client, origin);
  const login = await submitLogin(started.browser, origin, started.uid, { email, password });
  if (login.status !== 200) throw new Error(`Sign-in refused: ${login.status}`);
  const { redirectTo } = (await login.json()) as { redirectTo: string };
  const callback = await followToCallback(started.browser, redirectTo, started.redirectUri);
  const tokens = await oidc.authorizationCodeGrant(client, callback, {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
  });
  return { client, browser: started.browser, tokens };
}
