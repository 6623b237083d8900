import { VERSION_CHECK_DELAY_MS, VERSION_RELOAD_NOTICE_MS } from '@portal/core';
import {
  decideVersionCheck,
  isCheckDue,
  readVersionCheckState,
  writeVersionCheckState,
} from './version-check';

/** hidden: nothing to say; available: a newer version can be loaded; reloading: it will be. */
export type VersionNotice = 'hidden' | 'available' | 'reloading';

export type VersionWatcherOptions = {
  runningVersion: string;
  fetchLiveVersion: () => Promise<string>;
  storage: Storage;
  reload: () => void;
  now?: () => number;
};

/**
 * Runs the version check of the spec: a request nudges it, it runs 5 s later when the last
 * check is at least 300000 ms old, and its notice is read through `subscribe`/`notice`.
 */
export function createVersionWatcher(options: VersionWatcherOptions) {
  const now = options.now ?? (() => Date.now());
  let notice: VersionNotice = 'hidden';
  let pushedMessage: string | undefined;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const setNotice = (next: VersionNotice) => {
    notice = next;
    listeners.forEach((listener) => listener());
  };

  async function check(): Promise<void> {
    pending = null;
    const state = readVersionCheckState(options.storage);
    if (!isCheckDue(state, now())) return;
    writeVersionCheckState(options.storage, { ...state, lastCheckMs: now() });
    let live: string;
    try {
      live = await options.fetchLiveVersion();
    } catch {
      return; // offline or the server restarting: the next request tries again later
    }
    const decision = decideVersionCheck(options.runningVersion, live, state.mismatchesInARow);
    writeVersionCheckState(options.storage, {
      lastCheckMs: now(),
      mismatchesInARow: decision.mismatchesInARow,
    });
    if (decision.action === 'notify') setNotice('available');
    if (decision.action === 'reload') {
      setNotice('reloading');
      setTimeout(options.reload, VERSION_RELOAD_NOTICE_MS);
    }
  }

  return {
    nudge(): void {
      if (pending === null) pending = setTimeout(() => void check(), VERSION_CHECK_DELAY_MS);
    },
    /**
     * The server announced a new version (the hub's ForceReload): the notice offers the reload,
     * with the server's own words when it sent some.
     */
    announce(message?: string): void {
      pushedMessage = message?.trim() || undefined;
      setNotice('available');
    },
    /** The words of the last announcement, if it had its own. */
    message: () => pushedMessage,
    dismiss: () => setNotice('hidden'),
    reload: () => options.reload(),
    notice: () => notice,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;
