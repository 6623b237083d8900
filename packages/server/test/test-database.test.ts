import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { pendingMigrations } from '../src/db/migrate';
import { createTestDatabase, testEngines } from './test-database';

describe.each(testEngines())('test databases on %s', (engine) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase(engine);
    second = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('are copies of a migrated template: fully migrated, and each its own', async () => {
    expect(await pendingMigrations(first.db)).toEqual([]);
    expect(await pendingMigrations(second.db)).toEqual([]);
    await sql`create table only_in_first (id int)`.execute(first.db);
    const { rows } = await sql<{ found: string | null }>`
      select to_regclass('only_in_first')::text as found`.execute(second.db);
    expect(rows[0]?.found).toBeNull();
  });
});
