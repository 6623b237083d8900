import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/** The id of the brand's event with this check-in code, if any. */
export async function findEventIdByCode(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('event')
    .select('id')
    .where('app_name', '=', brand)
    .where('event_code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

/** The users behind the trainers' addresses (any case) and the planner's account. */
export function staffUserIds(
  db: Kysely<Database>,
  emails: readonly string[],
  plannerUserAccountId: string | null,
) {
  return db
    .selectFrom('identity_user')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
        ...(plannerUserAccountId
          ? [
              eb(
                'id',
                '=',
                eb
                  .selectFrom('user_account')
                  .select('user_id')
                  .where('id', '=', plannerUserAccountId),
              ),
            ]
          : []),
        eb.lit(false),
      ]),
    )
    .execute();
}

/** The 360 reports of these profile participants not released yet. */
export function heldReportIds(db: Kysely<Database>, profileParticipantIds: readonly string[]) {
  return db
    .selectFrom('profile_report')
    .select('id')
    .where('participant_id', 'in', profileParticipantIds)
    .where('is_released', '=', false)
    .execute();
}
