import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * GetReportIdsByGroupId answers the profile reports of a group's members; the reports belong to
 * the profile feature, which adds its finder here. Until one is added the answer is empty.
 */
export type GroupReportFinder = (db: Kysely<Database>, memberIds: readonly string[]) => Promise<string[]>;

export const GROUP_REPORT_FINDERS: readonly GroupReportFinder[] = [];
