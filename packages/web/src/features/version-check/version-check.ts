import { STORAGE_KEYS, isVersionCheckDue, shouldReloadAutomatically } from '@portal/core';

export type VersionCheckState = { lastCheckMs: number | null; mismatchesInARow: number };
export type VersionCheckDecision = {
  mismatchesInARow: number;
  /** none: same version; notify: offer a reload; reload: reload by itself after a notice. */
  action: 'none' | 'notify' | 'reload';
};

/** What one answer of environment.json means, given the mismatches seen before it. */
export function decideVersionCheck(
  runningVersion: string,
  liveVersion: string,
  mismatchesBefore: number,
): VersionCheckDecision {
  if (liveVersion === runningVersion) return { mismatchesInARow: 0, action: 'none' };
  const mismatchesInARow = mismatchesBefore + 1;
  return {
    mismatchesInARow,
    action: shouldReloadAutomatically(mismatchesInARow) ? 'reload' : 'notify',
  };
}

/** True when a check may run now. */
export const isCheckDue = (state: VersionCheckState, nowMs: number) =>
  isVersionCheckDue(state.lastCheckMs, nowMs);

function readNumber(storage: Storage, key: string): number | null {
  const value = Number(storage.getItem(key));
  return storage.getItem(key) !== null && Number.isFinite(value) ? value : null;
}

export function readVersionCheckState(storage: Storage): VersionCheckState {
  return {
    lastCheckMs: readNumber(storage, STORAGE_KEYS.lastVersionCheck),
    mismatchesInARow: Math.max(0, readNumber(storage, STORAGE_KEYS.lastVersionCheckCount) ?? 0),
  };
}

export function writeVersionCheckState(storage: Storage, state: VersionCheckState): void {
  if (state.lastCheckMs !== null) {
    storage.setItem(STORAGE_KEYS.lastVersionCheck, String(state.lastCheckMs));
  }
  storage.setItem(STORAGE_KEYS.lastVersionCheckCount, String(state.mismatchesInARow));
}
