import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus } from '@portal/core';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { testConfig } from '../../test/test-app';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { deliverMessagesJob } from '../jobs/definitions/deliver-messages.job';
import { createJobs } from '../jobs/jobs';
import { LOST_RUN } from '../jobs/job-runs.store';
import { queueMessage } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const COUNT = 20;
const CRASH_AFTER = 7;
/** The worker's lease, as the crash worker sets it. */
const LEASE_SECONDS = 3;

function runWorkerUntilItDies(dataDir: string, smtpUrl: string): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/outbox-crash-worker.ts', dataDir, smtpUrl, String(CRASH_AFTER)],
    { cwd: serverDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

describe('the outbox when its worker dies mid-batch', () => {
  let smtp: TestSmtp;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-outbox-crash-'));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every message exactly once after a restart', { timeout: 90_000 }, async () => {
    const setup = await createDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(setup.db);
    for (let i = 1; i <= COUNT; i++) {
      await queueMessage(setup.db, {
        appName: 'teams',
        recipient: `person${i}@demo.example`,
        subject: `Message ${i}`,
        bodyText: `Body ${i}`,
      });
    }
    await setup.close();

    expect(await runWorkerUntilItDies(dataDir, smtp.url)).toBe('SIGKILL');
    expect(smtp.received).toHaveLength(CRASH_AFTER);

    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    const { db } = database;
    const claimed = await db
      .selectFrom('message')
      .select('id')
      .where('status', '=', MessageStatus.InProcess)
      .execute();
    expect(claimed.length).toBeGreaterThan(0);
    const lostJob = await db.selectFrom('job').selectAll().executeTakeFirstOrThrow();
    expect(lostJob.state).toBe('active');

    const transport = createMailTransport(smtp.url) as MailTransport;
    const jobs = createJobs({
      services: {
        db,
        log: Fastify({ logger: false }).log,
        mail: transport,
        sms: null,
        config: testConfig(),
      },
      definitions: [deliverMessagesJob],
      leaseSeconds: LEASE_SECONDS,
    });
    await jobs.start({ work: false });
    // The leases of the dead worker run out; the job and its claimed messages are taken again.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 200));
    await jobs.drain?.();
    await jobs.stop();
    transport.close();

    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects.toSorted()).toEqual(
      Array.from({ length: COUNT }, (_, i) => `Message ${i + 1}`).toSorted(),
    );
    const statuses = await db.selectFrom('message').select('status').execute();
    expect(statuses.every((row) => row.status === MessageStatus.Complete)).toBe(true);

    const job = await db.selectFrom('job').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ id: lostJob.id, state: 'completed' });
    const runs = await db
      .selectFrom('job_run')
      .select(['attempt', 'status', 'error'])
      .orderBy('attempt')
      .execute();
    // The run the worker died in is closed as lost; the run after the restart completed.
    expect(runs.length).toBe(job.attempts);
    expect(runs.at(-2)).toEqual({ attempt: job.attempts - 1, status: 'failed', error: LOST_RUN });
    expect(runs.at(-1)).toEqual({ attempt: job.attempts, status: 'completed', error: null });
    await database.close();
  });
});
