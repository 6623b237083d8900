import type { Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * The language a person chose, kept on their account in the brand so it follows them to another
 * browser and chooses the language of what the portal sends them. Null: the brand's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_account').addColumn('language', 'text').execute();
}
