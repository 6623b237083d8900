import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../test/factories';
import { hostFetch } from '../../../test/host-fetch';
import { oidcClientFor, startAuthorization, submitLogin } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';

const TEAMS = 'http://teams.localhost:3000';
const KNOWN = 'coach@demo.example';
const ROUNDS = 7;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('the calls that name an address do not tell whether it has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address limits are lifted: this measures many calls from one address.
    t = await createTestApp({
      demo: true,
      env: { API_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '1000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  type Answer = { ms: number; status: number; body: string };
  const timed = async (call: () => Promise<Response>): Promise<Answer> => {
    const started = performance.now();
    const response = await call();
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  };
  const api = (path: string, init: RequestInit = {}) =>
    hostFetch(t.app)(`${TEAMS}${path}`, {
      ...init,
      headers: { ...apiHeaders('teams'), 'content-type': 'application/json' },
    });
  /** The answers of alternating calls for a known and an unknown address. */
  const compare = async (call: (email: string, known: boolean) => Promise<Response>) => {
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      known.push(await timed(() => call(KNOWN, true)));
      unknown.push(await timed(() => call(`nobody-${randomUUID()}@demo.example`, false)));
    }
    return { known, unknown };
  };
  /** Same status, same body (the reference id aside), medians within 10 %. */
  const expectAlike = ({ known, unknown }: { known: Answer[]; unknown: Answer[] }) => {
    const shape = (a: Answer) => `${a.status} ${a.body.replace(/"referenceId":"[^"]+"/, '')}`;
    expect(new Set([...known, ...unknown].map(shape)).size).toBe(1);
    const [k, u] = [median(known.map((a) => a.ms)), median(unknown.map((a) => a.ms))];
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.1);
  };

  it('ForgotPassword', async () => {
    expectAlike(
      await compare((email) =>
        api('/api/auth/ForgotPassword', { method: 'POST', body: JSON.stringify({ email }) }),
      ),
    );
  });

  it('SendEmailPasscode', async () => {
    expectAlike(
      await compare((email) => api(`/api/auth/SendEmailPasscode/${encodeURIComponent(email)}`)),
    );
  });

  it('Register', async () => {
    const body = (email: string) =>
      JSON.stringify({
        email,
        password: 'a long and unusual passphrase 7',
        firstName: 'Sam',
        lastName: 'Lee',
      });
    expectAlike(
      await compare((email) => api('/api/auth/Register', { method: 'POST', body: body(email) })),
    );
  });

  it('sign-in with a wrong password', async () => {
    const { browser, uid } = await startAuthorization(
      t.app,
      await oidcClientFor(t.app, TEAMS),
      TEAMS,
    );
    expectAlike(
      await compare((email) =>
        submitLogin(browser, TEAMS, uid, { email, password: `${DEMO_PASSWORD}?` }),
      ),
    );
  });
});
