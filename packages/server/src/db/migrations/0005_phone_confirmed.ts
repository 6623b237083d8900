import type { Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Whether the user's phone number is confirmed: the SMS second factor of a sign-in is only
 * sent to a confirmed number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('identity_user')
    .addColumn('phone_number_confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}
