import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberProfileReportIds } from '../profile-report/profile-metrics';

/** GetReportIdsByGroupId answers the reports these finders give for a group's members. */
export type GroupReportFinder = (
  db: Kysely<Database>,
  memberIds: readonly string[],
) => Promise<string[]>;

export const GROUP_REPORT_FINDERS: readonly GroupReportFinder[] = [memberProfileReportIds];
