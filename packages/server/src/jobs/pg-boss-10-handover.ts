import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * pg-boss 11 began a new layout of its `pgboss` schema and migrates nothing older: pg-boss 12
 * refuses to start on the schema pg-boss 10 left (its version 24). A database that ran pg-boss
 * 10 has that schema set aside under this name before pg-boss starts, and the jobs still waiting
 * in it are queued again in the new one.
 */
export const PG_BOSS_10_SCHEMA = 'pgboss_v10';
const FIRST_CURRENT_VERSION = 25;
/** Instances starting together take turns: one sets aside and moves, the others then find nothing. */
const lock = sql`select pg_advisory_xact_lock(hashtext('portal pg-boss 10 handover'))`;

const exists = async (db: Kysely<Database>, table: string) => {
  const { rows } = await sql<{ found: boolean }>`
    select to_regclass(${table}) is not null as found`.execute(db);
  return rows[0]?.found === true;
};

/** Renames a pg-boss 10 `pgboss` schema aside; true when it did. */
export async function setAsidePgBoss10(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lock.execute(trx);
    if (!(await exists(trx, 'pgboss.version'))) return false;
    const { rows } = await sql<{ version: number | null }>`
      select max(version::int) as version from pgboss.version`.execute(trx);
    const version = rows[0]?.version;
    if (version === undefined || version === null || version >= FIRST_CURRENT_VERSION) return false;
    await sql`alter schema pgboss rename to ${sql.id(PG_BOSS_10_SCHEMA)}`.execute(trx);
    return true;
  });
}

export type WaitingJob = {
  name: string;
  data: unknown;
  priority: number;
  singletonKey: string | null;
  startAfter: Date;
};

export type HandoverResult = { moved: number; dropped: string[] };

/**
 * Queues the set-aside schema's waiting jobs again through `send` (in the same transaction,
 * with the same payload, priority, key and start), then drops that schema. A job whose queue no
 * longer exists is named in `dropped`. Nothing to do when no schema was set aside.
 */
export async function moveWaitingJobs(
  db: Kysely<Database>,
  queues: ReadonlySet<string>,
  send: (trx: Kysely<Database>, job: WaitingJob) => Promise<unknown>,
): Promise<HandoverResult | null> {
  return db.transaction().execute(async (trx) => {
    await lock.execute(trx);
    if (!(await exists(trx, `${PG_BOSS_10_SCHEMA}.job`))) return null;
    const { rows } = await sql<WaitingJob>`
      select name, data, priority, singleton_key as "singletonKey", start_after as "startAfter"
      from ${sql.table(`${PG_BOSS_10_SCHEMA}.job`)}
      where state::text in ('created', 'retry')
      order by created_on`.execute(trx);
    const dropped: string[] = [];
    for (const job of rows) {
      if (queues.has(job.name)) await send(trx, job);
      else dropped.push(job.name);
    }
    await sql`drop schema ${sql.id(PG_BOSS_10_SCHEMA)} cascade`.execute(trx);
    return { moved: rows.length - dropped.length, dropped };
  });
}
