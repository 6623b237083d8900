import type { Kysely } from 'kysely';
import {
  hasScores,
  sectionScores,
  type BrandKey,
  type TGrowthPoint,
  type TGrowthReport,
  type TGrowthSummary,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bodyReader, readAssessment } from './assessments.service';
import { completedSeries } from './assessments.store';

export const NO_GROWTH = 'errors.assessments.noGrowth';

type Source = { db: Kysely<Database>; brand: BrandKey };

/**
 * The growth series an assessment closes: its account's completed assessments of its definition
 * up to it, each scored on the questions of its own version. 409 for an assessment not completed
 * or whose questions score nothing.
 */
async function growthSeries(source: Source, id: string) {
  const { row, body } = await readAssessment(source, id);
  const until = row.completed_at;
  if (!until || !hasScores(body)) throw new HttpError(409, NO_GROWTH);
  const rows = await completedSeries(source.db, source.brand, {
    crmAccountId: row.crm_account_id,
    definitionId: row.definition_id,
    until,
  });
  const bodyOf = bodyReader(source.db);
  const points = await Promise.all(
    rows.map(async (r): Promise<TGrowthPoint> => ({
      assessmentId: r.id,
      completedAt: (r.completed_at ?? until).toISOString(),
      assessorName: r.assessor_name,
      scores: sectionScores(await bodyOf(r), r.answers),
    })),
  );
  return { row, body, points };
}

/** The growth summary of the series the assessment closes. */
export async function growthSummary(source: Source, id: string): Promise<TGrowthSummary> {
  const { row, points } = await growthSeries(source, id);
  return { accountName: row.account_name, definitionName: row.definition_name, points };
}

/** The growth report of one completed assessment: its answers, its scores and the previous. */
export async function growthReport(source: Source, id: string): Promise<TGrowthReport> {
  const { row, body, points } = await growthSeries(source, id);
  // The series ends with the assessment itself.
  const current = points.at(-1);
  if (!current) throw new HttpError(409, NO_GROWTH);
  return {
    accountName: row.account_name,
    definitionName: row.definition_name,
    current,
    previous: points.at(-2) ?? null,
    body,
    answers: row.answers,
  };
}
