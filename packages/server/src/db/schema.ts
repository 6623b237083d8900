import type { JsonWebKey } from 'node:crypto';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AppPage,
  BrandTheme,
  DescriberGroup,
  DescriberRelationship,
  PageBanner,
  PageText,
  PdfBatchStatus,
  ScaleDefinition,
  ScaleTarget,
  TAddress,
  TDemographics,
  TNoteBody,
  TUserAccountMetrics,
} from '@portal/core';

/**
 * A JSONB column: read as the parsed value, written as JSON text (see `toJson`). Writing text
 * keeps both drivers alike: `pg` would turn a JS array into a PostgreSQL array literal.
 */
export type Json<T> = ColumnType<T, string, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

type Timestamps = { created_at: Generated<Date>; updated_at: Timestamp };

export type AppConfigTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  version: Generated<number>;
  features: Json<Record<string, boolean>>;
  theme: Json<BrandTheme>;
};

export type AppPageTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: AppPage['name'];
  route: AppPage['route'];
  text: Json<PageText[]>;
  banners: Json<PageBanner[]>;
};

export type MessageTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  message_type: number;
  status: number;
  recipient: string;
  recipients: Json<string[]>;
  subject: string;
  body_text: string;
  body_html: string | null;
  template_id: string | null;
  template_data: Json<Record<string, unknown>>;
  entity_id: string | null;
  entity_type: string | null;
  entity_id2: string | null;
  entity_type2: string | null;
  comment: string | null;
  user_id: string | null;
  user_account_id: string | null;
  entered_utc: Timestamp;
  sent_utc: NullableTimestamp;
  completed_utc: NullableTimestamp;
  reference_id: string | null;
  result_details: string | null;
  from_address: string | null;
  service_id: string | null;
  attempts: Generated<number>;
  /** A claimed (InProcess) message is taken again once this passes: its sender died. */
  locked_until: NullableTimestamp;
  /** A Deferred message waits until then. */
  next_attempt_at: NullableTimestamp;
};

/** A brand's own text of a message template in one locale (see mail/templates). */
export type MessageTemplateTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  code: string;
  locale: string;
  description: string;
  subject: string;
  body_html: string;
  body_text: string;
  sms_text: string;
  transactional: boolean;
};

export type IdentityUserTable = Timestamps & {
  id: Generated<string>;
  email: string;
  normalized_email: string;
  email_confirmed: Generated<boolean>;
  lockout_enabled: Generated<boolean>;
  lockout_end: NullableTimestamp;
  access_failed_count: Generated<number>;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  force_password_change: Generated<boolean>;
  password_hash: string | null;
  new_email: string | null;
  provider: string | null;
  password_history: Json<string[]>;
  profile_image_url: string | null;
  user_name: string | null;
  phone_number: string | null;
  phone_number_confirmed: Generated<boolean>;
};

export type RoleTable = Timestamps & {
  id: Generated<string>;
  name: string;
  normalized_name: string;
};

export type UserRoleTable = Timestamps & {
  id: Generated<string>;
  user_id: string;
  role_id: string;
};

export type UserClaimTable = Timestamps & {
  id: Generated<string>;
  user_id: string;
  claim_type: string;
  claim_value: string;
  expires_at: NullableTimestamp;
};

export type RoleClaimTable = Timestamps & {
  id: Generated<string>;
  role_id: string;
  claim_type: string;
  claim_value: string;
};

export type UserAccountEmail = {
  address: string;
  description?: string;
  preferred: boolean;
  primary: boolean;
};
export type UserAccountPhone = { number: string; preferred: boolean };

export type UserAccountTable = Timestamps & {
  id: Generated<string>;
  user_id: string | null;
  app_name: string;
  first_name: string | null;
  last_name: string | null;
  /** User account kind of the spec: Regular 0, ViewContent 1. */
  kind: Generated<number>;
  titles: Json<string[]>;
  emails: Json<UserAccountEmail[]>;
  phone_numbers: Json<UserAccountPhone[]>;
  is_profile_introduced: Generated<boolean>;
  /** Raised by every save; a save carrying an older version is refused (409). */
  version: Generated<number>;
};

/** An account's picture, stored whole: small, and then every server instance has it. */
export type UserAccountPictureTable = {
  id: Generated<string>;
  user_account_id: string;
  content_type: string;
  data: Uint8Array;
  /** SHA-256 of the bytes (hex): names the version of the picture in its URL. */
  hash: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type GrantedClaim = { type: string; value: string };

export type InviteCodeTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  code: string;
  description: Generated<string>;
  expires_at: NullableTimestamp;
  max_uses: number | null;
  use_count: Generated<number>;
  claims: Json<GrantedClaim[]>;
  roles: Json<string[]>;
  /** The user group, CRM account and event the code joins; no foreign keys until they exist. */
  user_group_id: string | null;
  crm_account_id: string | null;
  event_id: string | null;
  created_by_user_id: string | null;
  deactivated_at: NullableTimestamp;
};

/** One person's use of an invite code (at most one per code and user). */
export type InviteCodeUseTable = {
  id: Generated<string>;
  invite_code_id: string;
  user_id: string;
  user_account_id: string | null;
  used_at: Timestamp;
};

export type SigningKeyTable = {
  id: Generated<string>;
  kid: string;
  alg: string;
  public_jwk: Json<JsonWebKey>;
  private_jwk: Json<JsonWebKey>;
  created_at: Generated<Date>;
  retired_at: NullableTimestamp;
};

/** A one-time code of an account flow, kept only as a hash (see areas/auth/account-tokens). */
export type AccountTokenTable = {
  id: Generated<string>;
  user_id: string;
  purpose: string;
  token_hash: string;
  /** The address an e-mail change confirms. */
  new_email: string | null;
  /** The phone number an SMS verification code was sent to. */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date, Date>;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type AuditLogTable = {
  id: Generated<string>;
  app_name: string | null;
  actor_user_id: string | null;
  action: string;
  subject_user_id: string | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Generated<Date>;
};

/** One record of the OpenID Connect provider (see identity/oidc/oidc-adapter). */
export type OidcPayloadTable = {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
};

/** A job of the embedded database's queue (PostgreSQL uses pg-boss). */
export type JobTable = {
  id: Generated<string>;
  name: string;
  payload: Json<unknown>;
  /** created, retry, active, completed, failed (pg-boss's names). */
  state: Generated<string>;
  priority: Generated<number>;
  run_at: Timestamp;
  attempts: Generated<number>;
  retry_limit: Generated<number>;
  retry_delay_seconds: Generated<number>;
  locked_until: NullableTimestamp;
  singleton_key: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
};

/** The last period a scheduled job was queued for (embedded database only). */
export type JobScheduleTable = { name: string; last_slot: ColumnType<Date, Date, Date> };

/** One run of a job, on either engine: the history of the jobs page. */
export type JobRunTable = {
  id: Generated<string>;
  job_id: string;
  name: string;
  attempt: number;
  status: string;
  payload: Json<unknown>;
  error: string | null;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
};

export type WebhookTable = {
  id: Generated<string>;
  app_name: string;
  url: string;
  secret: string;
  events: Json<string[]>;
  active: Generated<boolean>;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type WebhookDeliveryTable = {
  id: Generated<string>;
  webhook_id: string;
  app_name: string;
  event: string;
  payload: Json<unknown>;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
};

// Traction Plans (migration 0009).
export type TractionPlanTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  user_account_id: string;
  /** Raised by every save; a save carrying an older version is refused (409). */
  version: Generated<number>;
  /** 2: the current content shape; 1: an imported plan still in the old shape. */
  format_version: Generated<number>;
  review_id: string | null;
  edit_user_account_id: string | null;
  lock_user_account_id: string | null;
  lock_expires_at: NullableTimestamp;
  progress: Json<unknown>;
  plan: Json<unknown>;
  is_complete: Generated<boolean>;
};

export type TractionPlanArchiveTable = {
  id: Generated<string>;
  traction_plan_id: string;
  version: number;
  format_version: number;
  plan: Json<unknown>;
  progress: Json<unknown>;
  is_complete: boolean;
  saved_by_user_account_id: string | null;
  saved_at: Timestamp;
};

export type TractionPlanActivityTable = {
  id: Generated<string>;
  traction_plan_id: string;
  action: string;
  via: string;
  detail: string | null;
  actor_user_account_id: string | null;
  created_at: Generated<Date>;
};

export type TractionConstraintSetTable = {
  id: Generated<string>;
  app_name: string;
  version: number;
  name: string;
  source: string;
  constraints: Json<unknown>;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
};

// ---- 360 profile (migration 0010) ----------------------------------------------------------

type ProfileBase = Timestamps & { id: Generated<string>; app_name: string };

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

// Accounts, groups, user accounts, metrics and notes (issue 7; migration 0011).
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
  body: Json<TNoteBody>;
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

// Training events (issue 8): catalog items, events, participants, availability, notifications.
export type EventCatalogItemTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: string;
  category: string | null;
  family: string | null;
  reference_id: string | null;
  can_self_register: boolean;
  archived: Generated<boolean>;
  /** The other fields of the spec's catalog item (see areas/eventcatalog). */
  details: Json<Record<string, unknown>>;
};

export type EventTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  event_type_id: string;
  user_group_id: string | null;
  status: string;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  iana_time_zone: string;
  trainer_email: string | null;
  trainer2_email: string | null;
  planner_user_account_id: string | null;
  max_students: number;
  attendence_count: Generated<number>;
  attendence_status: Generated<string>;
  event_code: string;
  invite_code: string | null;
  is_static_account_list: boolean;
  archived: Generated<boolean>;
  version: Generated<number>;
  /** The other fields of the spec's event (see areas/event). */
  details: Json<Record<string, unknown>>;
};

export type EventCrmAccountTable = { event_id: string; crm_account_id: string; imported: boolean };

export type ParticipantTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  event_id: string;
  user_account_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  registered_at: Timestamp;
  checked_in_at: NullableTimestamp;
  invite_sent_at: NullableTimestamp;
  scheduling_type: string | null;
  makeup_status: string | null;
  makeup_event_id: string | null;
  /** Titles, school, employer, mobile, SMS choice, CRM account ids. */
  details: Json<Record<string, unknown>>;
};

export type TrainerEmployeeInfoTable = Timestamps & {
  user_account_id: string;
  app_name: string;
  info: Json<Record<string, unknown>>;
  blackouts: Json<Array<{ index: number; blackoutStart: string; blackoutEnd: string }>>;
};

export type EventNotificationTable = {
  id: Generated<string>;
  event_id: string;
  recipient_key: string;
  kind: string;
  sent_at: Timestamp;
};

export type EventSurveyResponseTable = {
  id: Generated<string>;
  created_at: Generated<Date>;
  event_id: string;
  participant_id: string | null;
  anonymous: boolean;
  answers: Json<Record<string, unknown>>;
};

// Documents: PDF batches (migration 0012).
export type DocumentBatchTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  requester_id: string;
  kind: string;
  status: Generated<PdfBatchStatus>;
  landscape: Generated<boolean>;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  expires_at: Timestamp;
};

export type DocumentBatchItemTable = Timestamps & {
  batch_id: string;
  position: number;
  scope: string;
  subject_id: string;
  /** The print view's path with `{printKey}` where its key goes (keys are never stored). */
  path: string;
  file_name: string;
  status: Generated<'pending' | 'done' | 'failed'>;
  pdf: Uint8Array | null;
};

export type Database = {
  app_config: AppConfigTable;
  app_page: AppPageTable;
  message: MessageTable;
  message_template: MessageTemplateTable;
  identity_user: IdentityUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  user_claim: UserClaimTable;
  role_claim: RoleClaimTable;
  user_account: UserAccountTable;
  user_account_picture: UserAccountPictureTable;
  invite_code: InviteCodeTable;
  invite_code_use: InviteCodeUseTable;
  signing_key: SigningKeyTable;
  oidc_payload: OidcPayloadTable;
  account_token: AccountTokenTable;
  audit_log: AuditLogTable;
  job: JobTable;
  job_schedule: JobScheduleTable;
  job_run: JobRunTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  // Traction Plans.
  traction_plan: TractionPlanTable;
  traction_plan_archive: TractionPlanArchiveTable;
  traction_plan_activity: TractionPlanActivityTable;
  traction_constraint_set: TractionConstraintSetTable;
  // 360 profile
  profile_definition: ProfileDefinitionTable;
  profile_report_format: ProfileReportFormatTable;
  profile_config: ProfileConfigTable;
  profile_participant: ProfileParticipantTable;
  profile_describer: ProfileDescriberTable;
  profile_report: ProfileReportTable;
  profile_report_cache: ProfileReportCacheTable;
  insights_report: InsightsReportTable;
  profile_attachment: ProfileAttachmentTable;
  // Accounts, groups, user accounts, metrics and notes (issue 7).
  crm_account: CrmAccountTable;
  crm_account_person: CrmAccountPersonTable;
  user_account_crm_account: UserAccountCrmAccountTable;
  crm_account_award: CrmAccountAwardTable;
  certificate_template: CertificateTemplateTable;
  user_group: UserGroupTable;
  user_group_crm_account: UserGroupCrmAccountTable;
  user_group_person: UserGroupPersonTable;
  user_group_picture: UserGroupPictureTable;
  note: NoteTable;
  note_attachment: NoteAttachmentTable;
  note_pin: NotePinTable;
  user_account_metrics: UserAccountMetricsTable;
  user_account_share_code: UserAccountShareCodeTable;
  user_batch_merge: UserBatchMergeTable;
  // Training events (issue 8).
  event_catalog_item: EventCatalogItemTable;
  event: EventTable;
  event_crm_account: EventCrmAccountTable;
  participant: ParticipantTable;
  trainer_employee_info: TrainerEmployeeInfoTable;
  event_notification: EventNotificationTable;
  event_survey_response: EventSurveyResponseTable;
  document_batch: DocumentBatchTable;
  document_batch_item: DocumentBatchItemTable;
};

export type AppPageRow = Selectable<AppPageTable>;
export type MessageRow = Selectable<MessageTable>;
export type MessageTemplateRow = Selectable<MessageTemplateTable>;
export type NewMessageRow = Insertable<MessageTable>;
export type MessageUpdate = Updateable<MessageTable>;
export type JobRow = Selectable<JobTable>;
export type JobRunRow = Selectable<JobRunTable>;
export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type SigningKeyRow = Selectable<SigningKeyTable>;

/** JSON text for a JSONB column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
