import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../database';
import type { Database } from '../schema';
import { MIGRATIONS } from './index';

const one = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ id: string }>>) =>
  (await query.execute(db)).rows[0]!.id;

describe('migration 0039: the old post-event answers', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let migrator: Migrator;

  beforeAll(async () => {
    handle = await createDatabase({ dataDir: ':memory:', databaseUrl: undefined });
    db = handle.db;
    migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    const before = Object.keys(MIGRATIONS).filter((name) => name < '0039');
    expect((await migrator.migrateTo(before.at(-1)!)).error).toBeUndefined();
  });
  afterAll(() => handle.close());

  it('become survey responses of the default survey about their event, anonymous ones without the person', async () => {
    const person = await one(
      db,
      sql`insert into user_account (app_name) values ('teams') returning id`,
    );
    const type = await one(
      db,
      sql`insert into event_catalog_item (app_name, name, details)
        values ('teams', 'Seminar', '{"surveyMultipleResponses": true}') returning id`,
    );
    const event = await one(
      db,
      sql`insert into event (app_name, event_type_id, status, iana_time_zone, max_students,
          event_code, start_date)
        values ('teams', ${type}, 'scheduled', 'UTC', 10, 'E1', now()) returning id`,
    );
    const participant = await one(
      db,
      sql`insert into participant (app_name, event_id, email, first_name, last_name, user_account_id)
        values ('teams', ${event}, 'pat@example.com', 'Pat', 'Lee', ${person}) returning id`,
    );
    const ratings = { worthTime: 5, relevant: 4, trainer: 5, apply: 3, recommend: 4 };
    await sql`insert into event_survey_response (event_id, participant_id, anonymous, answers)
      values
        (${event}, ${participant}, false, ${JSON.stringify({ ratings, comment: 'Great' })}),
        (${event}, null, true, ${JSON.stringify({ ratings, comment: null })})`.execute(db);

    expect((await migrator.migrateTo('0039_event_surveys')).error).toBeUndefined();

    const responses = await db
      .selectFrom('survey_response')
      .select(['user_account_id', 'entity_type', 'entity_id', 'answers', 'definition_version'])
      .orderBy('user_account_id')
      .execute();
    expect(responses).toEqual([
      {
        user_account_id: person,
        entity_type: 'TrainingEvent',
        entity_id: event,
        answers: { ...ratings, comment: 'Great' },
        definition_version: 1,
      },
      {
        user_account_id: null,
        entity_type: 'TrainingEvent',
        entity_id: event,
        answers: ratings,
        definition_version: 1,
      },
    ]);
    const invitation = await db
      .selectFrom('survey_invitation as i')
      .innerJoin('event_survey_invitation as e', 'e.invitation_id', 'i.id')
      .select(['i.user_account_id', 'i.completed_at', 'e.allow_multiple'])
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ user_account_id: person, allow_multiple: true });
    expect(invitation.completed_at).not.toBeNull();
    const { rows } = await sql<{ name: string }>`select table_name as name
      from information_schema.tables where table_name = 'event_survey_response'`.execute(db);
    expect(rows).toEqual([]);
  });
});
