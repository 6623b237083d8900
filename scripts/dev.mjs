// `npm run dev`: the server from its TypeScript sources, restarted on every change (tsx watch),
// and the Vite dev server with hot reload in front of it. Vite forwards the server's paths with
// the browser's Host header, so each brand is its own origin on the Vite port
// (http://teams.localhost:5173) and the server issues sign-in for that origin.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const bin = (name) => resolve(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: serverPort, HOST: process.env.HOST ?? '127.0.0.1' },
    stdio: 'inherit',
  }),
  spawn(
    bin('vite'),
    ['--host', process.env.WEB_HOST ?? '127.0.0.1', '--port', webPort, '--strictPort'],
    {
      cwd: resolve(root, 'packages/web'),
      env: { ...process.env, PORTAL_API: `http://127.0.0.1:${serverPort}` },
      stdio: 'inherit',
    },
  ),
];

console.log(
  `Development: open http://localhost:${webPort} (the default brand) or http://<brand>.localhost:${webPort}` +
    ` (the brands are in the README). The API server listens on port ${serverPort}.`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
    ),
  ).then(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending (a crash, or Vite refusing a taken port) ends the other.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
