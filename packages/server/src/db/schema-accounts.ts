import type { Generated, GeneratedAlways, ColumnType } from 'kysely';
import type { TAddress, TDemographics, TRichText, TUserAccountMetrics } from '@portal/core';
import type { Json, Timestamp, NullableTimestamp, Timestamps } from './schema';

/** The tables of accounts, groups, user accounts, metrics and notes (migration 0011); listed in `Database` (schema.ts). */
export type CrmAccountOwnerJson = { name: string | null; email: string | null };

export type CrmAccountTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  account_name: string;
  account_id: string | null;
  parent_account_id: string | null;
  legacy_account_id: string | null;
  legacy_parent_account_id: string | null;
  success_center: string | null;
  transformation_team: string | null;
  account_implementation_status: string | null;
  phone_number: string | null;
  website: string | null;
  industry: string | null;
  number_of_employees: number | null;
  owner: Json<CrmAccountOwnerJson>;
  co_owner: Json<CrmAccountOwnerJson>;
  ce_owner: Json<CrmAccountOwnerJson>;
  shipping_address: Json<TAddress>;
  demographics: Json<TDemographics>;
  last_assessment_description: string | null;
  assessment_count: Generated<number>;
  assessments_completed: Generated<number>;
  territories: Json<string[]>;
  version: Generated<number>;
  /** The name and ids in lower case, one per line, for the name search (migration 0035). */
  search_text: GeneratedAlways<string>;
};

export type CrmAccountPersonTable = {
  crm_account_id: string;
  user_account_id: string;
  role: 'admin' | 'trainer';
  created_at: Generated<Date>;
};

export type UserAccountCrmAccountTable = {
  user_account_id: string;
  crm_account_id: string;
  created_at: Generated<Date>;
};

export type CrmAccountAwardTable = Timestamps & {
  id: Generated<string>;
  crm_account_id: string;
  achievement_type: string;
  name: string;
  description: string | null;
  /** A date column: read as a Date at midnight UTC (PGlite) or local midnight (pg). */
  awarded_date: ColumnType<Date | string, string, string>;
  school_year: string;
};

export type CertificateTemplateTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  achievement_type: string;
  name: string;
  html: string;
};

export type UserGroupTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  is_hidden: boolean;
  is_visible_to_leaders: boolean;
  profile_config_id: string | null;
  reference_id: string | null;
  reference_type: string | null;
  crm_status: string;
  status: string;
  coaching_session_status_update_email: string | null;
  special_team_code: string | null;
  version: Generated<number>;
};

export type UserGroupCrmAccountTable = { user_group_id: string; crm_account_id: string };

export type UserGroupPersonTable = {
  user_group_id: string;
  user_account_id: string;
  role: 'member' | 'trainer' | 'leader';
  added_at: Timestamp;
};

export type UserGroupPictureTable = Timestamps & {
  user_group_id: string;
  content_type: string;
  data: Uint8Array;
  hash: string;
};

export type NoteTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  entity_type: string;
  entity_id: string;
  title: string;
  body: Json<TRichText>;
  body_text: string;
  author_user_account_id: string | null;
  version: Generated<number>;
};

export type NoteAttachmentTable = {
  id: Generated<string>;
  note_id: string;
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Generated<Date>;
};

export type NotePinTable = {
  user_account_id: string;
  note_id: string;
  created_at: Generated<Date>;
};

export type UserAccountMetricsTable = {
  user_account_id: string;
  metrics: Json<TUserAccountMetrics>;
  generated_at: Timestamp;
};

export type UserAccountShareCodeTable = {
  user_account_id: string;
  code: string;
  created_at: Generated<Date>;
};

export type UserBatchMergeTable = {
  id: Generated<string>;
  app_name: string;
  batch_trx_id: string;
  from_ua_id: string;
  from_email: string;
  to_ua_id: string;
  to_email: string;
  status: Generated<string>;
  error: string | null;
  created_at: Generated<Date>;
  processed_at: NullableTimestamp;
};
