import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  errors: number;
};

/** Drives HTTP load at a URL for a fixed time with keep-alive connections. */
export async function measureThroughput(
  url: string,
  headers: Record<string, string>,
  { connections = 50, durationSeconds = 5 } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    errors,
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
  };
}
