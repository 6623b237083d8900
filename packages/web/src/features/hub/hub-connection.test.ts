import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_CLOSE_CODES } from '@portal/core';
import { createHubConnection, hubUrl, type HubSocketHandlers } from './hub-connection';

type FakeSocket = { url: string; handlers: HubSocketHandlers; closedWith?: number };

function setUp(options: { token?: string | null; renewed?: string | null } = {}) {
  const sockets: FakeSocket[] = [];
  const retries: Array<{ failures: number; delayMs: number; retryNow: () => void }> = [];
  const events: unknown[] = [];
  const renewSession = vi.fn(async () =>
    options.renewed === undefined ? 'renewed' : options.renewed,
  );
  const connection = createHubConnection({
    origin: 'https://teams.example',
    brandKey: 'teams',
    version: '1.0',
    getToken: async () => (options.token === undefined ? 'token' : options.token),
    renewSession,
    openSocket: (url, handlers) => {
      const socket: FakeSocket = { url, handlers };
      sockets.push(socket);
      return { close: (code) => (socket.closedWith = code) };
    },
    onEvent: (event) => events.push(event),
    onRetryScheduled: (failures, delayMs, retryNow) =>
      retries.push({ failures, delayMs, retryNow }),
  });
  const last = () => sockets[sockets.length - 1]!;
  return { connection, sockets, retries, events, renewSession, last };
}

describe('the hub connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the spec URL on the page host, wss on https, with the token as a parameter', () => {
    expect(hubUrl('https://teams.example', 'teams', '1.0+abc', 'a.b.c')).toBe(
      'wss://teams.example/hub/messaging/messaginghub?version=1.0%2Babc&appname=teams&access_token=a.b.c',
    );
    expect(hubUrl('http://teams.localhost:3000', 'teams', '1', 't')).toMatch(
      /^ws:\/\/teams\.localhost:3000\//,
    );
  });

  it('waits 5 s times the failures in a row, at most 300 s, and starts over after a success', async () => {
    const { connection, sockets, retries, last } = setUp();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let failure = 1; failure <= 62; failure++) {
      last().handlers.close(1006);
      const { delayMs } = retries[retries.length - 1]!;
      expect(delayMs).toBe(Math.min(failure, 60) * 5_000);
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(sockets).toHaveLength(failure);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(failure + 1);
    }
    expect(retries.map((r) => r.failures).slice(0, 3)).toEqual([1, 2, 3]);

    last().handlers.open();
    last().handlers.close(1001);
    expect(retries[retries.length - 1]).toMatchObject({ failures: 1, delayMs: 5_000 });
  });

  it('tries at once when Retry is chosen, and only once', async () => {
    const { connection, sockets, retries, last } = setUp();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    last().handlers.close(1006);
    retries[0]!.retryNow();
    retries[0]!.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('renews the session once on a 401 close and reconnects at once with the new token', async () => {
    const { connection, sockets, retries, renewSession, last } = setUp();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    last().handlers.close(HUB_CLOSE_CODES.unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('access_token=renewed');
    expect(retries).toHaveLength(0);

    // Refused again before any success: no second renewal, the usual back-off instead.
    last().handlers.close(HUB_CLOSE_CODES.unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(retries).toHaveLength(1);
  });

  it('renews first when there is no valid token, and backs off when renewal fails', async () => {
    const { connection, sockets, retries, renewSession } = setUp({ token: null, renewed: null });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(0);
    expect(retries).toHaveLength(1);
  });

  it('hands on known events only, and stops for good', async () => {
    const { connection, sockets, retries, events, last } = setUp();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    last().handlers.message(JSON.stringify({ name: 'AppConfigUpdated' }));
    last().handlers.message('{"name":"Unknown"}');
    last().handlers.message('not json');
    expect(events).toEqual([{ name: 'AppConfigUpdated' }]);

    connection.stop();
    expect(last().closedWith).toBe(1000);
    last().handlers.close(1000);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sockets).toHaveLength(1);
    expect(retries).toHaveLength(0);
  });
});
