import { z } from 'zod';
import { CHECKUP_DEFAULTS } from '../domain/constants';
import { CheckupStage, CheckupType } from '../domain/enums';
import type { CheckupStep } from '../domain/checkup-stages';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zGuidArray } from './participants';

/**
 * Traction plan checkups (`/api/tractionplancheckup/...`, issue 9): the spec's checkup with its
 * defaults, its participants, the partners' feedback requests and the shapes of the calls.
 * Decisions: docs/decisions.md, "Checkups: stages, transitions and notifications".
 */

/** A calendar day, `YYYY-MM-DD`; day rules read it in the event's time zone. */
const zDay = z.iso.date();
const optionalDay = zDay.nullish().transform((value) => value ?? null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const days = (max: number) => z.number().int().min(0).max(max);

/** The longest setting in days (a year; a checkup cycle is weeks). */
export const CHECKUP_MAX_DAYS = 365;
/** Built-in template of the status-update e-mails when the checkup names none. */
export const CHECKUP_STATUS_UPDATE_TEMPLATE = 'checkup-status-update';
/** Most addresses the status update's `email` may list. */
export const CHECKUP_STATUS_UPDATE_MAX_RECIPIENTS = 20;

/** Extra recipients of the status updates: addresses separated by commas or semicolons. */
export const zCheckupRecipients = z
  .string()
  .max(4000)
  .nullish()
  .transform((text) =>
    (text ?? '')
      .split(/[;,]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(zEmail).max(CHECKUP_STATUS_UPDATE_MAX_RECIPIENTS))
  .transform((emails) => (emails.length > 0 ? [...new Set(emails)].join(', ') : null));

/** The status-update e-mails of a checkup (to the planner and others, on one weekday). */
export const ZCheckupStatusUpdate = z
  .object({
    /** A message template code; null: the built-in `checkup-status-update`. */
    templateId: z
      .string()
      .trim()
      .max(100)
      .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, 'Must be a message template code.')
      .nullish()
      .transform((value) => value ?? null),
    sendToEventPlanner: z.boolean().default(false),
    email: zCheckupRecipients,
    /** First day an update may go out; null: from the day the checkup is saved. */
    startDate: optionalDay,
    frequencyDays: z.number().int().min(1).max(CHECKUP_MAX_DAYS).default(7),
    /** 0 Sunday to 6 Saturday, in the event's time zone. */
    deliveryDayOfWeek: z.number().int().min(0).max(6).default(1),
    /** Last day an update may go out; null: until the checkup is completed. */
    endDate: optionalDay,
  })
  .refine((s) => !s.startDate || !s.endDate || s.endDate >= s.startDate, {
    message: 'The end date must not be before the start date.',
    path: ['endDate'],
  });
export type TCheckupStatusUpdateInput = z.input<typeof ZCheckupStatusUpdate>;
export type TCheckupStatusUpdate = z.output<typeof ZCheckupStatusUpdate> & {
  /** When the last status update went out (answered, never saved). */
  lastSent: string | null;
};

/** POST /api/tractionplancheckup/save. The stage is never saved here: setStage moves it. */
export const ZCheckupSave = z
  .object({
    /** Absent for the event's first checkup (one per event). */
    id: zGuid.nullish().transform((value) => value ?? null),
    eventId: zGuid,
    isActive: z.boolean().default(true),
    isAnonymous: z.boolean().default(false),
    notificationDays: days(CHECKUP_MAX_DAYS).default(CHECKUP_DEFAULTS.notificationDays),
    lastChanceDays: days(CHECKUP_MAX_DAYS).default(CHECKUP_DEFAULTS.lastChanceDays),
    /** First day of feedback; the notices count back from it. */
    startDate: optionalDay,
    /** Last day of feedback; the job closes feedback the day after. */
    endDate: optionalDay,
    feedbackReminderFrequencyDays: z
      .number()
      .int()
      .min(1)
      .max(CHECKUP_MAX_DAYS)
      .default(CHECKUP_DEFAULTS.feedbackReminderFrequencyDays),
    reportReminderDays: z
      .number()
      .int()
      .min(1)
      .max(CHECKUP_MAX_DAYS)
      .default(CHECKUP_DEFAULTS.reportReminderDays),
    previousFeedbackDays: days(3650).default(CHECKUP_DEFAULTS.previousFeedbackDays),
    /** The feedback format version partners answer; null: the default format's. */
    surveyVersion: optionalText(100),
    statusUpdate: ZCheckupStatusUpdate.prefault({}),
    /** Notices to participants and partners reply to the event's planner. */
    replyToEventPlanner: z.boolean().default(false),
    /** Status updates go to the event's sales person (the opportunity owner's address) too. */
    sendToSalesPerson: z.boolean().default(false),
    /** Status updates go to the event's trainers too. */
    sendToTrainer: z.boolean().default(false),
    eventNotes: optionalText(4000),
    checkupType: z.enum(CheckupType).default(CheckupType.TractionPlan),
    surveyReleaseId: zGuid.nullish().transform((value) => value ?? null),
  })
  .refine((c) => c.lastChanceDays <= c.notificationDays, {
    message: 'The last chance notice cannot come before the initial notice.',
    path: ['lastChanceDays'],
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    message: 'The end date must not be before the start date.',
    path: ['endDate'],
  });
export type TCheckupSaveInput = z.input<typeof ZCheckupSave>;
export type TCheckupSave = z.output<typeof ZCheckupSave>;

/** Status of a partner's feedback request. `answered` is set by SubmitFeedback only. */
export const FEEDBACK_REQUEST_STATUSES = ['pending', 'answered', 'cancelled'] as const;
export type TFeedbackRequestStatus = (typeof FEEDBACK_REQUEST_STATUSES)[number];

/** POST updateCheckupFeedbackStatus/{requestId}: staff cancel or reopen a partner's request. */
export const ZCheckupFeedbackStatusUpdate = z.object({
  status: z.enum(['pending', 'cancelled']),
});
export type TCheckupFeedbackStatusUpdate = z.output<typeof ZCheckupFeedbackStatusUpdate>;

/** A partner's feedback request (one per partner and checkup participant). */
export type TFeedbackRequest = {
  id: string;
  checkupId: string;
  checkupParticipantId: string;
  partnerEmail: string;
  partnerFirstName: string;
  partnerLastName: string;
  /** The partner's survey link code: only ever answered to the partner themselves. */
  surveyCode: string | null;
  status: TFeedbackRequestStatus;
  sentUtc: string | null;
  remindedUtc: string | null;
  reminderCount: number;
  answeredUtc: string | null;
};

/** The stage of a checkup as a participant's row shows it (the spec's participant state). */
export type TCheckupStageView = {
  stage: CheckupStage;
  phase: string;
  reportedDate: string | null;
  isActive: boolean;
  isReported: boolean;
  isAwaitingFeedback: boolean;
};

/** A participant of a checkup: an event participant, with their plan and notices. */
export type TCheckupParticipant = {
  id: string;
  checkupId: string;
  eventId: string;
  /** The event's participant row. */
  participantId: string;
  userAccountId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** The plan the partners rate (null: the person has no plan yet). */
  tractionPlanId: string | null;
  isActive: boolean;
  createdUtc: string;
  initialNoticeUtc: string | null;
  finalNoticeUtc: string | null;
  releaseNoticeUtc: string | null;
  reportViewedUtc: string | null;
  reportReminderUtc: string | null;
  stageView: TCheckupStageView;
  counts: { requested: number; answered: number; pending: number };
  /** The partners' requests (to the checkup's managers; empty for others). */
  requests: TFeedbackRequest[];
};

/** What the caller may do with a checkup (the server decides, the screen follows). */
export type TCheckupAbilities = { manage: boolean; delete: boolean };

/** A checkup as the calls answer it. `id` null: the default empty checkup of GetByEventId. */
export type TCheckup = Omit<TCheckupSave, 'id' | 'statusUpdate'> & {
  id: string | null;
  appName: string;
  /** The event's type (catalog item) id. */
  eventType: string | null;
  stage: CheckupStage;
  statusUpdate: TCheckupStatusUpdate;
  reportedDate: string | null;
  notifiedUtc: string | null;
  finalNotifiedUtc: string | null;
  feedbackStartedUtc: string | null;
  feedbackClosedUtc: string | null;
  completedUtc: string | null;
  lastFeedbackReminderUtc: string | null;
  createdUtc: string | null;
  updatedUtc: string | null;
  phase: string;
  nextStep: CheckupStep | null;
  /** Stages setStage accepts now. */
  allowedStages: CheckupStage[];
  isReported: boolean;
  isAwaitingFeedback: boolean;
  abilities: TCheckupAbilities;
  participants: TCheckupParticipant[];
};

/** POST GetByEventIds and GetByIds: the ids (at most 1000). */
export const ZCheckupIdList = zGuidArray;

/** setStage/{checkupId}/{stage}. */
export const ZCheckupStageParam = z.coerce
  .number()
  .int()
  .refine((value) => Object.values(CheckupStage).includes(value as CheckupStage), {
    message: 'Must be a checkup stage from 0 to 6.',
  })
  .transform((value) => value as CheckupStage);

/** A stage moved by setStage or by the job. */
export type TCheckupStageMove = { checkupId: string; from: CheckupStage; to: CheckupStage };

/** ProcessCheckups/{checkupId|all}: what the run did. */
export type TProcessCheckupsResult = {
  checkups: number;
  moves: TCheckupStageMove[];
  notices: number;
};

/** SendFeedbackReminders, SendReportReminders, ProcessTractionPlanCheckupStatusUpdates. */
export type TCheckupSendResult = { sent: number };

/** POST FindParticipantsNotOnActiveCheckup/{eventId}/{checkupType}: optional narrowing. */
export const ZFindParticipantsNotOnActiveCheckup = z
  .object({ emails: z.array(zEmail).max(1000).optional() })
  .prefault({});

/** A participant of the event who could join its checkup. */
export type TCheckupCandidate = {
  participantId: string;
  userAccountId: string | null;
  email: string;
  firstName: string;
  lastName: string;
};

/** A partner's own requests (ByAccountabilityPartnerEmail), with whose plan they rate. */
export type TPartnerFeedbackRequest = TFeedbackRequest & {
  participantFirstName: string;
  participantLastName: string;
  eventId: string;
  stageView: TCheckupStageView;
};

/** A checkup of a person (reports by user account): the spec's participant state `checkups`. */
export type TCheckupReportEntry = {
  id: string;
  checkupId: string;
  eventId: string;
  eventName: string;
  checkupType: CheckupType;
  created: string;
  stageView: TCheckupStageView;
  reportViewedUtc: string | null;
  participant: { firstName: string; lastName: string; email: string; userAccountId: string | null };
};

/** RecordViewBehavior/{checkupParticipantId}. */
export type TCheckupViewRecord = { recorded: boolean; firstViewedUtc: string | null };
