import type { ErrorText } from '../i18n/error-text';
import { CheckupStage } from './enums';

/**
 * The checkup's stage machine (issue 9), shared by the server and the web app. The spec gives
 * the stages, the steps in order and the phase labels but not the allowed moves; the choice is
 * in docs/decisions.md, "Checkups: stages, transitions and notifications".
 */

/** The stages in their order (the spec's names, including `Inititial`). */
export const CHECKUP_STAGES: readonly CheckupStage[] = [
  CheckupStage.Inititial,
  CheckupStage.Notify,
  CheckupStage.FinalNotification,
  CheckupStage.Feedback,
  CheckupStage.FeedbackClosed,
  CheckupStage.Reported,
  CheckupStage.Completed,
];

export const isCheckupStage = (value: number): value is CheckupStage =>
  (CHECKUP_STAGES as readonly number[]).includes(value);

/** The spec's phase labels. A completed checkup is still in the reported phase. */
export const CHECKUP_PHASE_LABELS: Readonly<Record<CheckupStage, string>> = {
  [CheckupStage.Inititial]: 'initial',
  [CheckupStage.Notify]: 'initial notification',
  [CheckupStage.FinalNotification]: 'final notification',
  [CheckupStage.Feedback]: 'feedback',
  [CheckupStage.FeedbackClosed]: 'review',
  [CheckupStage.Reported]: 'reported',
  [CheckupStage.Completed]: 'reported',
};

/** A step of the cycle: the stage it leads to and its label. */
export type CheckupStep = {
  key:
    | 'sendInitialNotification'
    | 'sendFinalNotification'
    | 'startFeedback'
    | 'closeFeedback'
    | 'releaseReports'
    | 'setCompleted';
  label: string;
  to: CheckupStage;
};

/** The spec's steps, in order; each moves the checkup one stage on. */
export const CHECKUP_STEPS: readonly CheckupStep[] = [
  { key: 'sendInitialNotification', label: 'send initial notification', to: CheckupStage.Notify },
  {
    key: 'sendFinalNotification',
    label: 'send final notification',
    to: CheckupStage.FinalNotification,
  },
  { key: 'startFeedback', label: 'start feedback', to: CheckupStage.Feedback },
  { key: 'closeFeedback', label: 'close feedback', to: CheckupStage.FeedbackClosed },
  { key: 'releaseReports', label: 'release reports', to: CheckupStage.Reported },
  { key: 'setCompleted', label: 'set checkup completed', to: CheckupStage.Completed },
];

/** The step that follows the stage (none after Completed). */
export function nextCheckupStep(stage: CheckupStage): CheckupStep | null {
  return CHECKUP_STEPS.find((step) => step.to === stage + 1) ?? null;
}

/**
 * The allowed moves: one step forward, and back from review to feedback (partners who were late
 * get more time before the reports are released). Nothing moves back once reports are released:
 * participants have been told.
 */
export const CHECKUP_TRANSITIONS: Readonly<Record<CheckupStage, readonly CheckupStage[]>> = {
  [CheckupStage.Inititial]: [CheckupStage.Notify],
  [CheckupStage.Notify]: [CheckupStage.FinalNotification],
  [CheckupStage.FinalNotification]: [CheckupStage.Feedback],
  [CheckupStage.Feedback]: [CheckupStage.FeedbackClosed],
  [CheckupStage.FeedbackClosed]: [CheckupStage.Reported, CheckupStage.Feedback],
  [CheckupStage.Reported]: [CheckupStage.Completed],
  [CheckupStage.Completed]: [],
};

export const canMoveCheckupStage = (from: CheckupStage, to: CheckupStage) =>
  CHECKUP_TRANSITIONS[from].includes(to);

/** Why the move is refused, or null when it is allowed. */
export function checkupTransitionError(from: CheckupStage, to: CheckupStage): ErrorText | null {
  if (canMoveCheckupStage(from, to)) return null;
  if (from === to) return 'errors.checkup.stageAlready';
  const next = nextCheckupStep(from);
  if (!next) return 'errors.checkup.stageCompleted';
  return {
    key: 'errors.checkup.stageNotNext',
    values: { next: { text: `checkup.stages.step.${next.key}` } },
  };
}

/** The facts of a checkup the two spec predicates read. */
export type CheckupStageFacts = {
  stage: CheckupStage;
  isActive: boolean;
  reportedDate: string | Date | null;
};

/** The spec: reported means stage Reported or later with a reported date. */
export const isReported = (checkup: CheckupStageFacts) =>
  checkup.stage >= CheckupStage.Reported && checkup.reportedDate !== null;

/** The spec: stage Feedback with the active flag means awaiting feedback. */
export const isAwaitingFeedback = (checkup: CheckupStageFacts) =>
  checkup.stage === CheckupStage.Feedback && checkup.isActive;

/** A calendar day as `YYYY-MM-DD`, `days` later (or earlier when negative). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (`YYYY-MM-DD`). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day of the week (0 Sunday to 6) of a calendar day. */
export const dayOfWeekOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** What the job's day rule reads of a checkup; days are calendar days in the event's zone. */
export type CheckupSchedule = {
  stage: CheckupStage;
  /** The first day of feedback. Without it the job moves nothing. */
  startDate: string | null;
  /** The last day of feedback; feedback closes the day after. Without it, only by hand. */
  endDate: string | null;
  notificationDays: number;
  lastChanceDays: number;
  /** The day feedback was (last) started, when it was. */
  feedbackStartedOn: string | null;
};

/**
 * The stage the job moves a checkup to on `today` (never back, never past FeedbackClosed:
 * releasing reports is a person's decision after the review). The initial notice is due
 * `notificationDays` before the start, the final one `lastChanceDays` before, feedback opens on
 * the start day and closes after the end day, but only once it has been open a full day.
 */
export function dueCheckupStage(schedule: CheckupSchedule, today: string): CheckupStage {
  const { stage, startDate, endDate } = schedule;
  if (!startDate || stage >= CheckupStage.FeedbackClosed) return stage;
  let due: CheckupStage = CheckupStage.Inititial;
  if (today >= addCalendarDays(startDate, -schedule.notificationDays)) due = CheckupStage.Notify;
  if (today >= addCalendarDays(startDate, -schedule.lastChanceDays)) {
    due = CheckupStage.FinalNotification;
  }
  if (today >= startDate) due = CheckupStage.Feedback;
  const openSince = stage === CheckupStage.Feedback ? schedule.feedbackStartedOn : null;
  if (endDate && today > endDate && openSince !== null && openSince < today) {
    due = CheckupStage.FeedbackClosed;
  }
  return due > stage ? due : stage;
}

/**
 * The steps the job takes from `from` to `to`, and whether each sends its notices: a notice
 * whose moment passed while a later step was also due is skipped (nobody gets the initial and
 * the last-chance notice on the same day); feedback requests are always sent.
 */
export function checkupStepsToTake(
  from: CheckupStage,
  to: CheckupStage,
): Array<{ stage: CheckupStage; notify: boolean }> {
  const steps: Array<{ stage: CheckupStage; notify: boolean }> = [];
  for (let stage = from + 1; stage <= to; stage++) {
    if (!isCheckupStage(stage)) break;
    steps.push({ stage, notify: stage === to || stage === CheckupStage.Feedback });
  }
  return steps;
}

/** Due when nothing was sent yet or the last send is at least `everyDays` days old. */
export function isReminderDue(lastSentOn: string | null, today: string, everyDays: number) {
  return lastSentOn === null || calendarDaysBetween(lastSentOn, today) >= everyDays;
}
