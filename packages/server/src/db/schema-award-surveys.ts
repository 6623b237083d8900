import type { Generated } from 'kysely';
import type { Timestamps } from './schema';

/** Award surveys (migration 0036). */
export type AwardProgramTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  achievement_type: string;
  award_name: string;
  school_year: string;
};

export type AwardProgramRequirementTable = {
  program_id: string;
  survey_type: string;
  release_id: string;
  min_responses: number;
};

export type AwardProgramAccountTable = {
  program_id: string;
  crm_account_id: string;
  awarded_at: Date | null;
  award_id: string | null;
};

export type AwardSurveyLinkTable = {
  code: string;
  program_id: string;
  crm_account_id: string;
  survey_type: string;
  created_at: Generated<Date>;
};

/** The award survey tables of the database (migration 0036). */
export type AwardSurveyTables = {
  award_program: AwardProgramTable;
  award_program_requirement: AwardProgramRequirementTable;
  award_program_account: AwardProgramAccountTable;
  award_survey_link: AwardSurveyLinkTable;
};
