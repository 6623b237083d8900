import type { Generated } from 'kysely';
import type { AssessmentDefinitionType, TSurveyAnswers } from '@portal/core';
import type { Json, Timestamps } from './schema';

/** Assessments (migration 0040). */
export type AssessmentDefinitionTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  type: AssessmentDefinitionType;
  name: string;
  survey_definition_id: string;
  archived: Generated<boolean>;
};

export type AssessmentTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  definition_id: string;
  crm_account_id: string;
  definition_version: number;
  answers: Json<TSurveyAnswers>;
  assessor_user_account_id: string | null;
  completed_at: Date | null;
};

/** The assessment tables of the database (migration 0040). */
export type AssessmentTables = {
  assessment_definition: AssessmentDefinitionTable;
  assessment: AssessmentTable;
};
