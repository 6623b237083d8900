import {
  BRAND_KEYS,
  CheckupStage,
  isAwaitingFeedback,
  satisfies,
  type TCheckupSendResult,
  type TProcessCheckupsResult,
} from '@portal/core';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { EventContext } from '../event/event-context';
import { brandOrigin } from '../../shared/request-context';
import { remindPartners, remindReports, type ReminderPace } from './checkup-notices.service';
import {
  processCheckups,
  processStatusUpdates,
  seedMissingRequests,
  type ProcessRun,
} from './checkup-process.service';
import { requireManagedCheckup, runOf } from './checkup.service';

export const NOT_AWAITING_FEEDBACK = 'errors.checkup.notAwaitingFeedback';
export const NOT_REPORTED = 'errors.checkup.notReported';

/**
 * Reminders sent by hand go to everyone waiting, except those already reminded today (the job
 * keeps the checkup's own frequency): see docs/decisions.md.
 */
const BY_HAND: ReminderPace = { everyDays: 1, fromLastReminderOnly: true };

const processRunOf = (ctx: EventContext): ProcessRun => ({ ...runOf(ctx), log: ctx.log });

/** SendFeedbackReminders/{checkupId}: reminds the partners who have not answered. */
export async function sendFeedbackReminders(
  ctx: EventContext,
  id: string,
): Promise<TCheckupSendResult> {
  const { row, event } = await requireManagedCheckup(ctx, id);
  const facts = { stage: row.stage, isActive: row.is_active, reportedDate: null };
  if (!isAwaitingFeedback(facts)) throw new HttpError(409, NOT_AWAITING_FEEDBACK);
  const sent = await ctx.db
    .transaction()
    .execute((trx) => remindPartners({ ...runOf(ctx), db: trx }, row, event, BY_HAND));
  return { sent };
}

/** SendReportReminders/{checkupId}: reminds the participants who have not opened their report. */
export async function sendReportReminders(
  ctx: EventContext,
  id: string,
): Promise<TCheckupSendResult> {
  const { row, event } = await requireManagedCheckup(ctx, id);
  if (row.stage !== CheckupStage.Reported) throw new HttpError(409, NOT_REPORTED);
  const sent = await ctx.db
    .transaction()
    .execute((trx) => remindReports({ ...runOf(ctx), db: trx }, row, event, BY_HAND));
  return { sent };
}

/** One checkup its managers run, or every checkup of the brand for event admins. */
async function scopeOf(ctx: EventContext, target: string): Promise<string | null> {
  if (target !== 'all') return (await requireManagedCheckup(ctx, target)).row.id;
  if (!satisfies(ctx.actor.session, 'eventAdmin')) throw new HttpError(403, NOT_AUTHORIZED);
  return null;
}

/** ProcessCheckups/{checkupId|all}: what the daily job does, now. */
export async function processNow(
  ctx: EventContext,
  target: string,
): Promise<TProcessCheckupsResult> {
  return processCheckups(processRunOf(ctx), await scopeOf(ctx, target));
}

/** ProcessTractionPlanCheckupStatusUpdates/{checkupId|all}: the status updates due today. */
export async function statusUpdatesNow(
  ctx: EventContext,
  target: string,
): Promise<TCheckupSendResult> {
  return { sent: await processStatusUpdates(processRunOf(ctx), await scopeOf(ctx, target)) };
}

/** SeedGlobalShortCodes: every brand's missing feedback requests (developers). */
export async function seedGlobalShortCodes(
  ctx: EventContext,
  config: Config,
): Promise<TCheckupSendResult> {
  let sent = 0;
  for (const brand of BRAND_KEYS) {
    const run = { ...processRunOf(ctx), brand, origin: brandOrigin(config, brand) };
    sent += await seedMissingRequests(run);
  }
  return { sent };
}
