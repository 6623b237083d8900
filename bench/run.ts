// `npm run bench`: measures the figures of docs/benchmarks.md in one run and rewrites that file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchAccounts, type AccountsFigures } from './accounts.bench';
import { benchCheckups } from './checkups.bench';
import { benchColdStart, type StartFigure } from './cold-start.bench';
import { benchContentSearch, contentSearchSection } from './content-search.bench';
import { benchContentPage } from './content-page.bench';
import { benchDelivery } from './delivery.bench';
import { benchDocuments, documentsSection } from './documents.bench';
import { benchEvents } from './events.bench';
import { FIRST_LOAD_LIMIT_KB, measureFirstLoad } from './first-load.bench';
import { benchHome } from './home.bench';
import { benchHubFanout } from './hub.bench';
import { benchIdentity } from './identity.bench';
import {
  LIGHTHOUSE_LIMITS,
  LIGHTHOUSE_VERSION,
  benchLighthouse,
  lighthouseTable,
} from './lighthouse.bench';
import type { LoadResult } from './lib/load';
import { root } from './lib/portal-process';
import { PACED_SAVE_EVERY_MS, benchPlans, type EngineFigures } from './plan.bench';
import { benchProfile } from './profile.bench';
import {
  benchImplementation,
  implementationSection,
  type ImplementationFigures,
} from './implementation.bench';
import { benchReports, reportsSection, type ReportsFigures } from './reports.bench';
import { benchSurveys, surveysSection, type SurveysFigures } from './surveys.bench';
import {
  benchTeamSurveys,
  teamSurveysSection,
  type TeamSurveysFigures,
} from './team-surveys.bench';
import { benchTrending, trendingSection, type TrendingFigures } from './trending.bench';
import { benchWebconfig } from './webconfig.bench';

const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('Measuring GetLatest beside a bare Fastify route…');
const webconfig = await benchWebconfig();
console.log('Measuring cold start…');
const coldStart = await benchColdStart();
const firstLoad = measureFirstLoad();
console.log('Measuring hub fan-out…');
const hub = await benchHubFanout();
console.log('Measuring sign-ins and the access check…');
const identity = await benchIdentity();
console.log('Measuring outbox delivery to a local SMTP server…');
const delivery = await benchDelivery(5000);
console.log('Measuring plan saves, loads and PDFs…');
const plans = await benchPlans();
console.log('Measuring 360 reports and their PDFs…');
const profile = await benchProfile();
console.log('Measuring account, person and group searches and the group detail view…');
// PostgreSQL too when the tests' server is configured (TEST_DATABASE_URL, a database per run).
const accountRuns: AccountsFigures[] = [await benchAccounts('pglite')];
if (process.env.TEST_DATABASE_URL) accountRuns.push(await benchAccounts('postgres'));
const accounts = accountRuns[0] as AccountsFigures;
console.log('Measuring content searches…');
const contentSearchRuns = [await benchContentSearch('pglite')];
if (process.env.TEST_DATABASE_URL) contentSearchRuns.push(await benchContentSearch('postgres'));
console.log('Measuring checkup feedback submissions and reports…');
const checkups = await benchCheckups();
console.log('Measuring the home page in Chromium…');
const home = await benchHome();
console.log('Measuring a content page of 20 sections in Chromium…');
const contentPage = await benchContentPage();
console.log('Measuring check-ins and certificate PDFs…');
const events = await benchEvents();
console.log('Measuring plan, report, checkup and certificate PDFs…');
const documents = await benchDocuments();
console.log('Measuring trending over 1,000,000 view events…');
const trending: TrendingFigures[] = [await benchTrending('pglite')];
if (process.env.TEST_DATABASE_URL) trending.push(await benchTrending('postgres'));
console.log('Measuring a profile audit of 50,000 rows downloaded as .xlsx and CSV…');
const reports: ReportsFigures[] = [await benchReports('pglite')];
if (process.env.TEST_DATABASE_URL) reports.push(await benchReports('postgres'));
console.log('Measuring the implementation report over 500 accounts and 2,000 events…');
const implementation: ImplementationFigures[] = [await benchImplementation('pglite')];
if (process.env.TEST_DATABASE_URL) implementation.push(await benchImplementation('postgres'));
console.log('Measuring survey submissions and the results of 10,000 responses…');
const surveys: SurveysFigures[] = [await benchSurveys('pglite')];
if (process.env.TEST_DATABASE_URL) surveys.push(await benchSurveys('postgres'));
console.log('Measuring the team scorecard and alignment reports over 10,000 responses…');
const teamSurveys: TeamSurveysFigures[] = [await benchTeamSurveys('pglite')];
if (process.env.TEST_DATABASE_URL) teamSurveys.push(await benchTeamSurveys('postgres'));
console.log('Measuring first loads with Lighthouse…');
const lighthouse = await benchLighthouse();

const start = ({ wallMs, cpuMs }: StartFigure) => `${Math.round(wallMs)} (${Math.round(cpuMs)})`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const row = (name: string, load: LoadResult) =>
  `| ${name} | ${rps(load.requestsPerSecond)} | ${load.p50Ms.toFixed(1)} | ${load.p97_5Ms.toFixed(1)} | ${load.errors} |`;
/** A row with the server's processor time per request beside. */
const rowWithProcessor = (name: string, load: LoadResult) =>
  `${row(name, load)} ${load.serverMicrosPerRequest?.toFixed(1) ?? 'n/a'} |`;
const { hash, signIn, access } = identity;
const planLimitMs = (engine: string) => (engine === 'postgres' ? 100 : 300);
const paceOf = (saveEveryMs: number | null) =>
  saveEveryMs === null ? 'flat out' : `a save every ${saveEveryMs / 1000} s each`;
const planTable = (
  engines: EngineFigures[],
) => `| engine | pace | call | count | per second | p50 ms | p95 ms | p95 / limit | 409 | errors |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|
${engines
  .map(
    ({ engine, saveEveryMs, saves, loads }) =>
      `| ${engine} | ${paceOf(saveEveryMs)} | \`POST save\` (autosave) | ${saves.count} | ${saves.perSecond.toFixed(1)} | ${saves.p50Ms.toFixed(1)} | ${saves.p95Ms.toFixed(1)} | ${(saves.p95Ms / planLimitMs(engine)).toFixed(2)} | ${saves.conflicts} | ${saves.errors} |
| ${engine} | ${paceOf(saveEveryMs)} | \`GET getByUserAccountIdV2\` (load) | ${loads.count} | | ${loads.p50Ms.toFixed(1)} | ${loads.p95Ms.toFixed(1)} | ${(loads.p95Ms / planLimitMs(engine)).toFixed(2)} | | |`,
  )
  .join('\n')}

| engine | pace | saves answered 200 | versions in the database | lost | duplicated | archived rows (duplicates) |
|---|---|---:|---:|---:|---:|---:|
${engines
  .map(
    ({ engine, saveEveryMs, database: d }) =>
      `| ${engine} | ${paceOf(saveEveryMs)} | ${d.saved} | ${d.versions} | ${d.lost} | ${d.duplicated} | ${d.archivedRows} (${d.archivedDuplicates}) |`,
  )
  .join('\n')}`;
const accountsTable = (
  figures: AccountsFigures,
) => `**${figures.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}**

| call | p50 ms | p95 ms | p95 / limit | errors |
|---|---:|---:|---:|---:|
${figures.runs.map((r) => `| ${r.name} | ${r.p50Ms.toFixed(1)} | ${r.p95Ms.toFixed(1)} | ${r.limitMs ? (r.p95Ms / r.limitMs).toFixed(2) : ''} | ${r.errors} |`).join('\n')}`;
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, Node ${process.version}).
Machines here are noisy: compare the ratios measured in one run, not absolute times across runs.

## Platform foundation

### API throughput: \`GET /api/webconfig/GetLatest\` beside a bare Fastify route

Both servers run as separate processes on this machine; autocannon drives 50 keep-alive connections for
${webconfig.durationSeconds} s per measurement, bare then portal, ${webconfig.rounds} rounds (means shown). The portal runs as in production:
JSON request logs, security headers, rate limiting (with a ceiling the load never reaches), brand and
access checks, ETag. The figure is the median of the rounds' ratios (${webconfig.ratios.map((r) => r.toFixed(2)).join(', ')}), so
that a burst of load from other processes during one measurement does not decide it.

| route | requests/s | p50 ms | p97.5 ms | errors | server µs/request |
|---|---:|---:|---:|---:|---:|
${rowWithProcessor('bare Fastify `GET /bare`', webconfig.bare)}
${rowWithProcessor('portal `GET /api/webconfig/GetLatest`', webconfig.portal)}
${rowWithProcessor('portal `GET /api/tractionplan/getByUserAccountIdV2/:id`, signed in', webconfig.plan)}

**Ratio portal / bare: ${webconfig.ratio.toFixed(2)}** (target 0.5 or better). Of the servers'
processor time per request (bare over portal, median of the rounds): **${webconfig.processorRatio?.toFixed(2) ?? 'not reported on this system'}**,
the throughput ratio each server would reach on a core of its own, without autocannon beside it. **Signed-in plan load / bare:
${webconfig.planRatio.toFixed(2)}** (${webconfig.planRatios.map((r) => r.toFixed(2)).join(', ')}; target 0.3 or better): the demo participant signs in
through the OpenID provider and loads their own plan with the access token (access check, the caller's
account, the plan, its edit rule).

### Server cold start to ready

Process start to the first \`200\` of \`/api/ready\` (migrations run, demo data seeded on a new database): the built
server (\`node packages/server/dist/main.js\`, what \`npm start\` runs) beside the TypeScript sources run through tsx.
Wall time, and in brackets the processor time the server used until then (it hardly moves with the load of
other work on the machine).

| database | built server ms | TypeScript through tsx ms |
|---|---:|---:|
| new embedded database (created, migrated, seeded) | ${start(coldStart.built.newDatabase)} | ${start(coldStart.source.newDatabase)} |
| existing embedded database (reopened) | ${start(coldStart.built.existingDatabase)} | ${start(coldStart.source.existingDatabase)} |

### Shell first-load JavaScript (gzipped)

| file | KB gzipped |
|---|---:|
${firstLoad.files.map((file) => `| \`${file.name}\` | ${kb(file.gzipBytes)} |`).join('\n')}
| **total** | **${kb(firstLoad.totalGzipBytes)}** |

Limit: under ${FIRST_LOAD_LIMIT_KB} KB: **ratio ${(firstLoad.totalGzipBytes / 1024 / FIRST_LOAD_LIMIT_KB).toFixed(2)}** (251.9 KB, ratio 1.40, while zod, the
layouts and the error screen's MUI parts loaded first; 233.9 KB, ratio 1.30, before the sign-in left without booting the app).

### First load in Lighthouse (mobile, simulated throttling)

Lighthouse ${LIGHTHOUSE_VERSION} with its default settings (mobile form factor, simulated slow 4G and a 4x slower
processor) in this machine's Chromium against the built server with demo data; the signed-in pages as the
demo participant, in the tab that signed in. Limits: score at least ${LIGHTHOUSE_LIMITS.score}, layout shift under ${LIGHTHOUSE_LIMITS.cls}.
The machine is shared: its 1-minute load average was ${lighthouse.loadBefore.toFixed(1)} before and ${lighthouse.loadAfter.toFixed(1)} after the runs
on ${cpus().length} cores, which lengthens total blocking time and lowers the scores.

${lighthouseTable(lighthouse)}

Before the sign-in left for the identity service without booting the app (same bench, one run, load
average 8.6 to 11.8: about half the load of the run above, so the two compare only roughly):

| page | score | score / 0.95 | FCP ms | LCP ms | CLS | CLS / 0.1 | TBT ms |
|---|---:|---:|---:|---:|---:|---:|---:|
| sign-in page | 0.74 | 0.78 | 1,286 | 1,790 | 0.150 | 1.50 | 802 |
| anonymous \`/\` (ends on sign-in) | 0.60 | 0.63 | 1,568 | 2,562 | 0.150 | 1.50 | 3,616 |
| home (signed in) | 0.66 | 0.69 | 1,326 | 2,244 | 0.136 | 1.36 | 1,839 |
| plan (signed in) | 0.54 | 0.57 | 1,741 | 4,416 | 0.063 | 0.63 | 2,187 |
| 360 report (signed in) | 0.54 | 0.57 | 1,411 | 3,861 | 0.063 | 0.63 | 4,243 |

## Real-time hub

### Fan-out latency to ${hub.sockets} connected sockets

One portal process on a new embedded database; ${hub.sockets} WebSockets signed in to one brand from
another process on 127.0.0.1. Each of ${hub.sends} pushes (\`POST /api/hub/Send\` to the brand, one at a
time) is timed from the start of the request until the last socket has the message.

| sockets | p50 ms | p97.5 ms | max ms |
|---:|---:|---:|---:|
| ${hub.sockets} | ${hub.p50Ms.toFixed(1)} | ${hub.p97_5Ms.toFixed(1)} | ${hub.maxMs.toFixed(1)} |

## Identity and access

### Password hash

One argon2id hash with the server's parameters (${hash.memoryMiB} MiB, ${hash.passes} passes, ${hash.lanes} lane), median of five:
**${hash.ms.toFixed(1)} ms** (budget: under 100 ms).

### Sign-ins per second through the OpenID provider

A sign-in is what the web app and its sign-in page do: the authorization request with PKCE, the page's
\`POST /api/auth/interaction/:uid/login\` with a demo account's e-mail and password, the provider's
redirects back (our clients need no consent screen), and the code exchanged at the token endpoint.
${signIn.concurrency} sign-ins run at a time for 10 s against a server process with the embedded database. The
sign-in throttle (10 password checks per client address and minute) stays on: each sign-in comes from the
next loopback address (127.0.0.2 to 127.0.0.254, all routed to the loopback), ${signIn.addresses} addresses in all.
Each guess is counted atomically in the database before its hash (the lockout), the throttle's counter
is a database row too, and the password call answers no sooner than 250 ms (so its time does not tell
known from unknown addresses): that floor is a timer, so it bounds each sign-in's latency, not the
server's throughput.

| sign-ins | per second | p50 ms | p97.5 ms | failed |
|---:|---:|---:|---:|---:|
| ${signIn.signIns} | ${signIn.perSecond.toFixed(1)} | ${Math.round(signIn.p50Ms)} | ${Math.round(signIn.p97_5Ms)} | ${signIn.failures} |

### Access check per API call

The same server, the same load as above (50 connections, 5 s, the three alternating ${access.rounds} times), the
bearer token from a sign-in. A token sent to an anonymous route is verified all the same (and ignored when
invalid), so the second row is the token check alone on an otherwise identical call. The check includes
the revocation list (an in-memory copy of the database's list, read again at most every 2 s).

| call | requests/s | p50 ms | p97.5 ms | errors |
|---|---:|---:|---:|---:|
${row('anonymous `GET /api/webconfig/GetLatest`, no token', access.anonymous)}
${row('the same with the bearer token', access.anonymousWithToken)}
${row('guarded `GET /api/apppage/ping` (rule `any`), bearer token', access.guarded)}

**Ratio guarded / anonymous: ${(access.guarded.requestsPerSecond / access.anonymous.requestsPerSecond).toFixed(2)}**; the same route with / without the token:
${(access.anonymousWithToken.requestsPerSecond / access.anonymous.requestsPerSecond).toFixed(2)}.

## Messaging and jobs

### Outbox delivery to a local SMTP server

${delivery.queued.toLocaleString('en-US')} e-mails queued in the outbox (in-memory embedded database), then sent by the
\`deliver-messages\` job as in production (pooled SMTP connections, 4 at a time) to an \`smtp-server\` on 127.0.0.1.

| queued | arrived | Complete | seconds | messages/s |
|---:|---:|---:|---:|---:|
| ${delivery.queued} | ${delivery.delivered} | ${delivery.complete} | ${(delivery.ms / 1000).toFixed(1)} | ${delivery.perSecond.toFixed(0)} |

## Traction Plan

### Autosaving editors

${plans.editors} editors, each on their own plan, autosave for ${plans.durationSeconds} s (every save carries its version; every
fifth is followed by a reload), over HTTP on 127.0.0.1, first paced (a save every
${PACED_SAVE_EVERY_MS / 1000} s from each editor, twenty times what the web app's autosave, 20 s after the last change, can
ask), then flat out (each editor's next save as soon as the last answers: the server's capacity).
The load runs in a process of its own (it does not share the server's event loop); each run on a
new database (PostgreSQL when \`TEST_DATABASE_URL\` names a server). Limits, for the paced runs: p95
under 100 ms on PostgreSQL, 300 ms on the embedded database; the ratio is p95 / limit (at most 1
meets it). Afterwards the database is
counted: a plan's version is its number of saves, so the versions equal the saves answered 200 when
none is lost or duplicated.

${planTable(plans.engines)}
### Plan PDF

${
  'skipped' in plans.pdf
    ? `Not measured: ${plans.pdf.skipped}.`
    : `\`GET getpdf\` of one complete plan through the web app's print page in headless Chromium: **${Math.round(plans.pdf.oneMs)} ms**; ${plans.pdf.batch} at once (the renderer's pool sets the parallelism): **${(plans.pdf.batchMs / 1000).toFixed(1)} s**.`
}
`;
const profileReport = `
## 360 profile

| figure | value |
|---|---:|
| report computation, 50 describers (grouping, medians, ranking; pure) | ${profile.report50Ms.toFixed(3)} ms |
| \`getProfileReportData\` of that report, cache emptied before each call (PGlite) | ${profile.report50ApiMs.toFixed(1)} ms |
| team report of 500 members (pure) | ${profile.team500Ms.toFixed(3)} ms |
| report PDFs per minute (${profile.pdf.note}) | ${profile.pdf.perMinute === null ? 'n/a' : profile.pdf.perMinute.toFixed(1)} |
## Accounts and groups

### Account search over ${accounts.accounts.toLocaleString('en-US')} accounts, people and group searches, group detail view of ${accounts.members.toLocaleString('en-US')} members

In-process (\`inject\`, the whole request pipeline with token and access checks) on a fresh database of
each engine (PGlite in memory; PostgreSQL ${process.env.TEST_DATABASE_URL ? 'from TEST_DATABASE_URL' : 'not measured: TEST_DATABASE_URL unset'}), with ${accounts.people.toLocaleString('en-US')} people who can sign in
and ${accounts.groups.toLocaleString('en-US')} groups beside the accounts; each line is ${accounts.runs[0]?.requests ?? 0} calls one after the other after
ten warm-up calls. Name searches read trigram indexes (\`pg_trgm\`); their limit is a p95 of
${accounts.runs.find((r) => r.limitMs)?.limitMs ?? 0} ms on both engines, and the last column is p95 / limit (at most 1).

${accountRuns.map(accountsTable).join('\n\n')}
## Checkups

### ${checkups.partners.toLocaleString('en-US')} partners submitting their feedback, the checkup report of a participant with ${checkups.reportPartners} partners

In-process on the embedded database, through the whole request pipeline: every partner submits
once, ${checkups.concurrency} submissions in flight, then ${checkups.repeats} of them submit again; the database is
counted afterwards.

| figure | value |
| --- | --- |
| time for all submissions (s) | ${checkups.totalSeconds.toFixed(1)} |
| submission p50 / p95 (ms) | ${checkups.p50Ms.toFixed(1)} / ${checkups.p95Ms.toFixed(1)} |
| submissions refused | ${checkups.failed} |
| repeated submissions refused (409) | ${checkups.repeats} |
| answers stored / duplicates | ${checkups.storedAnswers} / ${checkups.duplicates} |
| report data p50 / p95 (ms, ${checkups.reportRequests} calls) | ${checkups.reportP50Ms.toFixed(1)} / ${checkups.reportP95Ms.toFixed(1)} |

## Customer hub home

### Home page time to interactive (Chromium)

The demo participant (a team, a coach, an account), signed in, reloads \`/\` ${home.roundsMs.length} times; each round runs
from the reload to every card loaded (\`aria-busy\` false), registered for ${home.upcomingEvents} coming events
besides the demo's (the card lists the next five). Cards: ${home.cards.join(', ')}.

| rounds (ms) | median ms |
|---|---:|
| ${home.roundsMs.map((ms) => Math.round(ms)).join(', ')} | ${Math.round(home.medianMs)} |

## Training events

### ${events.participants} participants checking in within ${events.windowSeconds} s

Each a walk-in with the event's code over HTTP, arrivals spread evenly over the window, the embedded
database, jobs running. None lost when the database holds as many check-ins as participants.

| check-ins | p50 ms | p95 ms | max ms | refused | errors | checked in (database) |
|---:|---:|---:|---:|---:|---:|---:|
| ${events.checkins.count} | ${events.checkins.p50Ms.toFixed(1)} | ${events.checkins.p95Ms.toFixed(1)} | ${events.checkins.maxMs.toFixed(1)} | ${events.checkins.refused} | ${events.checkins.errors} | ${events.checkedInInDatabase} |

### Certificate PDFs

${'skipped' in events.pdf ? `Not measured: ${events.pdf.skipped}.` : `${events.pdf.certificates} certificates through the PDF batch job in ${Math.round(events.pdf.batchMs)} ms: **${events.pdf.perMinute.toFixed(1)} per minute**.`}
`;
// The CI section is written by hand from CI runs (npm run bench does not run CI): kept as it is.
const HAND_WRITTEN = '## The test suite in CI';
const file = join(root, 'docs/benchmarks.md');
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const kept = previous.includes(HAND_WRITTEN)
  ? `\n${previous.slice(previous.indexOf(HAND_WRITTEN))}`
  : '';
const contentPageSection = `### A content page of 20 sections, time to interactive (Chromium)

The demo content admin reloads \`resources/{code}/view/{contentId}\` of an item of 20 sections (a title, ten
texts, a row of two columns, a checklist, links, a button and the reader's trainer, coming events and
describer requests) ${contentPage.roundsMs.length} times; each round runs from the reload to every section drawn
(${contentPage.sections} besides the row and its two columns) and none of its cards loading.

| rounds (ms) | median ms |
|---|---:|
| ${contentPage.roundsMs.map((ms) => Math.round(ms)).join(', ')} | ${Math.round(contentPage.medianMs)} |`;
const written =
  report +
  profileReport +
  documentsSection(documents) +
  `\n## Content library\n\n${contentPageSection}\n\n${contentSearchSection(contentSearchRuns)}\n\n${trendingSection(trending)}` +
  `\n${reportsSection(reports)}\n${implementationSection(implementation)}` +
  `\n${surveysSection(surveys)}${teamSurveysSection(teamSurveys)}`;
writeFileSync(file, written + kept);
console.log(written);
