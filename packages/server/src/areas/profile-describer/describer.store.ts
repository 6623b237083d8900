import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import type { DescriberRow } from '../profile-participant/participant.service';

export function findDescriberByCode(
  db: Kysely<Database>,
  brand: BrandKey,
  surveyCode: string,
): Promise<DescriberRow | undefined> {
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('survey_code', '=', surveyCode)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function findDescriber(
  db: Kysely<Database>,
  participantId: string,
  describerId: string,
): Promise<DescriberRow | undefined> {
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('id', '=', describerId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
}

/** The describer rows whose address is one of `emails` (compared case-insensitively). */
export function findDescribersByEmails(
  db: Kysely<Database>,
  brand: BrandKey,
  emails: readonly string[],
): Promise<DescriberRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('app_name', '=', brand)
    .where((eb) =>
      eb(
        eb.fn('lower', ['email']),
        'in',
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .orderBy('invited_at', 'desc')
    .execute();
}

/** The e-mail addresses of a user account. */
export async function accountEmails(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string[]> {
  const row = await db
    .selectFrom('user_account')
    .select(['emails', 'user_id'])
    .where('id', '=', userAccountId)
    .executeTakeFirst();
  if (!row) return [];
  const addresses = row.emails.map((e) => e.address);
  if (row.user_id) {
    const user = await db
      .selectFrom('identity_user')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (user?.email) addresses.push(user.email);
  }
  return [...new Set(addresses.map((a) => a.toLowerCase()))];
}
