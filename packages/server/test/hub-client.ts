import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { HUB_PATH, type BrandKey } from '@portal/core';

/** Where a listening app's hub is, for a brand and (optionally) an access token. */
export function hubUrl(app: FastifyInstance, appname: string, token?: string): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const query = new URLSearchParams({ version: '1.2.3-test', appname });
  if (token !== undefined) query.set('access_token', token);
  return `ws://127.0.0.1:${port}${HUB_PATH}?${query.toString()}`;
}

export type HubConnection = {
  socket: WebSocket;
  /** Every frame received so far, parsed. */
  frames: unknown[];
  /** Resolves with the next frame (or one already received and not yet taken). */
  nextFrame: (timeoutMs?: number) => Promise<unknown>;
  /** Resolves with the close code. */
  closed: Promise<number>;
};

/** Opens a socket to the hub and waits until it is open (or refused before opening). */
export function connectHub(url: string, options: { origin?: string } = {}): Promise<HubConnection> {
  const socket = new WebSocket(url, options);
  const frames: unknown[] = [];
  let taken = 0;
  const waiting: Array<(frame: unknown) => void> = [];
  socket.on('message', (data) => {
    const frame: unknown = JSON.parse(String(data));
    frames.push(frame);
    const waiter = waiting.shift();
    if (waiter) {
      taken++;
      waiter(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const nextFrame = (timeoutMs = 2_000) =>
    new Promise<unknown>((resolve, reject) => {
      if (taken < frames.length) {
        resolve(frames[taken++]);
        return;
      }
      const waiter = (frame: unknown) => {
        clearTimeout(timer);
        resolve(frame);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error('no frame arrived'));
      }, timeoutMs);
      waiting.push(waiter);
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames, nextFrame, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Waits until the hub of the app counts this many connections. */
export async function untilConnections(app: FastifyInstance, count: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (app.portal.hub.connectionCount() !== count) {
    if (Date.now() > deadline) throw new Error(`the hub never counted ${count} connections`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Connects signed in to a brand and waits until the hub has registered the socket. */
export async function connectSignedIn(
  app: FastifyInstance,
  brand: BrandKey,
  token: string,
): Promise<HubConnection> {
  const expected = app.portal.hub.connectionCount() + 1;
  const connection = await connectHub(hubUrl(app, brand, token));
  await untilConnections(app, expected);
  return connection;
}
