import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandKey, THubEvent } from '@portal/core';
import type { HubBridge } from './hub-bridge';

/** Who receives an event: one person (optionally in one brand only), a brand, or everyone. */
export type HubTarget = 'all' | { brand: BrandKey } | { userId: string; brand?: BrandKey };
export type HubMessage = { to: HubTarget; event: THubEvent };

/** One open connection, as the registry sees it. */
export type HubClient = { brand: BrandKey; userId: string; send: (frame: string) => void };

export type Hub = {
  /** This instance's id in the fan-out (a message it published comes back and is skipped). */
  instanceId: string;
  /**
   * Delivers to the matching sockets of this instance at once and publishes to the other
   * instances; answers how many sockets of this instance received it.
   */
  send: (message: HubMessage) => Promise<number>;
  /** Registers a connection; answers the function that removes it. */
  attach: (client: HubClient) => () => void;
  connectionCount: () => number;
  /** What this instance holds now and the last events that passed through it (developer tools). */
  stats: () => HubStats;
  /** Stops the fan-out (the sockets are closed by the WebSocket server). */
  close: () => Promise<void>;
};

/** Most recent events kept for the developer tools. */
export const HUB_RECENT_EVENTS = 20;

/** An event as the developer tools show it: its name, whom it was for (never who), and when. */
export type HubRecentEvent = { name: string; to: 'all' | 'brand' | 'person'; at: string };

export type HubStats = {
  connections: number;
  /** Distinct people connected. */
  people: number;
  byBrand: Partial<Record<BrandKey, number>>;
  recent: HubRecentEvent[];
};

export type HubOptions = {
  bridge: HubBridge;
  log: FastifyBaseLogger;
  /** Runs on every instance for every message, local or from another instance, before delivery. */
  onMessage?: (message: HubMessage) => void;
};

function addTo<K>(index: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  const set = index.get(key) ?? new Set<HubClient>();
  set.add(client);
  index.set(key, set);
}

function removeFrom<K>(index: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

/** The connected clients of this instance, indexed by brand and by user. */
function createRegistry() {
  const all = new Set<HubClient>();
  const byBrand = new Map<BrandKey, Set<HubClient>>();
  const byUser = new Map<string, Set<HubClient>>();

  const recipients = (to: HubTarget): Iterable<HubClient> => {
    if (to === 'all') return all;
    if ('userId' in to) {
      const clients = [...(byUser.get(to.userId) ?? [])];
      return to.brand ? clients.filter((client) => client.brand === to.brand) : clients;
    }
    return byBrand.get(to.brand) ?? [];
  };

  return {
    size: () => all.size,
    people: () => byUser.size,
    byBrand: () => Object.fromEntries([...byBrand].map(([brand, set]) => [brand, set.size])),
    add(client: HubClient): () => void {
      all.add(client);
      addTo(byBrand, client.brand, client);
      addTo(byUser, client.userId, client);
      return () => {
        all.delete(client);
        removeFrom(byBrand, client.brand, client);
        removeFrom(byUser, client.userId, client);
      };
    },
    /** Sends one serialized frame to every recipient; answers how many got it. */
    deliver(message: HubMessage): number {
      const frame = JSON.stringify(message.event);
      let count = 0;
      for (const client of recipients(message.to)) {
        client.send(frame);
        count++;
      }
      return count;
    },
  };
}

/**
 * The hub service other code calls (`app.portal.hub.send(...)`). Delivery on this instance does
 * not wait for the database; the bridge carries the message to the other instances.
 */
export function createHub(options: HubOptions): Hub {
  const registry = createRegistry();
  const instanceId = randomUUID();
  const recent: HubRecentEvent[] = [];
  const deliver = (message: HubMessage) => {
    options.onMessage?.(message);
    const { to } = message;
    recent.unshift({
      name: message.event.name,
      to: to === 'all' ? 'all' : 'userId' in to ? 'person' : 'brand',
      at: new Date().toISOString(),
    });
    recent.length = Math.min(recent.length, HUB_RECENT_EVENTS);
    return registry.deliver(message);
  };
  options.bridge.subscribe(instanceId, (message) => void deliver(message));

  return {
    instanceId,
    send: async (message) => {
      const delivered = deliver(message);
      try {
        await options.bridge.publish(instanceId, message);
      } catch (error) {
        // The sockets here got it; the other instances miss this one message.
        options.log.error({ err: error, event: message.event.name }, 'hub fan-out failed');
      }
      return delivered;
    },
    attach: (client) => registry.add(client),
    connectionCount: registry.size,
    stats: () => ({
      connections: registry.size(),
      people: registry.people(),
      byBrand: registry.byBrand(),
      recent: [...recent],
    }),
    close: () => options.bridge.close(),
  };
}
