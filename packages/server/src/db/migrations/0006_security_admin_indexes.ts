import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Indexes of the security administration: the newest-first audit log (also by actor), the
 * users of a role, and claims looked up by type in any case (as access rules match them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('audit_log_actor_created_idx')
    .on('audit_log')
    .columns(['actor_user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('user_role_role_id_idx').on('user_role').column('role_id').execute();
  await db.schema
    .createIndex('user_claim_lower_type_value_idx')
    .on('user_claim')
    .expression(sql`lower(claim_type), claim_value`)
    .execute();
}
