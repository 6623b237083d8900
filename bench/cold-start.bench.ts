import {
  BUILT_SERVER,
  SOURCE_SERVER,
  startScript,
  tempDataDir,
  waitForOk,
} from './lib/portal-process';

export type ColdStartPair = { newDatabaseMs: number; existingDatabaseMs: number };
export type ColdStartFigures = { built: ColdStartPair; source: ColdStartPair };

/**
 * Process start to /api/ready answering 200, on a new data directory and then reopening it: the
 * compiled server as `npm start` runs it, and beside it the TypeScript sources through tsx.
 */
export async function benchColdStart(): Promise<ColdStartFigures> {
  return { built: await coldStarts(BUILT_SERVER), source: await coldStarts(SOURCE_SERVER) };
}

async function coldStarts(entry: string): Promise<ColdStartPair> {
  const data = tempDataDir();
  try {
    const newDatabaseMs = await timeToReady(entry, data.path);
    const existingDatabaseMs = await timeToReady(entry, data.path);
    return { newDatabaseMs, existingDatabaseMs };
  } finally {
    data.remove();
  }
}

async function timeToReady(entry: string, dataDir: string): Promise<number> {
  const started = performance.now();
  const portal = await startScript(entry, { DATA_DIR: dataDir });
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    return performance.now() - started;
  } finally {
    await portal.stop();
  }
}
