/**
 * A worker process for the outbox crash test: runs the real job module on a PGlite data folder
 * and kills itself (SIGKILL, no shutdown) once it has sent `crashAfter` messages, at the moment
 * a further message is claimed but not yet sent.
 * Arguments: <data folder> <SMTP URL> <crashAfter>.
 */
import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { deliverMessagesJob } from '../src/jobs/definitions/deliver-messages.job';
import { createJobs } from '../src/jobs/jobs';
import { createMailTransport, type MailTransport } from '../src/mail/transport';

const [dataDir = '', smtpUrl = '', crashAfterText = '0'] = process.argv.slice(2);
const crashAfter = Number(crashAfterText);
const database = await createDatabase({ dataDir, databaseUrl: undefined });
const smtp = createMailTransport(smtpUrl) as MailTransport;
const inFlight = new Set<Promise<unknown>>();
let sent = 0;
let crashing = false;

const transport: MailTransport = {
  send: async (mail) => {
    if (crashing || sent + inFlight.size >= crashAfter) {
      crashing = true;
      // Let the sends already under way finish and be recorded, then die with this one claimed.
      await Promise.allSettled([...inFlight]);
      await delay(300);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => undefined);
    }
    const sending = smtp.send(mail).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    const result = await sending;
    sent += 1;
    return result;
  },
  close: () => smtp.close(),
};

const jobs = createJobs({
  services: {
    db: database.db,
    log: Fastify({ logger: false }).log,
    mail: transport,
    sms: null,
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: 'none' }),
  },
  // One sweep only (queued at start), so the run that dies is the only run of the test.
  definitions: [{ ...deliverMessagesJob, repeatSeconds: 3600 }],
  leaseSeconds: 3,
  pollMs: 50,
});
await jobs.start({ work: true });
