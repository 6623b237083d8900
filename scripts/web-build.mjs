// Builds the web app when its output is missing or older than any of its sources (or core's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const distIndex = join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/core/src',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

export function webBuildIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
