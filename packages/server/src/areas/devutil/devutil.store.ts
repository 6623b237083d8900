import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The database server's version (PostgreSQL's, or the one PGlite embeds). */
export async function serverVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ server_version: string }>`show server_version`.execute(db);
  return result.rows[0]?.server_version ?? '';
}
