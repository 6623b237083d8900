import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { HUB_PATH } from '@portal/core';
import { root, tempDataDir } from './lib/portal-process';

export type HubFigures = {
  sockets: number;
  sends: number;
  p50Ms: number;
  p97_5Ms: number;
  maxMs: number;
};

/** Longest wait for one send to reach every socket before the run is abandoned. */
const ROUND_TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function startHubServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hub-server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's first line of output names its port and token (see hub-server.ts).
  const [line] = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the hub benchmark server exited with code ${String(code)}`);
    }),
  ]);
  const { port, token } = JSON.parse(String(line)) as { port: number; token: string };
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  };
  return { port, token, stop };
}

function openSockets(url: string, count: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

/** Milliseconds from the start of one POST /api/hub/Send until every socket has the message. */
async function timeOneSend(port: number, token: string, sockets: WebSocket[], round: number) {
  const text = `round ${round}`;
  const started = performance.now();
  const arrivals = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          if (!String(data).includes(text)) return;
          socket.off('message', onMessage);
          resolve();
        };
        socket.on('message', onMessage);
      }),
  );
  const response = await fetch(`http://127.0.0.1:${port}/api/hub/Send`, {
    method: 'POST',
    headers: {
      'app-name': 'teams',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ event: { name: 'ReceiveMessage', text } }),
  });
  if (!response.ok) throw new Error(`Send answered ${response.status}`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(arrivals),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('a socket missed the message')), ROUND_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return performance.now() - started;
}

/**
 * Hub fan-out: `socketCount` sockets signed in to one brand on 127.0.0.1, one push to the brand
 * through POST /api/hub/Send at a time; the time until the last socket has it.
 */
export async function benchHubFanout(socketCount = 500, sends = 100): Promise<HubFigures> {
  const data = tempDataDir();
  const server = await startHubServer(data.path);
  let sockets: WebSocket[] = [];
  try {
    const query = new URLSearchParams({
      version: 'bench',
      appname: 'teams',
      access_token: server.token,
    });
    sockets = await openSockets(`ws://127.0.0.1:${server.port}${HUB_PATH}?${query}`, socketCount);
    await new Promise((resolve) => setTimeout(resolve, 200)); // every socket registered
    for (let warm = 0; warm < 3; warm++)
      await timeOneSend(server.port, server.token, sockets, -warm - 1);
    const times: number[] = [];
    for (let round = 0; round < sends; round++) {
      times.push(await timeOneSend(server.port, server.token, sockets, round));
    }
    times.sort((a, b) => a - b);
    return {
      sockets: socketCount,
      sends,
      p50Ms: percentile(times, 50),
      p97_5Ms: percentile(times, 97.5),
      maxMs: times[times.length - 1] ?? 0,
    };
  } finally {
    sockets.forEach((socket) => socket.terminate());
    await server.stop();
    data.remove();
  }
}
