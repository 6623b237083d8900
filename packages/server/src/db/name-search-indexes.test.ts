import { createHash } from 'node:crypto';
import {
  ZContentList,
  ZCrmAccountSearch,
  ZFindUsers,
  ZResourceGroupSearch,
  ZUserGroupSearch,
  ZUserSearchQuery,
} from '@portal/core';
import {
  CompiledQuery,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { searchAccounts } from '../areas/crmaccount/crmaccount.store';
import { listContents } from '../areas/resourcegroup/content.store';
import { searchGroupIds } from '../areas/resourcegroup/resourcegroup.store';
import { searchUsers } from '../areas/security-admin/user-admin.store';
import { findPeoplePage } from '../areas/useraccount/useraccount-lookup.store';
import { searchGroups } from '../areas/usergroup/usergroup.store';
import type { DatabaseHandle } from './database';
import type { Database } from './schema';

/** Enough rows that reading a whole table costs the planner more than the trigram indexes. */
const ROWS = 20_000;

/** A word of row `i`'s names: rows differ in their trigrams as real names do. */
const word = (i: number) => createHash('md5').update(String(i)).digest('hex').slice(0, 12);
const RARE = word(1234);

/** Rows enough that the plan is a real choice, with names of their own. */
async function fill(db: Kysely<Database>): Promise<void> {
  await sql`insert into crm_account (app_name, account_name, account_id, legacy_account_id,
      shipping_address, territories, updated_at)
    select 'teams', 'Campus ' || left(md5(i::text), 12), 'A-' || left(md5(i::text), 12),
      'L-' || left(md5(i::text), 12), '{}'::jsonb, '[]'::jsonb, now()
    from generate_series(1, ${ROWS}) i`.execute(db);
  await sql`insert into identity_user (email, normalized_email, first_name, last_name,
      email_confirmed, password_history, updated_at)
    select left(md5(i::text), 12) || '@plan.example', upper(left(md5(i::text), 12)) || '@PLAN.EXAMPLE',
      'Member', left(md5(i::text), 12), true, '[]'::jsonb, now()
    from generate_series(1, ${ROWS}) i`.execute(db);
  await sql`insert into user_account (user_id, app_name, first_name, last_name, titles, emails,
      phone_numbers, updated_at)
    select id, 'teams', first_name, last_name, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, now()
    from identity_user where email like '%@plan.example'`.execute(db);
  await sql`insert into user_group (app_name, name, is_hidden, is_visible_to_leaders, status, updated_at)
    select 'teams', 'Team ' || left(md5(i::text), 12), false, false, 'Active', now()
    from generate_series(1, ${ROWS}) i`.execute(db);
  await sql`insert into resource_group (app_name, name, code)
    select 'teams', 'Library ' || left(md5(i::text), 12), 'RL-' || left(md5(i::text), 12) from generate_series(1, ${ROWS}) i`.execute(
    db,
  );
  await sql`insert into content (app_name, entity_type, title)
    select 'teams', 'Content', 'Lesson ' || left(md5(i::text), 12) from generate_series(1, ${ROWS}) i`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

/** Records the SQL of every search query (a `like` or `ilike`) run through it, to be explained afterwards. */
function recorder(db: Kysely<Database>) {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      if (/ i?like /.test(compiled.sql)) queries.push(compiled);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), queries };
}

/** The names of the indexes the plan of each query reads. */
async function indexesOfPlans(db: Kysely<Database>, queries: CompiledQuery[]): Promise<string[][]> {
  const plans: string[][] = [];
  for (const query of queries) {
    const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const text = JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
    plans.push([...text.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1] ?? ''));
  }
  return plans;
}

/** Runs a search through the recorder; answers the indexes each of its queries' plans reads. */
async function plansOf(
  db: Kysely<Database>,
  search: (recorded: Kysely<Database>) => Promise<unknown>,
): Promise<string[][]> {
  const { db: recorded, queries } = recorder(db);
  await search(recorded);
  expect(queries.length).toBeGreaterThan(0);
  return indexesOfPlans(db, queries);
}

describe.each(testEngines())('name searches on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await fill(database.db);
  }, 300_000);
  afterAll(() => database.close());

  it('load pg_trgm', async () => {
    const { rows } = await sql<{ similarity: number }>`
      select similarity('Riverside', 'Riversyde') as similarity`.execute(database.db);
    expect(Number(rows[0]?.similarity)).toBeGreaterThan(0.3);
  });

  it('read the accounts through the trigram index of their stored name and ids', async () => {
    for (const search of [`campus ${RARE}`, `a-${RARE}`, `L-${RARE.toUpperCase()}`]) {
      const query = ZCrmAccountSearch.parse({ search, sortProperty: 'state' });
      const plans = await plansOf(database.db, (db) =>
        searchAccounts(db, 'teams', query, { visible: 'all' }),
      );
      // One query finds the page and counts the matches, through the one index.
      expect(plans).toEqual([['crm_account_search_text_trgm_idx']]);
    }
  });

  it('count all the matching accounts on any page, also past the last one', async () => {
    const count = async (page: number) => {
      const query = ZCrmAccountSearch.parse({ search: 'campus', page, pageSize: 50 });
      const found = await searchAccounts(database.db, 'teams', query, { visible: 'all' });
      return [found.count, found.data.length];
    };
    expect(await count(1)).toEqual([ROWS, 50]);
    expect(await count(ROWS / 50)).toEqual([ROWS, 50]);
    expect(await count(ROWS / 50 + 1)).toEqual([ROWS, 0]);
  });

  it('read people through the trigram indexes of their name and e-mail', async () => {
    const query = ZFindUsers.parse({ search: RARE });
    const plans = await plansOf(database.db, (db) => findPeoplePage(db, 'teams', 'all', query));
    // One query finds the page and counts the matches.
    expect(plans).toHaveLength(1);
    expect(plans[0]).toEqual(
      expect.arrayContaining(['user_account_search_name_trgm_idx', 'identity_user_email_trgm_idx']),
    );
  });

  it('read sign-in users through the trigram index of their stored e-mail and name', async () => {
    const query = ZUserSearchQuery.parse({ search: RARE });
    const plans = await plansOf(database.db, (db) => searchUsers(db, query, undefined, new Date()));
    expect(plans).toEqual([['identity_user_search_text_trgm_idx']]);
  });

  it('read user groups, resource groups and content through their name indexes', async () => {
    const groups = await plansOf(database.db, (db) =>
      searchGroups(db, 'teams', ZUserGroupSearch.parse({ search: `team ${RARE}` }), 'all'),
    );
    expect(groups[0]).toContain('user_group_name_trgm_idx');
    const library = await plansOf(database.db, (db) =>
      searchGroupIds(db, 'teams', 'all', ZResourceGroupSearch.parse({ search: `library ${RARE}` })),
    );
    expect(library[0]).toEqual(
      expect.arrayContaining(['resource_group_name_trgm_idx', 'resource_group_code_trgm_idx']),
    );
    const contents = await plansOf(database.db, (db) =>
      listContents(db, 'teams', ZContentList.parse({ search: `lesson ${RARE}` })),
    );
    expect(contents[0]).toContain('content_title_trgm_idx');
  });

  it('find a person by first name, last name, both, or e-mail, and no one by a bare wildcard', async () => {
    const found = async (search: string) => {
      const people = await findPeoplePage(
        database.db,
        'teams',
        'all',
        ZFindUsers.parse({ search }),
      );
      const users = await searchUsers(
        database.db,
        ZUserSearchQuery.parse({ search }),
        undefined,
        new Date(),
      );
      return { people: people.count, users: users.count };
    };
    const one = { people: 1, users: 1 };
    expect(await found(RARE)).toEqual(one);
    expect(await found(`member ${RARE.toUpperCase()}`)).toEqual(one);
    expect(await found(`${RARE}@plan.EXAMPLE`)).toEqual(one);
    expect(await found(`MEMBER ${RARE.slice(0, 6)}`)).toEqual(one);
    expect(await found('%')).toEqual({ people: 0, users: 0 });
    expect(await found('member_')).toEqual({ people: 0, users: 0 });
  });

  it('find the same rows through the index as by reading the table', async () => {
    await sql`insert into crm_account (app_name, account_name, account_id, shipping_address,
        territories, updated_at)
      values ('teams', '100% Zoë_Académie \\ Ünïcødé 🚀', 'Z-1', '{}', '[]', now()),
        ('teams', '100 Zoe Academie', 'Z-2', '{}', '[]', now())`.execute(database.db);
    const names = async (search: string, seqscan: boolean) => {
      const query = ZCrmAccountSearch.parse({ search, pageSize: 100 });
      return database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = ${sql.raw(seqscan ? 'on' : 'off')}`.execute(trx);
        await sql`set local enable_bitmapscan = ${sql.raw(seqscan ? 'off' : 'on')}`.execute(trx);
        const page = await searchAccounts(trx, 'teams', query, { visible: 'all' });
        return page.data.map((row) => row.accountName).sort();
      });
    };
    const cases: [string, string[]][] = [
      ['100%', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      ['%', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      ['_', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      ['\\', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      ['zoë_acad', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      ['zoe', ['100 Zoe Academie']],
      ['🚀', ['100% Zoë_Académie \\ Ünïcødé 🚀']],
      [`campus ${RARE.toUpperCase()}`, [`Campus ${RARE}`]],
      ['no such account', []],
      ['zoë_académie \\ ünïcødé 🚀\nz-1', []],
      ['x'.repeat(500), []],
    ];
    for (const [search, expected] of cases) {
      expect(await names(search, false), search).toEqual(expected);
      expect(await names(search, true), search).toEqual(expected);
    }
  });
});
