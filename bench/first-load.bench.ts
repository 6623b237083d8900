import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/portal-process';

export type FirstLoadFigures = {
  files: { name: string; gzipBytes: number }[];
  totalGzipBytes: number;
};

/** Issue 24: the shell's first-load JavaScript stays under 180 KB gzipped. */
export const FIRST_LOAD_LIMIT_KB = 180;

/**
 * The JavaScript a visitor downloads before the first page shows: the entry script of index.html
 * and every module it preloads, gzipped. Lazy page chunks (and the layouts, which load with the
 * first page that uses them) are not part of it.
 */
export function measureFirstLoad(dist = join(root, 'packages/web/dist')): FirstLoadFigures {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const references = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  const files = [...new Set(references)].map((reference) => ({
    name: reference,
    gzipBytes: gzipSync(readFileSync(join(dist, reference))).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
