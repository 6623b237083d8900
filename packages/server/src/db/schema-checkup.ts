import type { Generated } from 'kysely';
import type { CheckupStage, CheckupType, TCheckupStatusUpdate } from '@portal/core';
import type { Json, NullableTimestamp, Timestamps } from './schema';

/** The tables of traction plan checkups (migration 0015); listed in `Database` (schema.ts). */
export type TractionPlanCheckupTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  event_id: string;
  is_active: boolean;
  is_anonymous: boolean;
  stage: Generated<CheckupStage>;
  notification_days: number;
  last_chance_days: number;
  /** Calendar days, `YYYY-MM-DD`, read in the event's time zone. */
  start_date: string | null;
  end_date: string | null;
  feedback_reminder_frequency_days: number;
  report_reminder_days: number;
  previous_feedback_days: number;
  survey_version: string | null;
  checkup_type: CheckupType;
  survey_release_id: string | null;
  reply_to_event_planner: boolean;
  send_to_sales_person: boolean;
  send_to_trainer: boolean;
  event_notes: string | null;
  status_update: Json<Omit<TCheckupStatusUpdate, 'lastSent'>>;
  status_update_sent_at: NullableTimestamp;
  notified_at: NullableTimestamp;
  final_notified_at: NullableTimestamp;
  feedback_started_at: NullableTimestamp;
  feedback_closed_at: NullableTimestamp;
  /** The spec's reported date. */
  reported_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  feedback_reminder_at: NullableTimestamp;
};

export type CheckupParticipantTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  checkup_id: string;
  participant_id: string;
  user_account_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  traction_plan_id: string | null;
  is_active: Generated<boolean>;
  initial_notice_at: NullableTimestamp;
  final_notice_at: NullableTimestamp;
  release_notice_at: NullableTimestamp;
  report_viewed_at: NullableTimestamp;
  report_view_count: Generated<number>;
  report_reminder_at: NullableTimestamp;
};

export type CheckupFeedbackRequestTable = Timestamps & {
  id: Generated<string>;
  app_name: string;
  checkup_id: string;
  checkup_participant_id: string;
  partner_email: string;
  partner_first_name: string;
  partner_last_name: string;
  survey_code: string;
  /** pending, answered (SubmitFeedback), cancelled (staff). */
  status: Generated<string>;
  sent_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
  reminder_count: Generated<number>;
  answered_at: NullableTimestamp;
};
