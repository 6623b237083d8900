import type { Kysely, Selectable } from 'kysely';
import type { Database, IdentityUserTable } from '../db/schema';

export type IdentityUser = Selectable<IdentityUserTable>;

/** Identity users are found by the upper-case form of their address, as the seed stores it. */
export const normalizeEmail = (email: string) => email.trim().toUpperCase();

export function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<IdentityUser | undefined> {
  return db
    .selectFrom('identity_user')
    .selectAll()
    .where('normalized_email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<IdentityUser | undefined> {
  return db.selectFrom('identity_user').selectAll().where('id', '=', id).executeTakeFirst();
}
