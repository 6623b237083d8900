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
  /** Starts the download (once); the first render then waits for that same download. */
  preload: () => Promise<unknown>;
};

function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
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
    preloadable(() =>
      withTimeout(withTexts(namespaces, load)).then((module) => ({
        default: module[exportName],
      })),
    );
}

/** A page that reads server data: loaded together with the shared query cache. */
export function lazyQueryPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): PageCode {
  return (namespaces) =>
    preloadable(() =>
      withTimeout(withTexts(namespaces, () => Promise.all([load(), import('./QueryRoot')]))).then(
        ([module, { QueryRoot }]) => {
          const Page: ComponentType = module[exportName];
          const WithQueries = () => (
            <QueryRoot>
              <Page />
            </QueryRoot>
          );
          return { default: WithQueries };
        },
      ),
    );
}
