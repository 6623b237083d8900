import type { Insertable, Kysely } from 'kysely';
import type { CertificateTemplateTable, Database } from '../../db/schema';

/** Stores the templates; a brand's existing template of an award type is left as it is. */
export async function insertMissingTemplates(
  db: Kysely<Database>,
  rows: Insertable<CertificateTemplateTable>[],
): Promise<void> {
  await db
    .insertInto('certificate_template')
    .values(rows)
    .onConflict((oc) => oc.columns(['app_name', 'achievement_type']).doNothing())
    .execute();
}

/** The brand's certificate template with this id. */
export function findCertificateTemplate(db: Kysely<Database>, brand: string, id: string) {
  return db
    .selectFrom('certificate_template')
    .select(['id', 'achievement_type', 'html'])
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}
