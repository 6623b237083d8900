import { average, measureThroughput, type LoadResult } from './lib/load';
import { BUILT_SERVER, startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type WebconfigFigures = {
  bare: LoadResult;
  portal: LoadResult;
  /** The median of the rounds' ratios. */
  ratio: number;
  ratios: number[];
  rounds: number;
  durationSeconds: number;
};

/**
 * Requests per second of GET /api/webconfig/GetLatest beside a bare Fastify route, alternating the
 * two in the same run so that the machine's noise hits both alike. The ratio is the figure: the
 * median of the rounds' ratios (each round measures bare, then portal, back to back), so a burst
 * of load from other processes during one measurement does not decide it.
 */
export async function benchWebconfig(rounds = 5, durationSeconds = 3): Promise<WebconfigFigures> {
  const data = tempDataDir();
  // The rate limiter stays on (its cost is part of the figure) with a ceiling the load never reaches.
  const portal = await startScript(BUILT_SERVER, {
    DATA_DIR: data.path,
    API_RATE_LIMIT: '1000000000',
  });
  const bare = await startScript('bench/bare-server.ts', {});
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    await waitForOk(`http://127.0.0.1:${bare.port}/bare`, bare.child);
    const portalUrl = `http://127.0.0.1:${portal.port}/api/webconfig/GetLatest`;
    const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
    const headers = { 'app-name': 'teams' };
    await measureThroughput(portalUrl, headers, { durationSeconds: 2 }); // warm-up
    await measureThroughput(bareUrl, headers, { durationSeconds: 2 });
    const bareRuns: LoadResult[] = [];
    const portalRuns: LoadResult[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const bareRun = await measureThroughput(bareUrl, headers, { durationSeconds });
      const portalRun = await measureThroughput(portalUrl, headers, { durationSeconds });
      bareRuns.push(bareRun);
      portalRuns.push(portalRun);
      ratios.push(portalRun.requestsPerSecond / bareRun.requestsPerSecond);
    }
    return {
      bare: average(bareRuns),
      portal: average(portalRuns),
      ratio: median(ratios),
      ratios,
      rounds,
      durationSeconds,
    };
  } finally {
    await Promise.all([portal.stop(), bare.stop()]);
    data.remove();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
