import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  Selectable,
  Updateable,
} from 'kysely';
import type { AppPage, BrandTheme, PageBanner, PageText, PageTextValue } from '@portal/core';
import type {
  TractionPlanTable,
  TractionPlanArchiveTable,
  TractionPlanActivityTable,
  TractionConstraintSetTable,
} from './schema-plan';
import type {
  ProfileDefinitionTable,
  ProfileReportFormatTable,
  ProfileConfigTable,
  ProfileParticipantTable,
  ProfileDescriberTable,
  ProfileReportTable,
  ProfileReportCacheTable,
  InsightsReportTable,
  ProfileAttachmentTable,
} from './schema-profile';
import type {
  CrmAccountTable,
  CrmAccountPersonTable,
  UserAccountCrmAccountTable,
  CrmAccountAwardTable,
  CertificateTemplateTable,
  UserGroupTable,
  UserGroupCrmAccountTable,
  UserGroupPersonTable,
  UserGroupPictureTable,
  NoteTable,
  NoteAttachmentTable,
  NotePinTable,
  UserAccountMetricsTable,
  UserAccountShareCodeTable,
  UserBatchMergeTable,
} from './schema-accounts';
import type {
  EventCatalogItemTable,
  EventTable,
  EventCrmAccountTable,
  ParticipantTable,
  TrainerEmployeeInfoTable,
  EventNotificationTable,
} from './schema-events';
import type {
  JobRunTable,
  JobScheduleTable,
  JobTable,
  WebhookDeliveryTable,
  WebhookTable,
} from './schema-jobs';
import type { MessageAttachmentTable } from './schema-events-extra';
import type { UnsubscribeLinkTable } from './schema-mail';
import type {
  AccountTokenTable,
  AuditLogTable,
  IdentityUserTable,
  OidcPayloadTable,
  RateLimitWindowTable,
  RoleClaimTable,
  RoleTable,
  SigningKeyTable,
  TokenRevocationTable,
  UserClaimTable,
  UserRoleTable,
} from './schema-identity';
import type {
  DocumentBatchTable,
  DocumentBatchItemTable,
  ReportExportTable,
} from './schema-documents';
import type {
  CheckupFeedbackFormatTable,
  CheckupFeedbackResponseTable,
} from './schema-checkup-feedback';
import type {
  TractionPlanCheckupTable,
  CheckupParticipantTable,
  CheckupFeedbackRequestTable,
} from './schema-checkup';
import type {
  ContentCompletionTable,
  ContentFileTable,
  ContentFileUseTable,
  ContentTable,
  ContentTrendingMetricTable,
  ContentViewTable,
  ResourceGroupSeriesMemberTable,
  ResourceGroupSeriesReleaseTable,
  ResourceGroupSeriesTable,
  ContentVersionTable,
  ResourceGroupContentTable,
  ResourceGroupMemberTable,
  ResourceGroupTable,
} from './schema-content';
import type { ContentSubscriberTable, ContentSubscriptionTable } from './schema-subscriptions';
import type { SurveyTables } from './schema-surveys';
import type { AssessmentTables } from './schema-assessments';
import type { AwardSurveyTables } from './schema-award-surveys';
import type { EventSurveyTables } from './schema-event-surveys';
import type { SurveyPremiumTables } from './schema-survey-premium';

/**
 * A JSONB column: read as the parsed value, written as JSON text (see `toJson`). Writing text
 * keeps both drivers alike: `pg` would turn a JS array into a PostgreSQL array literal.
 */
export type Json<T> = ColumnType<T, string, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type Timestamps = { created_at: Generated<Date>; updated_at: Timestamp };

export type AppConfigTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  version: Generated<number>;
  features: Json<Record<string, boolean>>;
  theme: Json<BrandTheme>;
};

/** A run-time setting saved on the system configuration page (see core's system-settings). */
export type SystemSettingTable = {
  name: string;
  value: Json<string | number>;
  updated_at: Timestamp;
  updated_by: string | null;
};

export type AppPageTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  name: AppPage['name'];
  route: AppPage['route'];
  text: Json<PageText[]>;
  banners: Json<PageBanner[]>;
};

export type PageEditVersionTable = {
  id: Generated<string>;
  app_name: string;
  page_name: string;
  item: 'text' | 'banners';
  text_name: Generated<string>;
  value: Json<PageTextValue | PageBanner[]> | null;
  saved_by: string | null;
  saved_at: Generated<Date>;
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
  /** The language the person chose (a LocaleCode); null: the brand's default. */
  language: Generated<string | null>;
  /** The name in lower case, for the name search (migration 0035). */
  search_name: GeneratedAlways<string>;
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

export type Database = {
  app_config: AppConfigTable;
  app_page: AppPageTable;
  page_edit_version: PageEditVersionTable;
  system_setting: SystemSettingTable;
  message: MessageTable;
  message_template: MessageTemplateTable;
  unsubscribe_link: UnsubscribeLinkTable;
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
  token_revocation: TokenRevocationTable;
  rate_limit_window: RateLimitWindowTable;
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
  // Training events, the rest of issue 8 (migration 0014).
  message_attachment: MessageAttachmentTable;
  document_batch: DocumentBatchTable;
  document_batch_item: DocumentBatchItemTable;
  report_export: ReportExportTable;
  // Checkup feedback: formats and partners' answers (issue 9).
  checkup_feedback_format: CheckupFeedbackFormatTable;
  checkup_feedback_response: CheckupFeedbackResponseTable;
  // Traction plan checkups (issue 9).
  traction_plan_checkup: TractionPlanCheckupTable;
  checkup_participant: CheckupParticipantTable;
  checkup_feedback_request: CheckupFeedbackRequestTable;
  // The content library (issue 19).
  content: ContentTable;
  content_version: ContentVersionTable;
  resource_group: ResourceGroupTable;
  resource_group_member: ResourceGroupMemberTable;
  resource_group_content: ResourceGroupContentTable;
  // Content progress, trending and series (migration 0025).
  content_view: ContentViewTable;
  content_completion: ContentCompletionTable;
  content_trending_metric: ContentTrendingMetricTable;
  resource_group_series: ResourceGroupSeriesTable;
  resource_group_series_member: ResourceGroupSeriesMemberTable;
  resource_group_series_release: ResourceGroupSeriesReleaseTable;
  content_file: ContentFileTable;
  content_file_use: ContentFileUseTable;
  content_subscription: ContentSubscriptionTable;
  content_subscriber: ContentSubscriberTable;
} & SurveyTables &
  AssessmentTables &
  AwardSurveyTables &
  EventSurveyTables &
  SurveyPremiumTables;

export type AppPageRow = Selectable<AppPageTable>;
export type MessageRow = Selectable<MessageTable>;
export type MessageTemplateRow = Selectable<MessageTemplateTable>;
export type NewMessageRow = Insertable<MessageTable>;
export type MessageUpdate = Updateable<MessageTable>;
export type SigningKeyRow = Selectable<SigningKeyTable>;

/** JSON text for a JSONB column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export type * from './schema-jobs';
export type * from './schema-plan';
export type * from './schema-profile';
export type * from './schema-accounts';
export type * from './schema-events';
export type * from './schema-events-extra';
export type * from './schema-documents';
export type * from './schema-checkup-feedback';
export type * from './schema-checkup';
export type * from './schema-content';
export type * from './schema-mail';
export type * from './schema-subscriptions';
export type * from './schema-surveys';
export type * from './schema-assessments';
export type * from './schema-identity';
