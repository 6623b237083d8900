import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '@portal/server/demo-accounts';
import { hashPassword, PASSWORD_HASH_OPTIONS } from '../packages/server/src/identity/passwords';
import { benchBrowser } from './lib/browser';
import { average, measureThroughput, type LoadResult } from './lib/load';
import { BUILT_SERVER, startScript, tempDataDir, waitForOk } from './lib/portal-process';

const BRAND = 'teams';
const EMAIL = 'participant@demo.example';
/** The web app's scopes (packages/web/src/auth/user-manager.ts). */
const SCOPES = 'openid profile email';

export type SignInFigures = {
  signIns: number;
  perSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  failures: number;
  concurrency: number;
  addresses: number;
};

export type AccessFigures = {
  /** GET /api/webconfig/GetLatest without a token. */
  anonymous: LoadResult;
  /** The same anonymous route with the bearer token, which is then verified all the same. */
  anonymousWithToken: LoadResult;
  /** GET /api/apppage/ping, rule `any`, with the bearer token. */
  guarded: LoadResult;
  rounds: number;
};

export type IdentityFigures = {
  hash: { ms: number; memoryMiB: number; passes: number; lanes: number };
  signIn: SignInFigures;
  access: AccessFigures;
};

/**
 * Sign-ins per second through the OpenID provider, the time of one password hash, and the cost
 * of the access check, against a real server process on 127.0.0.1.
 */
export async function benchIdentity(): Promise<IdentityFigures> {
  const hash = await timeHash();
  const data = tempDataDir();
  // The /api limit would refuse the access load from one address; the sign-in throttle stays.
  const portal = await startScript(BUILT_SERVER, {
    DATA_DIR: data.path,
    API_RATE_LIMIT: '1000000000',
  });
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    const signIn = await benchSignIns(portal.port);
    const access = await benchAccess(portal.port);
    return { hash, signIn, access };
  } finally {
    await portal.stop();
    data.remove();
  }
}

/** The median of five hashes with the server's parameters, after one to warm up. */
async function timeHash(): Promise<IdentityFigures['hash']> {
  await hashPassword(DEMO_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hashPassword(DEMO_PASSWORD);
    times.push(performance.now() - started);
  }
  return {
    ms: percentile(times, 50),
    memoryMiB: PASSWORD_HASH_OPTIONS.memoryCost / 1024,
    passes: PASSWORD_HASH_OPTIONS.timeCost,
    lanes: PASSWORD_HASH_OPTIONS.parallelism,
  };
}

/**
 * The sign-in throttle allows 10 password checks per client address and minute. Each sign-in
 * comes from the next loopback address (127.0.0.2 to 127.0.0.254), so no address gets near it
 * while the throttle runs as in production.
 */
function loopbackAddresses(): () => string {
  let next = 0;
  return () => `127.0.0.${2 + (next++ % 253)}`;
}

async function benchSignIns(
  port: number,
  { concurrency = 4, durationMs = 10_000 } = {},
): Promise<SignInFigures> {
  const address = loopbackAddresses();
  for (let i = 0; i < concurrency; i++) await signInOnce(port, address()); // warm-up
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await signInOnce(port, address());
        latencies.push(performance.now() - begun);
      } catch (error) {
        failures++;
        console.error(error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    signIns: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p97_5Ms: percentile(latencies, 97.5),
    failures,
    concurrency,
    addresses: Math.min(253, latencies.length + failures + concurrency),
  };
}

/**
 * One sign-in as the web app and its sign-in page make it: the authorization request with PKCE,
 * the page's JSON login, the provider's redirects back (no consent screen for our clients), and
 * the code exchanged at the token endpoint. Answers the access token.
 */
export async function signInOnce(port: number, localAddress: string): Promise<string> {
  const origin = `http://${BRAND}.localhost:${port}`;
  const browser = benchBrowser(port, localAddress);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${origin}/login`;
  const authorization = new URLSearchParams({
    client_id: BRAND,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPES,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  const started = await browser.fetch(`${origin}/oidc/auth?${authorization}`);
  const uid = new URL(started.location ?? '/', origin).searchParams.get('interaction');
  if (started.status !== 303 || !uid) throw new Error(`authorization: ${started.status}`);
  const login = await browser.fetch(`${origin}/api/auth/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'app-name': BRAND, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${login.body}`);
  let url = (JSON.parse(login.body) as { redirectTo: string }).redirectTo;
  for (let hop = 0; !url.startsWith(`${redirectUri}?`); hop++) {
    const response = await browser.fetch(url);
    if (!response.location || hop === 5)
      throw new Error(`redirect from ${url}: ${response.status}`);
    url = new URL(response.location, url).href;
  }
  const callback = new URL(url).searchParams;
  if (callback.get('state') !== state) throw new Error('the state came back changed');
  const token = await browser.fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: BRAND,
    }).toString(),
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${token.body}`);
  return (JSON.parse(token.body) as { access_token: string }).access_token;
}

/** The three routes alternate, so the machine's noise hits them alike. */
async function benchAccess(port: number, rounds = 2): Promise<AccessFigures> {
  const token = await signInOnce(port, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const anonymous = { 'app-name': BRAND };
  const withToken = { ...anonymous, authorization: `Bearer ${token}` };
  const targets = [
    { url: `${base}/api/webconfig/GetLatest`, headers: anonymous },
    { url: `${base}/api/webconfig/GetLatest`, headers: withToken },
    { url: `${base}/api/apppage/ping`, headers: withToken },
  ] as const;
  for (const target of targets) {
    await measureThroughput(target.url, target.headers, { durationSeconds: 2 }); // warm-up
  }
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      runs[i]?.push(await measureThroughput(target.url, target.headers));
    }
  }
  const [plain = [], tokened = [], guarded = []] = runs;
  return {
    anonymous: average(plain),
    anonymousWithToken: average(tokened),
    guarded: average(guarded),
    rounds,
  };
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
