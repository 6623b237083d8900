import {
  CHECKUP_DEFAULTS,
  CHECKUP_PHASE_LABELS,
  CHECKUP_TRANSITIONS,
  CheckupStage,
  CheckupType,
  ZCheckupStatusUpdate,
  isAwaitingFeedback,
  isReported,
  nextCheckupStep,
  type TCheckup,
  type TCheckupAbilities,
  type TCheckupParticipant,
  type TCheckupStageView,
  type TFeedbackRequest,
  type TFeedbackRequestStatus,
} from '@portal/core';
import type { CheckupParticipantRow, CheckupRow, FeedbackRequestRow } from './checkup.store';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The stage of a checkup as each of its participants' rows shows it. */
export function stageViewOf(checkup: CheckupRow, participantActive = true): TCheckupStageView {
  const facts = {
    stage: checkup.stage,
    isActive: checkup.is_active && participantActive,
    reportedDate: iso(checkup.reported_at),
  };
  return {
    ...facts,
    phase: CHECKUP_PHASE_LABELS[checkup.stage],
    isReported: isReported(facts),
    isAwaitingFeedback: isAwaitingFeedback(facts),
  };
}

export function presentRequest(row: FeedbackRequestRow, showCode: boolean): TFeedbackRequest {
  return {
    id: row.id,
    checkupId: row.checkup_id,
    checkupParticipantId: row.checkup_participant_id,
    partnerEmail: row.partner_email,
    partnerFirstName: row.partner_first_name,
    partnerLastName: row.partner_last_name,
    surveyCode: showCode ? row.survey_code : null,
    status: row.status as TFeedbackRequestStatus,
    sentUtc: iso(row.sent_at),
    remindedUtc: iso(row.reminded_at),
    reminderCount: row.reminder_count,
    answeredUtc: iso(row.answered_at),
  };
}

export function presentParticipant(
  checkup: CheckupRow,
  row: CheckupParticipantRow,
  requests: readonly FeedbackRequestRow[],
  showRequests: boolean,
): TCheckupParticipant {
  const own = requests.filter((r) => r.checkup_participant_id === row.id);
  const count = (status: TFeedbackRequestStatus) => own.filter((r) => r.status === status).length;
  return {
    id: row.id,
    checkupId: row.checkup_id,
    eventId: checkup.event_id,
    participantId: row.participant_id,
    userAccountId: row.user_account_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    tractionPlanId: row.traction_plan_id,
    isActive: row.is_active,
    createdUtc: row.created_at.toISOString(),
    initialNoticeUtc: iso(row.initial_notice_at),
    finalNoticeUtc: iso(row.final_notice_at),
    releaseNoticeUtc: iso(row.release_notice_at),
    reportViewedUtc: iso(row.report_viewed_at),
    reportReminderUtc: iso(row.report_reminder_at),
    stageView: stageViewOf(checkup, row.is_active),
    counts: {
      requested: own.length - count('cancelled'),
      answered: count('answered'),
      pending: count('pending'),
    },
    requests: showRequests ? own.map((r) => presentRequest(r, false)) : [],
  };
}

export function presentCheckup(
  row: CheckupRow,
  event: { eventTypeId: string },
  participants: TCheckupParticipant[],
  abilities: TCheckupAbilities,
): TCheckup {
  const view = stageViewOf(row);
  return {
    id: row.id,
    eventId: row.event_id,
    appName: row.app_name,
    eventType: event.eventTypeId,
    isActive: row.is_active,
    isAnonymous: row.is_anonymous,
    stage: row.stage,
    notificationDays: row.notification_days,
    lastChanceDays: row.last_chance_days,
    startDate: row.start_date,
    endDate: row.end_date,
    feedbackReminderFrequencyDays: row.feedback_reminder_frequency_days,
    reportReminderDays: row.report_reminder_days,
    previousFeedbackDays: row.previous_feedback_days,
    surveyVersion: row.survey_version,
    statusUpdate: { ...row.status_update, lastSent: iso(row.status_update_sent_at) },
    replyToEventPlanner: row.reply_to_event_planner,
    sendToSalesPerson: row.send_to_sales_person,
    sendToTrainer: row.send_to_trainer,
    eventNotes: row.event_notes,
    checkupType: row.checkup_type,
    surveyReleaseId: row.survey_release_id,
    reportedDate: view.reportedDate,
    notifiedUtc: iso(row.notified_at),
    finalNotifiedUtc: iso(row.final_notified_at),
    feedbackStartedUtc: iso(row.feedback_started_at),
    feedbackClosedUtc: iso(row.feedback_closed_at),
    completedUtc: iso(row.completed_at),
    lastFeedbackReminderUtc: iso(row.feedback_reminder_at),
    createdUtc: iso(row.created_at),
    updatedUtc: iso(row.updated_at),
    phase: view.phase,
    nextStep: nextCheckupStep(row.stage),
    allowedStages: [...CHECKUP_TRANSITIONS[row.stage]],
    isReported: view.isReported,
    isAwaitingFeedback: view.isAwaitingFeedback,
    abilities,
    participants,
  };
}

/** The spec's default empty checkup, answered by GetByEventId when the event has none yet. */
export function defaultCheckup(
  brand: string,
  event: { id: string; eventTypeId: string; checkupType: CheckupType | null },
  abilities: TCheckupAbilities,
): TCheckup {
  return {
    id: null,
    eventId: event.id,
    appName: brand,
    eventType: event.eventTypeId,
    isActive: true,
    isAnonymous: false,
    stage: CheckupStage.Inititial,
    ...CHECKUP_DEFAULTS,
    startDate: null,
    endDate: null,
    surveyVersion: null,
    statusUpdate: { ...ZCheckupStatusUpdate.parse({}), lastSent: null },
    replyToEventPlanner: false,
    sendToSalesPerson: false,
    sendToTrainer: false,
    eventNotes: null,
    checkupType: event.checkupType ?? CheckupType.TractionPlan,
    surveyReleaseId: null,
    reportedDate: null,
    notifiedUtc: null,
    finalNotifiedUtc: null,
    feedbackStartedUtc: null,
    feedbackClosedUtc: null,
    completedUtc: null,
    lastFeedbackReminderUtc: null,
    createdUtc: null,
    updatedUtc: null,
    phase: CHECKUP_PHASE_LABELS[CheckupStage.Inititial],
    nextStep: nextCheckupStep(CheckupStage.Inititial),
    allowedStages: [...CHECKUP_TRANSITIONS[CheckupStage.Inititial]],
    isReported: false,
    isAwaitingFeedback: false,
    abilities,
    participants: [],
  };
}
