import type { Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * The language of the person who starts a PDF batch: the job that renders it later prints every
 * document in it. Null (batches started before): the brand's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_batch').addColumn('language', 'text').execute();
}
