import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandKey } from '@portal/core';
import { originOf, storedUserKey } from '../fixtures';

type Tokens = { access_token: string; id_token: string; expires_in: number; token_type: string };

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/**
 * Signs a demo account in through the portal's own OpenID provider (authorization code with
 * PKCE, over HTTP), then stores the user where oidc-client-ts keeps it, so the page calls the
 * API with a real access token.
 */
export async function signInForReal(
  page: Page,
  request: APIRequestContext,
  brand: BrandKey,
  email: string,
  password: string,
): Promise<void> {
  const origin = originOf(brand);
  const redirectUri = `${origin}/login`;
  // Node does not resolve *.localhost: calls go to 127.0.0.1 with the brand's Host header.
  const host = new URL(origin).host;
  const local = (url: string) => {
    const target = new URL(url, origin);
    return `http://127.0.0.1:${target.port}${target.pathname}${target.search}`;
  };
  const headers = { host };
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const auth = new URL(`${origin}/oidc/auth`);
  for (const [key, value] of Object.entries({
    client_id: brand,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'e2e',
  })) {
    auth.searchParams.set(key, value);
  }
  const start = await request.get(local(auth.href), { maxRedirects: 0, headers });
  const uid = new URL(start.headers().location ?? '', origin).searchParams.get('interaction');
  const login = await request.post(local(`/api/auth/interaction/${uid}/login`), {
    headers: { ...headers, 'app-name': brand },
    data: { email, password },
  });
  let next = ((await login.json()) as { redirectTo: string }).redirectTo;
  while (!next.startsWith(`${redirectUri}?`)) {
    const hop = await request.get(local(next), { maxRedirects: 0, headers });
    next = new URL(hop.headers().location ?? '', next).href;
  }
  const code = new URL(next).searchParams.get('code') ?? '';
  const tokenResponse = await request.post(local('/oidc/token'), {
    headers,
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: brand,
      code_verifier: verifier,
    },
  });
  const tokens = (await tokenResponse.json()) as Tokens;
  const stored = {
    id_token: tokens.id_token,
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    scope: 'openid profile email',
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    profile: payloadOf(tokens.id_token),
  };
  await page.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: storedUserKey(brand),
    value: JSON.stringify(stored),
  });
}
