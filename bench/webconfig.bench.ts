import { average, measureThroughput, type LoadResult } from './lib/load';
import { signInOnce } from './identity.bench';
import { BUILT_SERVER, startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type WebconfigFigures = {
  bare: LoadResult;
  portal: LoadResult;
  /** The median of the rounds' ratios. */
  ratio: number;
  ratios: number[];
  /**
   * The median of the rounds' ratios of the servers' processor time per request (bare over
   * portal): what the throughput ratio would be with a core for each server and none taken by the
   * load generator; undefined where the system does not report a process's processor time.
   */
  processorRatio?: number;
  /** `GET getByUserAccountIdV2` of the signed-in demo participant's own plan. */
  plan: LoadResult;
  planRatio: number;
  planRatios: number[];
  rounds: number;
  durationSeconds: number;
};

/**
 * The URL and headers of a signed-in plan load: the demo participant signs in through the OpenID
 * provider (a real token) and reads their own plan.
 */
async function signedInPlanLoad(port: number) {
  const token = await signInOnce(port, '127.0.0.1');
  const headers = { 'app-name': 'teams', authorization: `Bearer ${token}` };
  const payload = token.split('.')[1] ?? '';
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string };
  const base = `http://127.0.0.1:${port}/api`;
  const account = await fetch(`${base}/useraccount/GetByUserId/${sub}/teams/false/false`, {
    headers,
  });
  if (account.status !== 200) throw new Error(`the participant's account: ${account.status}`);
  const { id } = (await account.json()) as { id: string };
  const url = `${base}/tractionplan/getByUserAccountIdV2/${id}`;
  const plan = await fetch(url, { headers });
  if (plan.status !== 200) throw new Error(`the participant's plan: ${plan.status}`);
  return { url, headers };
}

/**
 * Requests per second of GET /api/webconfig/GetLatest and of a signed-in plan load beside a bare
 * Fastify route, alternating them in the same run so that the machine's noise hits both alike. The ratio is the figure: the
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
    // A new database is migrated and seeded first: minutes on a loaded machine.
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child, 240_000);
    await waitForOk(`http://127.0.0.1:${bare.port}/bare`, bare.child);
    const portalUrl = `http://127.0.0.1:${portal.port}/api/webconfig/GetLatest`;
    const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
    const headers = { 'app-name': 'teams' };
    const plan = await signedInPlanLoad(portal.port);
    await measureThroughput(portalUrl, headers, { durationSeconds: 2 }); // warm-up
    await measureThroughput(plan.url, plan.headers, { durationSeconds: 2 });
    await measureThroughput(bareUrl, headers, { durationSeconds: 2 });
    const bareRuns: LoadResult[] = [];
    const portalRuns: LoadResult[] = [];
    const planRuns: LoadResult[] = [];
    const ratios: number[] = [];
    const processorRatios: number[] = [];
    const planRatios: number[] = [];
    const bareLoad = { durationSeconds, serverPid: bare.child.pid };
    const portalLoad = { durationSeconds, serverPid: portal.child.pid };
    for (let round = 0; round < rounds; round++) {
      const bareRun = await measureThroughput(bareUrl, headers, bareLoad);
      const portalRun = await measureThroughput(portalUrl, headers, portalLoad);
      const planRun = await measureThroughput(plan.url, plan.headers, portalLoad);
      bareRuns.push(bareRun);
      portalRuns.push(portalRun);
      planRuns.push(planRun);
      ratios.push(portalRun.requestsPerSecond / bareRun.requestsPerSecond);
      if (bareRun.serverMicrosPerRequest && portalRun.serverMicrosPerRequest) {
        processorRatios.push(bareRun.serverMicrosPerRequest / portalRun.serverMicrosPerRequest);
      }
      planRatios.push(planRun.requestsPerSecond / bareRun.requestsPerSecond);
    }
    return {
      bare: average(bareRuns),
      portal: average(portalRuns),
      ratio: median(ratios),
      ratios,
      ...(processorRatios.length === rounds ? { processorRatio: median(processorRatios) } : {}),
      plan: average(planRuns),
      planRatio: median(planRatios),
      planRatios,
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
