import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countOf } from '../../shared/metric-provider';

/** The person's 360 participants in the brand. */
export function countParticipantsOf(
  db: Kysely<Database>,
  person: { userAccountId: string; brand: string },
): Promise<number> {
  return countOf(
    db
      .selectFrom('profile_participant')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_account_id', '=', person.userAccountId)
      .where('app_name', '=', person.brand),
  );
}

/** The person's reports in the brand, only the released or the unreleased ones when asked. */
export function countReportsOf(
  db: Kysely<Database>,
  person: { userAccountId: string; brand: string; released?: boolean },
): Promise<number> {
  let query = db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('p.user_account_id', '=', person.userAccountId)
    .where('r.app_name', '=', person.brand);
  if (person.released !== undefined) query = query.where('r.is_released', '=', person.released);
  return countOf(query);
}

/**
 * The group report finder: the released 360 reports of the members that are not excluded from
 * team reports, newest first.
 */
export async function memberProfileReportIds(
  db: Kysely<Database>,
  memberIds: readonly string[],
): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .select('r.id')
    .where('p.user_account_id', 'in', memberIds)
    .where('r.is_released', '=', true)
    .where('r.is_excluded', '=', false)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => r.id);
}
