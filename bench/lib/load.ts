import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  errors: number;
  /**
   * The server's processor time per request in microseconds (user and system), when its process
   * id was given and the system reports it: unlike requests per second, it does not depend on how
   * much of the cores the load generator beside the server takes.
   */
  serverMicrosPerRequest?: number;
};

/** Clock ticks a second of /proc's processor times (the kernel's USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** A process's user and system processor time in seconds (Linux), or undefined elsewhere. */
function processorSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

type LoadOptions = { connections?: number; durationSeconds?: number; serverPid?: number };

/**
 * Drives HTTP load at a URL for a fixed time with keep-alive connections; with `serverPid`, also
 * the server's processor time per request.
 */
export async function measureThroughput(
  url: string,
  headers: Record<string, string>,
  { connections = 50, durationSeconds = 5, serverPid }: LoadOptions = {},
): Promise<LoadResult> {
  const before = serverPid === undefined ? undefined : processorSeconds(serverPid);
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const after = serverPid === undefined ? undefined : processorSeconds(serverPid);
  const errors = result.errors + result.non2xx + result.timeouts;
  const served = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    errors,
    ...(before !== undefined && after !== undefined && served > 0
      ? { serverMicrosPerRequest: ((after - before) * 1e6) / served }
      : {}),
  };
}

/** The mean of several runs (errors summed). */
export function average(runs: LoadResult[]): LoadResult {
  const mean = (pick: (run: LoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50Ms: mean((r) => r.p50Ms),
    p97_5Ms: mean((r) => r.p97_5Ms),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ...(runs.every((run) => run.serverMicrosPerRequest !== undefined)
      ? { serverMicrosPerRequest: mean((r) => r.serverMicrosPerRequest ?? 0) }
      : {}),
  };
}
