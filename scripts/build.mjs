// `npm run build`: compiles the server (with core) to JavaScript and builds the web app.
// `npm start` and the browser tests call buildIfStale(), which rebuilds only what is out of date.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, 'packages/server');

/** What each build writes, and what it is built from. */
export const targets = {
  server: {
    output: 'packages/server/dist/main.js',
    sources: ['packages/server/src', 'packages/server/package.json', 'packages/core/src'],
  },
  web: {
    output: 'packages/web/dist/index.html',
    sources: [
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/vite.config.ts',
      'packages/core/src',
    ],
  },
};

/** Files the server reads beside its code at run time (by `new URL(name, import.meta.url)`). */
const SERVER_ASSETS = ['src/areas/auth/common-passwords.txt'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** The targets whose output is missing. */
export function missingBuilds() {
  return Object.keys(targets).filter((name) => !existsSync(join(root, targets[name].output)));
}

/** True when the target's output is missing or older than any of its sources. */
export function isStale(name) {
  const { output, sources } = targets[name];
  if (!existsSync(join(root, output))) return true;
  const built = statSync(join(root, output)).mtimeMs;
  return sources.some(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
}

const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies ?? {});

/** `kysely/migration` → `kysely`, `@fastify/static` → `@fastify/static`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * One ES module per entry point, core's TypeScript bundled in; every other package is imported
 * from node_modules at run time. A package the server imports must be one of the production
 * dependencies of server or core, or a production install would fail at start-up: the build
 * fails instead.
 */
export async function buildServer(dist = join(serverDir, 'dist')) {
  // esbuild is a development dependency: imported here only, so a production start never loads it.
  const { build } = await import('esbuild').catch(() => {
    throw new Error(
      'Building the server needs the development dependencies: run "npm install" (without --omit=dev).',
    );
  });
  const runtimeDependencies = new Set([
    ...dependenciesOf(serverDir),
    ...dependenciesOf(join(root, 'packages/core')),
  ]);
  const imported = new Set();
  const externalPackages = {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('@portal/')) return undefined;
        if (!path.startsWith('node:') && !builtinModules.includes(path)) {
          imported.add(packageName(path));
        }
        return { path, external: true };
      });
    },
  };
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: { main: join(serverDir, 'src/main.ts') },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  const undeclared = [...imported].filter((name) => !runtimeDependencies.has(name));
  if (undeclared.length > 0) {
    rmSync(dist, { recursive: true, force: true });
    throw new Error(
      `The server imports ${undeclared.join(', ')}, which ${undeclared.length > 1 ? 'are' : 'is'} not a production dependency of packages/server or packages/core.`,
    );
  }
  for (const asset of SERVER_ASSETS) {
    copyFileSync(join(serverDir, asset), join(dist, asset.split('/').at(-1)));
  }
}

export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web app did not build.');
}

const builders = { server: buildServer, web: buildWeb };

/** Builds the named targets (all by default), saying what it builds. */
export async function buildAll(names = Object.keys(targets)) {
  for (const name of names) {
    console.log(`Building the ${name === 'web' ? 'web app' : 'server'}…`);
    await builders[name]();
  }
}

/** Builds the targets that are missing or out of date. */
export async function buildIfStale() {
  await buildAll(Object.keys(targets).filter(isStale));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
