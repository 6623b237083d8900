import { average, measureThroughput, type LoadResult } from './lib/load';
import { startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type WebconfigFigures = {
  bare: LoadResult;
  portal: LoadResult;
  ratio: number;
  rounds: number;
};

/**
 * Requests per second of GET /api/webconfig/GetLatest beside a bare Fastify route, alternating the
 * two in the same run so that the machine's noise hits both alike. The ratio is the figure.
 */
export async function benchWebconfig(rounds = 3): Promise<WebconfigFigures> {
  const data = tempDataDir();
  // The rate limiter stays on (its cost is part of the figure) with a ceiling the load never reaches.
  const portal = await startScript('packages/server/src/main.ts', {
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
    for (let round = 0; round < rounds; round++) {
      bareRuns.push(await measureThroughput(bareUrl, headers));
      portalRuns.push(await measureThroughput(portalUrl, headers));
    }
    const bareResult = average(bareRuns);
    const portalResult = average(portalRuns);
    return {
      bare: bareResult,
      portal: portalResult,
      ratio: portalResult.requestsPerSecond / bareResult.requestsPerSecond,
      rounds,
    };
  } finally {
    await Promise.all([portal.stop(), bare.stop()]);
    data.remove();
  }
}
