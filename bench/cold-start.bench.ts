import { readFileSync } from 'node:fs';
import {
  BUILT_SERVER,
  SOURCE_SERVER,
  startScript,
  tempDataDir,
  waitForOk,
} from './lib/portal-process';

/** Wall time to ready, and the processor time the server process used until then. */
export type StartFigure = { wallMs: number; cpuMs: number };
export type ColdStartPair = { newDatabase: StartFigure; existingDatabase: StartFigure };
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
    const newDatabase = await timeToReady(entry, data.path);
    const existingDatabase = await timeToReady(entry, data.path);
    return { newDatabase, existingDatabase };
  } finally {
    data.remove();
  }
}

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * User and system time of a process so far (fields 14 and 15 of /proc/<pid>/stat): unlike the
 * wall time it hardly moves when other work shares the machine.
 */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function timeToReady(entry: string, dataDir: string): Promise<StartFigure> {
  const started = performance.now();
  const portal = await startScript(entry, { DATA_DIR: dataDir });
  try {
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child);
    const wallMs = performance.now() - started;
    return { wallMs, cpuMs: portal.child.pid ? cpuMsOf(portal.child.pid) : Number.NaN };
  } finally {
    await portal.stop();
  }
}
