import type { Generated } from 'kysely';
import type {
  DescriberGroup,
  DescriberRelationship,
  ScaleDefinition,
  ScaleTarget,
} from '@portal/core';
import type { Json, Timestamp, NullableTimestamp, Timestamps } from './schema';

/** The tables of 360 profile (migration 0010); listed in `Database` (schema.ts). */

export type ProfileBase = Timestamps & { id: Generated<string>; app_name: string };

export type ProfileDefinitionTable = ProfileBase & {
  code: string;
  name: string;
  scales: Json<ScaleDefinition[]>;
};

export type ProfileReportFormatTable = ProfileBase & {
  name: string;
  profile_definition_id: string;
  targets: Json<ScaleTarget[]>;
  min_group_size: number;
  show_manager_by_name: boolean;
  top_constraint_count: number;
  strength_count: number;
  is_default: Generated<boolean>;
};

export type ProfileConfigTable = ProfileBase & {
  name: string;
  profile_definition_id: string;
  report_format_id: string;
  self_only: boolean;
  release_date: NullableTimestamp;
  min_describers: number;
  require_check_in: boolean;
  is_self_required: boolean;
  reminder_interval_days: number;
  max_reminders: number;
  survey_expiry_days: number;
  is_default: Generated<boolean>;
};

export type ProfileParticipantTable = ProfileBase & {
  user_account_id: string;
  profile_config_id: string;
  is_active: Generated<boolean>;
  /** Set where the configuration requires a check-in (training events set it). */
  checked_in: Generated<boolean>;
  status_update_sent_at: NullableTimestamp;
};

export type ProfileDescriberTable = ProfileBase & {
  participant_id: string;
  relationship: DescriberRelationship;
  first_name: string;
  last_name: string;
  email: string;
  survey_code: string;
  decline_key: string;
  is_complete: Generated<boolean>;
  is_declined: Generated<boolean>;
  is_active: Generated<boolean>;
  completed_at: NullableTimestamp;
  invited_at: Timestamp;
  reminders_sent: Generated<number>;
  last_reminded_at: NullableTimestamp;
  /** item code -> answer (1-5), saved as the describer goes. */
  answers: Json<Record<string, number>>;
  comment: Generated<string>;
  message_id: string | null;
  msg_delivered: Generated<boolean>;
  msg_event: string | null;
  msg_reason: string | null;
  msg_date_delivered: NullableTimestamp;
  msg_status: string | null;
};

export type ProfileReportTable = ProfileBase & {
  participant_id: string;
  report_code: string;
  label: string;
  report_format_id: string;
  /** Describers other than self in the report. */
  describer_ids: Json<string[]>;
  self_describer_id: string | null;
  groups: Json<DescriberGroup[]>;
  /** The describer sets the report shows results for (anonymity check of later reports). */
  visible_sets: Json<string[][]>;
  latest_description_at: NullableTimestamp;
  is_released: Generated<boolean>;
  released_at: NullableTimestamp;
  release_notified_at: NullableTimestamp;
  is_excluded: Generated<boolean>;
  created_by_user_id: string | null;
};

export type ProfileReportCacheTable = {
  report_id: string;
  locale: string;
  app_name: string;
  data: Json<unknown>;
  created_at: Generated<Date>;
};

export type InsightsReportTable = ProfileBase & {
  profile_report_id: string;
  range_selections: Json<ScaleTarget[]>;
  is_complete: Generated<boolean>;
  created_by_user_id: string | null;
};

export type ProfileAttachmentTable = ProfileBase & {
  user_account_id: string;
  participant_id: string | null;
  plan_data_id: string | null;
  name: string;
  path: string;
  content_type: string;
  size: number;
  data: Uint8Array;
};
