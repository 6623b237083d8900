import Fastify from 'fastify';
import { MessageStatus } from '@portal/core';
import { loadConfig } from '../packages/server/src/config';
import { createDatabase } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { deliverMessagesJob } from '../packages/server/src/jobs/definitions/deliver-messages.job';
import { createJobs } from '../packages/server/src/jobs/jobs';
import { queueMessage } from '../packages/server/src/mail/outbox';
import { createMailTransport, type MailTransport } from '../packages/server/src/mail/transport';
import { startTestSmtp } from '../packages/server/test/smtp';

export type DeliveryFigures = {
  queued: number;
  delivered: number;
  complete: number;
  ms: number;
  perSecond: number;
};

/**
 * Messages per second from the outbox to a local SMTP server (127.0.0.1): a queue of `count`
 * e-mails on an in-memory embedded database, sent by the deliver-messages job as in production.
 */
export async function benchDelivery(count = 5000): Promise<DeliveryFigures> {
  const smtp = await startTestSmtp();
  const database = await createDatabase({ dataDir: ':memory:', databaseUrl: undefined });
  const transport = createMailTransport(smtp.url) as MailTransport;
  try {
    await migrateToLatest(database.db);
    await database.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= count; i++) {
        await queueMessage(trx, {
          appName: 'profile',
          recipient: `person${i}@bench.example`,
          subject: `Bench message ${i}`,
          bodyText: `Hello ${i}, this is a message of the delivery benchmark.`,
          bodyHtml: `<p>Hello ${i}, this is a message of the <b>delivery benchmark</b>.</p>`,
        });
      }
    });
    const jobs = createJobs({
      services: {
        db: database.db,
        log: Fastify({ logger: false }).log,
        mail: transport,
        sms: null,
        config: loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', WEB_DIST: 'none' }),
      },
      definitions: [deliverMessagesJob],
    });
    await jobs.start({ work: false });
    const started = performance.now();
    await jobs.send('deliver-messages', { limit: count });
    await jobs.drain?.();
    const ms = performance.now() - started;
    await jobs.stop();
    const complete = await database.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', MessageStatus.Complete)
      .executeTakeFirstOrThrow();
    return {
      queued: count,
      delivered: smtp.received.length,
      complete: Number(complete.n),
      ms,
      perSecond: (smtp.received.length / ms) * 1000,
    };
  } finally {
    transport.close();
    await database.close();
    await smtp.close();
  }
}
