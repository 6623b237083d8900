import type { AppConfig } from '@portal/core';

/**
 * The brand's configuration as it is now: read at start-up, replaced when the server announces
 * a change (the hub's AppConfigUpdated), so the shell re-renders with the new one.
 */
export function createConfigStore(initial: AppConfig) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: AppConfig): void {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
