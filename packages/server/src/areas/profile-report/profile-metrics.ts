import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countOf, type MetricProvider } from '../../shared/metric-provider';

/**
 * The person's 360s in the brand and their reports; generateMetrics' `reportStatus` narrows the
 * reports to `released` or `unreleased` (any other value counts them all).
 */
export const PROFILE_METRICS: readonly MetricProvider[] = [
  {
    name: 'profileParticipantCount',
    count: (db, { userAccountId, brand }) =>
      countOf(
        db
          .selectFrom('profile_participant')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_account_id', '=', userAccountId)
          .where('app_name', '=', brand),
      ),
  },
  {
    name: 'profileReportCount',
    count: (db, { userAccountId, brand, reportStatus }) => {
      let query = db
        .selectFrom('profile_report as r')
        .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('p.user_account_id', '=', userAccountId)
        .where('r.app_name', '=', brand);
      if (reportStatus === 'released' || reportStatus === 'unreleased') {
        query = query.where('r.is_released', '=', reportStatus === 'released');
      }
      return countOf(query);
    },
  },
];

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
