import { MAINTAINERS } from '../access/roles';
import type { BrandKey } from '../brands/types';
import { endpoint, json } from './endpoint';

/** The developer tools' view of one server instance and what it shares with the others. */
export type TDevStatus = {
  server: {
    environment: string;
    version: string;
    node: string;
    platform: string;
    /** This instance's id in the hub's fan-out. */
    instanceId: string;
    startedAt: string;
    memory: { rssBytes: number; heapUsedBytes: number };
  };
  database: {
    engine: 'PGlite' | 'PostgreSQL';
    version: string;
    migrations: { applied: number; latest: string | null; pending: string[] };
  };
  hub: {
    connections: number;
    people: number;
    byBrand: Partial<Record<BrandKey, number>>;
    recent: { name: string; to: 'all' | 'brand' | 'person'; at: string }[];
  };
  jobs: {
    engine: 'embedded' | 'pg-boss';
    running: number;
    failedLastDay: number;
    lastFailure: { name: string; at: string; error: string | null } | null;
  };
  documents: { chromium: boolean; concurrency: number; launches: number; pagesOpened: number };
};

/** devutil (an addition; the spec names the page only): what a developer checks first. */
export const devUtilApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/devutil/Status',
    access: MAINTAINERS,
    summary:
      "This instance's environment, version, database and migrations, hub, jobs and PDF renderer.",
    answer: json<TDevStatus>('DevStatus'),
  }),
};
