// `npm start`: runs the compiled server (migrations and demo data run at its start-up).
// In production it never builds: a missing build stops it with a message. Elsewhere it first
// builds what is missing or out of date, so `npm install && npm start` works on a new machine.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, missingBuilds, targets } from './build.mjs';

const root = resolve(import.meta.dirname, '..');

if (process.env.NODE_ENV === 'production') {
  const missing = missingBuilds();
  if (missing.length > 0) {
    console.error(
      `The portal is not built (missing: ${missing.map((name) => targets[name].output).join(', ')}).\n` +
        'Run "npm run build" where the development dependencies are installed, then start it again.\n' +
        'With NODE_ENV=production, "npm start" never builds.',
    );
    process.exit(1);
  }
} else {
  try {
    await buildIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Stack traces name the TypeScript sources (dist/main.js.map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, targets.server.output)).href);
