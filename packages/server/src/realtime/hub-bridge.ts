import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { BRAND_KEYS, ZHubEvent } from '@portal/core';
import type { Database } from '../db/schema';
import type { HubMessage } from './hub';

/** Carries hub messages between the server instances that share one database. */
export type HubBridge = {
  /** Calls `onMessage` for each message another instance published. */
  subscribe: (instanceId: string, onMessage: (message: HubMessage) => void) => void;
  publish: (instanceId: string, message: HubMessage) => Promise<void>;
  close: () => Promise<void>;
};

export const HUB_CHANNEL = 'portal_hub';
/** Pause before the listening connection is opened again after it was lost. */
export const LISTEN_RETRY_MS = 2_000;

/** PGlite serves one process: every instance is this one, so there is nothing to carry. */
export function createInProcessBridge(): HubBridge {
  return { subscribe: () => {}, publish: async () => {}, close: async () => {} };
}

const zBrand = z.enum(BRAND_KEYS);
const zNotification = z.object({
  origin: z.string(),
  to: z.union([
    z.literal('all'),
    z.object({ userId: z.string(), brand: zBrand.optional() }).strict(),
    z.object({ brand: zBrand }).strict(),
  ]),
  event: ZHubEvent,
});

function parseNotification(payload: string | undefined) {
  try {
    const parsed = zNotification.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type PostgresBridgeOptions = {
  connectionString: string;
  /** Publishing goes through the app's pool; only listening needs its own connection. */
  db: Kysely<Database>;
  log: FastifyBaseLogger;
};

/**
 * LISTEN/NOTIFY on one channel: each instance keeps one connection listening and publishes with
 * pg_notify. A message published while an instance's listening connection is down is not
 * replayed to it (the events are notices of the moment, not records).
 */
export async function createPostgresBridge(options: PostgresBridgeOptions): Promise<HubBridge> {
  const { log } = options;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let handler: ((payload: string | undefined) => void) | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (note) => {
      if (note.channel === HUB_CHANNEL) handler?.(note.payload);
    });
    client = next;
    await next.connect();
    await next.query(`listen ${HUB_CHANNEL}`);
  };
  // One reconnection at a time, however many ways the connection reports its end.
  const lost = (which: pg.Client, error?: unknown) => {
    if (closed || client !== which) return;
    log.error({ err: error }, 'hub: the listening connection was lost; reconnecting');
    client = null;
    which.end().catch(() => {});
    retry = setTimeout(() => {
      connect().catch((failure: unknown) => client && lost(client, failure));
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  const stop = async () => {
    closed = true;
    clearTimeout(retry);
    const current = client as pg.Client | null;
    client = null;
    await current?.end().catch(() => {});
  };
  try {
    await connect();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    subscribe: (instanceId, onMessage) => {
      handler = (payload) => {
        const note = parseNotification(payload);
        if (!note) log.warn('hub: an unreadable notification was ignored');
        else if (note.origin !== instanceId) onMessage({ to: note.to, event: note.event });
      };
    },
    publish: async (instanceId, message) => {
      const payload = JSON.stringify({ origin: instanceId, ...message });
      await sql`select pg_notify(${HUB_CHANNEL}, ${payload})`.execute(options.db);
    },
    close: stop,
  };
}
