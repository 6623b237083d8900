import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../../auth/auth-service';
import { createTestI18n } from '../../test/test-providers';
import { toasts } from '../../ui/toast/toast-store';
import type { VersionWatcher } from '../version-check/version-watcher';
import { checkinCountEvents } from '../events/checkin-count-events';
import { pdfBatchEvents } from '../print/pdf-batch-events';
import { startHub } from './start-hub';

/** The browser's WebSocket, replaced: each instance is kept so the test can drive it. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close() {}
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

function start(messagesOn = true) {
  const announce = vi.fn();
  const reloadConfig = vi.fn(async () => {});
  const auth = {
    getToken: async () => 'token',
    renewSession: async () => 'renewed',
  } as unknown as AuthService;
  const connection = startHub({
    auth,
    brandKey: 'teams',
    version: '1.0',
    i18n: createTestI18n(),
    watcher: { announce } as unknown as VersionWatcher,
    reloadConfig,
    featureOn: (name) => name !== 'realtimeMessages' || messagesOn,
  });
  return { connection, announce, reloadConfig };
}

const shown = () => {
  const toast = toasts.current();
  if (toast) toasts.dismiss(toast.id);
  return toast;
};

describe('the hub in the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.opened = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    while (shown());
  });

  it("announces a failure with the spec's toast, lasting 1 s less than the delay, with Retry", async () => {
    const { connection } = start();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.opened[0]!.onclose?.({ code: 1006 });
    const toast = shown();
    expect(toast).toMatchObject({
      message: `Unable to connect to ${window.location.host}. Retrying in 5 seconds`,
      durationMs: 4_000,
      action: { label: 'Retry' },
    });
    toast?.action?.onClick();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.opened).toHaveLength(2);
    connection.stop();
  });

  it('shows a pushed message as a toast, for its time and in its colour, text unchanged', async () => {
    const { connection } = start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeWebSocket.opened[0]!;
    socket.push({
      name: 'ReceiveMessage',
      from: 'IT',
      text: '<b>a & b</b>',
      timeout: 2000,
      colour: '#112233',
    });
    expect(shown()).toMatchObject({
      message: 'IT: <b>a & b</b>',
      durationMs: 2000,
      colour: '#112233',
    });
    socket.push({ name: 'ReceiveMessage', text: 'Careful', colour: 'error' });
    expect(shown()).toMatchObject({ message: 'Careful', severity: 'error', durationMs: 5000 });
    connection.stop();
  });

  it('shows no pushed message while the brand has realtimeMessages off', async () => {
    const { connection } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.opened.at(-1)!.push({ name: 'ReceiveMessage', text: 'Careful', colour: 'error' });
    expect(shown()).toBeUndefined();
    connection.stop();
  });

  it('offers the reload on ForceReload and refetches the configuration on AppConfigUpdated', async () => {
    const { connection, announce, reloadConfig } = start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeWebSocket.opened[0]!;
    socket.push({ name: 'ForceReload' });
    socket.push({ name: 'ForceReload', message: 'Version 2 is here' });
    expect(announce.mock.calls).toEqual([[undefined], ['Version 2 is here']]);
    socket.push({ name: 'AppConfigUpdated' });
    expect(reloadConfig).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('hands PdfBatchProgress to the batch components, without re-initialising', async () => {
    const { connection, reloadConfig } = start();
    await vi.advanceTimersByTimeAsync(0);
    const received: unknown[] = [];
    const unsubscribe = pdfBatchEvents.subscribe((batch) => received.push(batch));
    const batch = {
      id: 'b1',
      kind: 'tractionplan',
      status: 'running',
      total: 2,
      done: 1,
      failed: 0,
      expiresAt: '2026-11-24T07:00:00.000Z',
    };
    FakeWebSocket.opened[0]!.push({ name: 'PdfBatchProgress', batch });
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([batch]);
    expect(reloadConfig).not.toHaveBeenCalled();
    expect(FakeWebSocket.opened).toHaveLength(1);
    unsubscribe();
    connection.stop();
  });

  it('hands EventCheckedInCount to the event screens, without re-initialising', async () => {
    const { connection, reloadConfig } = start();
    await vi.advanceTimersByTimeAsync(0);
    const received: unknown[] = [];
    const unsubscribe = checkinCountEvents.subscribe((event) => received.push(event));
    const event = {
      name: 'EventCheckedInCount',
      eventId: '7f0c1f7e-3b1a-4c55-9d0e-2a4b6c8d0e1f',
      computedCheckedInCount: 3,
    };
    FakeWebSocket.opened[0]!.push(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([event]);
    expect(reloadConfig).not.toHaveBeenCalled();
    expect(FakeWebSocket.opened).toHaveLength(1);
    unsubscribe();
    connection.stop();
  });

  it('re-initialises on ReInitialize: stops, renews, reloads the configuration, connects again', async () => {
    const { connection, reloadConfig } = start();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.opened[0]!.push({ name: 'ReInitialize' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadConfig).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.opened).toHaveLength(2);
    connection.stop();
  });
});
