import { describe, expect, it } from 'vitest';
import {
  CHECKUP_PHASE_LABELS,
  CHECKUP_STEPS,
  addCalendarDays,
  canMoveCheckupStage,
  checkupStepsToTake,
  checkupTransitionError,
  dayOfWeekOf,
  dueCheckupStage,
  isAwaitingFeedback,
  isReminderDue,
  isReported,
  nextCheckupStep,
  type CheckupSchedule,
} from './checkup-stages';
import { CheckupStage } from './enums';

const S = CheckupStage;

describe('checkup stages', () => {
  it('keeps the spec steps in order, each one stage on', () => {
    expect(CHECKUP_STEPS.map((s) => [s.label, s.to])).toEqual([
      ['send initial notification', S.Notify],
      ['send final notification', S.FinalNotification],
      ['start feedback', S.Feedback],
      ['close feedback', S.FeedbackClosed],
      ['release reports', S.Reported],
      ['set checkup completed', S.Completed],
    ]);
    expect(nextCheckupStep(S.FeedbackClosed)?.key).toBe('releaseReports');
    expect(nextCheckupStep(S.Completed)).toBeNull();
  });

  it('labels the phases as the spec does', () => {
    expect(Object.values(CHECKUP_PHASE_LABELS)).toEqual([
      'initial',
      'initial notification',
      'final notification',
      'feedback',
      'review',
      'reported',
      'reported',
    ]);
  });

  it('allows one step forward and reopening feedback from review, nothing else', () => {
    const allowed: Array<[CheckupStage, CheckupStage]> = [];
    for (let from = 0; from <= 6; from++) {
      for (let to = 0; to <= 6; to++) {
        if (canMoveCheckupStage(from as CheckupStage, to as CheckupStage))
          allowed.push([from, to] as [CheckupStage, CheckupStage]);
      }
    }
    expect(allowed).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 3],
      [4, 5],
      [5, 6],
    ]);
  });

  it('explains a refused move', () => {
    expect(checkupTransitionError(S.Inititial, S.Feedback)).toEqual({
      key: 'errors.checkup.stageNotNext',
      values: { next: { text: 'checkup.stages.step.sendInitialNotification' } },
    });
    expect(checkupTransitionError(S.Reported, S.Feedback)).toEqual({
      key: 'errors.checkup.stageNotNext',
      values: { next: { text: 'checkup.stages.step.setCompleted' } },
    });
    expect(checkupTransitionError(S.Feedback, S.Feedback)).toBe('errors.checkup.stageAlready');
    expect(checkupTransitionError(S.Completed, S.Reported)).toBe('errors.checkup.stageCompleted');
    expect(checkupTransitionError(S.FeedbackClosed, S.Feedback)).toBeNull();
  });

  it('counts as reported only from Reported on with a reported date', () => {
    const at = (stage: CheckupStage, reportedDate: string | null) => ({
      stage,
      isActive: true,
      reportedDate,
    });
    expect(isReported(at(S.Reported, '2026-01-01'))).toBe(true);
    expect(isReported(at(S.Completed, '2026-01-01'))).toBe(true);
    expect(isReported(at(S.Reported, null))).toBe(false);
    expect(isReported(at(S.FeedbackClosed, '2026-01-01'))).toBe(false);
  });

  it('awaits feedback only in Feedback while active', () => {
    expect(isAwaitingFeedback({ stage: S.Feedback, isActive: true, reportedDate: null })).toBe(
      true,
    );
    expect(isAwaitingFeedback({ stage: S.Feedback, isActive: false, reportedDate: null })).toBe(
      false,
    );
    expect(
      isAwaitingFeedback({ stage: S.FeedbackClosed, isActive: true, reportedDate: null }),
    ).toBe(false);
  });
});

describe('the job day rule', () => {
  const schedule = (over: Partial<CheckupSchedule> = {}): CheckupSchedule => ({
    stage: S.Inititial,
    startDate: '2026-03-10',
    endDate: '2026-03-20',
    notificationDays: 7,
    lastChanceDays: 3,
    feedbackStartedOn: null,
    ...over,
  });

  it('moves nothing without a start date', () => {
    expect(dueCheckupStage(schedule({ startDate: null }), '2030-01-01')).toBe(S.Inititial);
  });

  it('notifies notificationDays before, then lastChanceDays before, then opens feedback', () => {
    expect(dueCheckupStage(schedule(), '2026-03-02')).toBe(S.Inititial);
    expect(dueCheckupStage(schedule(), '2026-03-03')).toBe(S.Notify);
    expect(dueCheckupStage(schedule(), '2026-03-06')).toBe(S.Notify);
    expect(dueCheckupStage(schedule(), '2026-03-07')).toBe(S.FinalNotification);
    expect(dueCheckupStage(schedule(), '2026-03-10')).toBe(S.Feedback);
  });

  it('closes feedback the day after the end day, once it was open a full day', () => {
    const open = schedule({ stage: S.Feedback, feedbackStartedOn: '2026-03-10' });
    expect(dueCheckupStage(open, '2026-03-20')).toBe(S.Feedback);
    expect(dueCheckupStage(open, '2026-03-21')).toBe(S.FeedbackClosed);
    const late = schedule({ stage: S.Feedback, feedbackStartedOn: '2026-03-25' });
    expect(dueCheckupStage(late, '2026-03-25')).toBe(S.Feedback);
    expect(dueCheckupStage(schedule(), '2026-03-25')).toBe(S.Feedback);
    expect(
      dueCheckupStage(
        schedule({ stage: S.Feedback, endDate: null, feedbackStartedOn: '2026-03-10' }),
        '2027-01-01',
      ),
    ).toBe(S.Feedback);
  });

  it('never moves back nor releases reports', () => {
    expect(dueCheckupStage(schedule({ stage: S.FeedbackClosed }), '2026-03-01')).toBe(
      S.FeedbackClosed,
    );
    expect(
      dueCheckupStage(
        schedule({ stage: S.Feedback, feedbackStartedOn: '2026-03-01' }),
        '2026-03-02',
      ),
    ).toBe(S.Feedback);
  });

  it('sends only the latest notice when several steps are due, and always the requests', () => {
    expect(checkupStepsToTake(S.Inititial, S.FinalNotification)).toEqual([
      { stage: S.Notify, notify: false },
      { stage: S.FinalNotification, notify: true },
    ]);
    expect(checkupStepsToTake(S.Inititial, S.Feedback).filter((s) => s.notify)).toEqual([
      { stage: S.Feedback, notify: true },
    ]);
    expect(checkupStepsToTake(S.Feedback, S.Feedback)).toEqual([]);
  });

  it('counts calendar days', () => {
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOfWeekOf('2026-11-23')).toBe(1);
    expect(isReminderDue(null, '2026-03-10', 2)).toBe(true);
    expect(isReminderDue('2026-03-09', '2026-03-10', 2)).toBe(false);
    expect(isReminderDue('2026-03-08', '2026-03-10', 2)).toBe(true);
  });
});
