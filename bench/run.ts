// `npm run bench`: measures the figures of docs/benchmarks.md in one run and rewrites that file.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchColdStart } from './cold-start.bench';
import { benchDelivery } from './delivery.bench';
import { measureFirstLoad } from './first-load.bench';
import { root } from './lib/portal-process';
import { benchWebconfig } from './webconfig.bench';

const build = spawnSync('node', ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('Measuring GetLatest beside a bare Fastify route…');
const webconfig = await benchWebconfig();
console.log('Measuring cold start…');
const coldStart = await benchColdStart();
const firstLoad = measureFirstLoad();
console.log('Measuring outbox delivery to a local SMTP server…');
const delivery = await benchDelivery(5000);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, Node ${process.version}).
Machines here are noisy: compare the ratios measured in one run, not absolute times across runs.

## Platform foundation

### API throughput: \`GET /api/webconfig/GetLatest\` beside a bare Fastify route

Both servers run as separate processes on this machine; autocannon drives 50 keep-alive connections for
5 s per measurement, alternating bare and portal ${webconfig.rounds} times (means shown). The portal runs
as in production: JSON request logs, security headers, rate limiting (with a ceiling the load never
reaches), brand and access checks.

| route | requests/s | p50 ms | p97.5 ms | errors |
|---|---:|---:|---:|---:|
| bare Fastify \`GET /bare\` | ${rps(webconfig.bare.requestsPerSecond)} | ${webconfig.bare.p50Ms.toFixed(1)} | ${webconfig.bare.p97_5Ms.toFixed(1)} | ${webconfig.bare.errors} |
| portal \`GET /api/webconfig/GetLatest\` | ${rps(webconfig.portal.requestsPerSecond)} | ${webconfig.portal.p50Ms.toFixed(1)} | ${webconfig.portal.p97_5Ms.toFixed(1)} | ${webconfig.portal.errors} |

**Ratio portal / bare: ${webconfig.ratio.toFixed(2)}** (target 0.5 or better).

### Server cold start to ready

Process start to the first \`200\` of \`/api/ready\` (migrations run, demo data seeded on a new database).

| database | ms |
|---|---:|
| new embedded database (created, migrated, seeded) | ${Math.round(coldStart.newDatabaseMs)} |
| existing embedded database (reopened) | ${Math.round(coldStart.existingDatabaseMs)} |

### Shell first-load JavaScript (gzipped)

| file | KB gzipped |
|---|---:|
${firstLoad.files.map((file) => `| \`${file.name}\` | ${kb(file.gzipBytes)} |`).join('\n')}
| **total** | **${kb(firstLoad.totalGzipBytes)}** |

Target: under 250 KB (design budget 200 KB).

## Messaging and jobs

### Outbox delivery to a local SMTP server

${delivery.queued.toLocaleString('en-US')} e-mails queued in the outbox (in-memory embedded database), then sent by the
\`deliver-messages\` job as in production (pooled SMTP connections, 4 at a time) to an \`smtp-server\` on 127.0.0.1.

| queued | arrived | Complete | seconds | messages/s |
|---:|---:|---:|---:|---:|
| ${delivery.queued} | ${delivery.delivered} | ${delivery.complete} | ${(delivery.ms / 1000).toFixed(1)} | ${delivery.perSecond.toFixed(0)} |
`;
writeFileSync(join(root, 'docs/benchmarks.md'), report);
console.log(report);
