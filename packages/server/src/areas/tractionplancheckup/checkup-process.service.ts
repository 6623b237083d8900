import type { FastifyBaseLogger } from 'fastify';
import {
  CheckupStage,
  localDateIn,
  checkupStepsToTake,
  dueCheckupStage,
  isAwaitingFeedback,
  type TProcessCheckupsResult,
} from '@portal/core';
import { HttpError } from '../../http/errors';
import { brandHas } from '../webconfig/webconfig.service';
import { checkupEventsByIds, type CheckupEvent } from './checkup-events';
import {
  remindPartners,
  remindReports,
  requestFeedback,
  type CheckupRun,
} from './checkup-notices.service';
import { takeStep } from './checkup-stage.service';
import { sendStatusUpdate } from './checkup-status.service';
import { listOpenCheckups, type CheckupRow } from './checkup.store';

/** A run over a brand's checkups: the job's (every brand in turn) or an admin's. */
export type ProcessRun = CheckupRun & { log: FastifyBaseLogger };

/** The active checkups of the brand not completed yet (or the one asked for). */
async function openCheckups(run: ProcessRun, only: string | null) {
  const rows = await listOpenCheckups(run.db, run.brand, only);
  return {
    rows,
    events: await checkupEventsByIds(
      run.db,
      run.brand,
      rows.map((r) => r.event_id),
    ),
  };
}

/**
 * Runs `work` for each open checkup in its own transaction: one failing checkup is logged and
 * the others go on; a checkup another run moved meanwhile is simply passed (409).
 */
async function eachCheckup(
  run: ProcessRun,
  only: string | null,
  work: (run: CheckupRun, checkup: CheckupRow, event: CheckupEvent) => Promise<void>,
): Promise<number> {
  const { rows, events } = await openCheckups(run, only);
  for (const checkup of rows) {
    const event = events.get(checkup.event_id);
    if (!event) continue;
    try {
      await run.db.transaction().execute((trx) => work({ ...run, db: trx }, checkup, event));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) continue;
      run.log.error({ err: error, checkupId: checkup.id }, 'checkup processing failed');
    }
  }
  return rows.length;
}

/**
 * ProcessCheckups: moves each checkup to the stage its days call for (the day rule of core),
 * then sends the feedback and report reminders that are due (where the brand has
 * `checkupReminders` on).
 */
export async function processCheckups(
  run: ProcessRun,
  only: string | null = null,
): Promise<TProcessCheckupsResult> {
  const result: TProcessCheckupsResult = { checkups: 0, moves: [], notices: 0 };
  const reminders = await brandHas(run, 'checkupReminders');
  result.checkups = await eachCheckup(run, only, async (trx, checkup, event) => {
    const today = localDateIn(trx.now, event.timeZone);
    const started = checkup.feedback_started_at;
    const due = dueCheckupStage(
      {
        stage: checkup.stage,
        startDate: checkup.start_date,
        endDate: checkup.end_date,
        notificationDays: checkup.notification_days,
        lastChanceDays: checkup.last_chance_days,
        feedbackStartedOn: started ? localDateIn(started, event.timeZone) : null,
      },
      today,
    );
    let current = checkup;
    for (const step of checkupStepsToTake(checkup.stage, due)) {
      const change = await takeStep(trx, current, event, step.stage, step.notify);
      current = change.checkup;
      result.moves.push(change.move);
      result.notices += change.notices;
    }
    if (!reminders) return;
    if (isAwaitingFeedback({ ...current, isActive: current.is_active, reportedDate: null })) {
      result.notices += await remindPartners(trx, current, event, {
        everyDays: current.feedback_reminder_frequency_days,
        fromLastReminderOnly: false,
      });
    }
    if (current.stage === CheckupStage.Reported) {
      result.notices += await remindReports(trx, current, event, {
        everyDays: current.report_reminder_days,
        fromLastReminderOnly: false,
      });
    }
  });
  return result;
}

/**
 * ProcessTractionPlanCheckupStatusUpdates: the status updates due today, where the brand has
 * `checkupStatusUpdates` on.
 */
export async function processStatusUpdates(
  run: ProcessRun,
  only: string | null = null,
): Promise<number> {
  if (!(await brandHas(run, 'checkupStatusUpdates'))) return 0;
  let sent = 0;
  await eachCheckup(run, only, async (trx, checkup, event) => {
    sent += await sendStatusUpdate(trx, checkup, event);
  });
  return sent;
}

/**
 * SeedGlobalShortCodes: gives the partners added to plans while their checkup awaits feedback
 * their request and survey code (the requests made when feedback started are kept).
 */
export async function seedMissingRequests(run: ProcessRun): Promise<number> {
  let sent = 0;
  await eachCheckup(run, null, async (trx, checkup, event) => {
    if (checkup.stage === CheckupStage.Feedback) sent += await requestFeedback(trx, checkup, event);
  });
  return sent;
}
