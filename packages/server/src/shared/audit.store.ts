import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema';

/** Writes the rows in one statement. */
export async function insertAuditRows(
  db: Kysely<Database>,
  rows: Insertable<AuditLogTable>[],
): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}
