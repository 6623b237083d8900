import {
  HUB_CLOSE_CODES,
  HUB_PATH,
  parseHubFrame,
  reconnectDelayMs,
  type THubEvent,
} from '@portal/core';

/** What a socket reports (the browser's WebSocket in the app, a fake in tests). */
export type HubSocketHandlers = {
  open: () => void;
  message: (data: unknown) => void;
  close: (code: number) => void;
};
export type HubSocket = { close: (code?: number) => void };

export type HubConnectionOptions = {
  /** The page's origin (`http://teams.localhost:3000`); the hub is on the same host. */
  origin: string;
  brandKey: string;
  version: string;
  /** The current access token, or null when there is none (expired or signed out). */
  getToken: () => Promise<string | null>;
  /** One silent renewal; null when it failed. */
  renewSession: () => Promise<string | null>;
  openSocket: (url: string, handlers: HubSocketHandlers) => HubSocket;
  onEvent: (event: THubEvent) => void;
  /** A connection failed: the next try is in `delayMs`; `retryNow` tries at once. */
  onRetryScheduled: (failures: number, delayMs: number, retryNow: () => void) => void;
};

export type HubConnection = { start: () => void; stop: () => void };

/** ws: or wss: as the page is http: or https:. */
export function hubUrl(origin: string, brandKey: string, version: string, token: string): string {
  const url = new URL(HUB_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({ version, appname: brandKey, access_token: token }).toString();
  return url.toString();
}

/**
 * One connection to the hub that comes back by itself: after a failure it waits 5 s times the
 * failures in a row (at most 300 s; see core's reconnectDelayMs). A refusal of the token (close
 * code 4401) renews the session silently once and reconnects at once; a second refusal before
 * a connection succeeds counts as a failure.
 */
export function createHubConnection(options: HubConnectionOptions): HubConnection {
  let running = false;
  let socket: HubSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let renewed = false;

  const fail = () => {
    failures++;
    const delayMs = reconnectDelayMs(failures);
    const retry = () => {
      if (timer !== retryTimer) return; // already retried (or stopped)
      clearTimeout(retryTimer);
      timer = undefined;
      connect();
    };
    const retryTimer = setTimeout(retry, delayMs);
    timer = retryTimer;
    options.onRetryScheduled(failures, delayMs, retry);
  };

  const open = (token: string) => {
    const url = hubUrl(options.origin, options.brandKey, options.version, token);
    const next: HubSocket = options.openSocket(url, {
      open: () => {
        failures = 0;
        renewed = false;
      },
      message: (data) => {
        const event = parseHubFrame(data);
        if (event && socket === next) options.onEvent(event);
      },
      close: (code) => {
        if (socket !== next || !running) return;
        socket = null;
        if (code === HUB_CLOSE_CODES.unauthorized && !renewed) void renewAndConnect();
        else fail();
      },
    });
    socket = next;
  };

  const renewAndConnect = async () => {
    renewed = true;
    const token = await options.renewSession();
    if (!running) return;
    if (token) open(token);
    else fail();
  };

  function connect(): void {
    if (!running) return;
    void options.getToken().then((token) => {
      if (!running) return;
      if (token) open(token);
      else if (!renewed) void renewAndConnect();
      else fail();
    });
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      connect();
    },
    stop: () => {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close(1000);
    },
  };
}
