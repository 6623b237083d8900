import type { Generated } from 'kysely';

/** Premium surveys (migration 0038): the releases marked premium. */
export type SurveyReleasePremiumTable = {
  release_id: string;
  marked_by: string | null;
  created_at: Generated<Date>;
};

export type SurveyPremiumTables = { survey_release_premium: SurveyReleasePremiumTable };
