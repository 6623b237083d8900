import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The owner of a user account as an event invite code registers them: their names and sign-in
 * address, and whether the event (of the account's brand) is archived; undefined when the
 * account or an event of its brand is not found.
 */
export function findInviteRegistrant(db: Kysely<Database>, eventId: string, userAccountId: string) {
  return db
    .selectFrom('user_account as ua')
    .innerJoin('identity_user as u', 'u.id', 'ua.user_id')
    .innerJoin('event as e', (join) =>
      join.on('e.id', '=', eventId).onRef('e.app_name', '=', 'ua.app_name'),
    )
    .select(['ua.app_name', 'ua.first_name', 'ua.last_name', 'ua.titles', 'u.email', 'e.archived'])
    .where('ua.id', '=', userAccountId)
    .executeTakeFirst();
}
