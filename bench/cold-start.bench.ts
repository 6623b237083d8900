import { startScript, tempDataDir, waitForOk } from './lib/portal-process';

export type ColdStartFigures = { newDatabaseMs: number; existingDatabaseMs: number };

/** Process start to /api/ready answering 200: on a new data directory, then reopening it. */
export async function benchColdStart(): Promise<ColdStartFigures> {
  const data = tempDataDir();
  try {
    const newDatabaseMs = await timeToReady(data.path);
    const existingDatabaseMs = await timeToReady(data.path);
    return { newDatabaseMs, existingDatabaseMs };
  } finally {
    data.remove();
  }
}

async function timeToReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const portal = await startScript('packages/server/src/main.ts', { DATA_DIR: dataDir });
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    return performance.now() - started;
  } finally {
    await portal.stop();
  }
}
