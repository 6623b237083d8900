import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@portal/core';
import type { PageNamespace } from '@portal/core/i18n';
import { textsReady } from './i18n';

/** Thrown when a page's code did not arrive in time; the error screen offers a reload. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load.');
    this.name = 'ChunkTimeoutError';
  }
}

/** Races a loader against a timeout, so a stalled download ends in an error, not a spinner. */
export function withTimeout<T>(load: () => Promise<T>, ms = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Code that shows texts beyond the shell's: loaded together with the namespaces it shows (a test
 * compares them with the keys its modules name).
 */
export function withTexts<T>(
  namespaces: readonly PageNamespace[],
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), textsReady(namespaces)]).then(([module]) => module);
}

/** A component of its own chunk whose download can start before it first renders. */
export type LazyComponent<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once) with its texts; the first render then waits for that download. */
  preload: () => Promise<unknown>;
  /**
   * Starts the download of the code alone, which needs no texts set up yet (the module loader
   * keeps it for `preload` and the first render).
   */
  fetchCode: () => Promise<unknown>;
};

/** `fetchCode` downloads the code without its texts (by default, all of `load`). */
function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fetchCode?: () => Promise<unknown>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce, fetchCode: fetchCode ?? loadOnce });
}

/** A part of the shell as its own chunk (a layout), loaded on first use, given up after 120 s. */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): LazyComponent {
  return preloadable(() => withTimeout(load).then((module) => ({ default: module[exportName] })));
}

/** A page's code, to be loaded with the namespaces the page shows (`PAGE_TEXTS`). */
export type PageCode<P extends object = object> = (
  namespaces: readonly PageNamespace[],
) => LazyComponent<P>;

/** A page as its own chunk, loaded on first use with its texts, given up after 120 s. */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
): PageCode<P> {
  return (namespaces) =>
    preloadable(
      () =>
        withTimeout(withTexts(namespaces, load)).then((module) => ({
          default: module[exportName],
        })),
      load,
    );
}

/** A page that reads server data: loaded together with the shared query cache. */
export function lazyQueryPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): PageCode {
  const code = () => Promise.all([load(), import('./QueryRoot')]);
  return (namespaces) =>
    preloadable(
      () =>
        withTimeout(withTexts(namespaces, code)).then(([module, { QueryRoot }]) => {
          const Page: ComponentType = module[exportName];
          const WithQueries = () => (
            <QueryRoot>
              <Page />
            </QueryRoot>
          );
          return { default: WithQueries };
        }),
      code,
    );
}
