// `npm start`: builds what is missing, then runs the server (migrations and demo data run at its start-up).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
