import type { Generated } from 'kysely';
import type { TSurveyAnswers, TSurveyBody } from '@portal/core';
import type { Json, Timestamps } from './schema';

/** Surveys (migration 0034). */
export type SurveyDefinitionTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  version: Generated<number>;
  archived: Generated<boolean>;
  created_by: string | null;
};

export type SurveyDefinitionVersionTable = {
  definition_id: string;
  version: number;
  body: Json<TSurveyBody>;
  created_by: string | null;
  created_at: Generated<Date>;
};

export type SurveyReleaseGroupTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  description: Generated<string>;
};

export type SurveyReleaseTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  definition_id: string;
  release_group_id: string | null;
  name: string;
  trigger_type: string;
  opens_at: Date;
  closes_at: Date | null;
  anonymous: Generated<boolean>;
  uniqueness: Generated<string>;
  allow_multiple: Generated<boolean>;
  reminder_days: number | null;
  is_public: Generated<boolean>;
  short_code: string;
  owner_user_account_id: string | null;
  closed_at: Date | null;
  version: Generated<number>;
};

export type SurveyReleaseTargetTable = {
  release_id: string;
  entity_type: string;
  entity_id: string;
};

export type SurveyReleaseDefaultsTable = {
  app_name: string;
  defaults: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
};

export type SurveyInvitationTable = {
  id: Generated<string>;
  release_id: string;
  user_account_id: string;
  entity_type: string | null;
  entity_id: string | null;
  entity_key: Generated<string>;
  survey_code: string;
  draft_answers: Json<TSurveyAnswers> | null;
  draft_version: number | null;
  reminder_count: Generated<number>;
  reminded_at: Date | null;
  completed_at: Date | null;
  created_at: Generated<Date>;
};

export type NonRegisteredGroupTable = {
  id: Generated<string>;
  app_name: string;
  name: string;
  crm_account_id: string | null;
  created_at: Generated<Date>;
  /** The release whose team it is (migration 0037); null for the brand's other groups. */
  release_id: string | null;
  archived_at: Date | null;
};

export type SurveyResponseTable = {
  id: Generated<string>;
  release_id: string;
  definition_version: number;
  user_account_id: string | null;
  entity_type: string | null;
  entity_id: string | null;
  non_registered_group_id: string | null;
  answers: Json<TSurveyAnswers>;
  params: Json<Record<string, string>> | null;
  language: string;
  completed: Generated<boolean>;
  resume_key_hash: string | null;
  started_at: Generated<Date>;
  updated_at: Generated<Date>;
  completed_at: Date | null;
};

export type SurveyShortUrlTable = {
  code: string;
  app_name: string;
  release_id: string;
  params: Json<Record<string, string>>;
  max_uses: number | null;
  use_count: Generated<number>;
  expires_at: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
};

/** A release that is a team survey (migration 0037). */
export type SurveyTeamReleaseTable = { release_id: string; kind: string };

/** A group an alignment release was started for. */
export type TeamAlignmentTable = {
  release_id: string;
  user_group_id: string;
  started_by: string | null;
  started_at: Generated<Date>;
};

/** The hash of a scorecard response's report key. */
export type SurveyScorecardKeyTable = {
  key_hash: string;
  response_id: string;
  created_at: Generated<Date>;
};

/** The survey tables of the database (migrations 0034 and 0037). */
export type SurveyTables = {
  survey_definition: SurveyDefinitionTable;
  survey_definition_version: SurveyDefinitionVersionTable;
  survey_release_group: SurveyReleaseGroupTable;
  survey_release: SurveyReleaseTable;
  survey_release_target: SurveyReleaseTargetTable;
  survey_release_defaults: SurveyReleaseDefaultsTable;
  survey_invitation: SurveyInvitationTable;
  non_registered_group: NonRegisteredGroupTable;
  survey_response: SurveyResponseTable;
  survey_short_url: SurveyShortUrlTable;
  survey_team_release: SurveyTeamReleaseTable;
  team_alignment: TeamAlignmentTable;
  survey_scorecard_key: SurveyScorecardKeyTable;
};
