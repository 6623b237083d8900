import {
  CHECKUP_PHASE_LABELS,
  CheckupStage,
  localDateIn,
  dayOfWeekOf,
  isReminderDue,
} from '@portal/core';
import { CHECKUP_TEMPLATE_CODES } from '../../mail/templates/checkup-templates';
import { findTemplate, queueTemplateMessage } from '../../mail/templates/template-mail';
import type { CheckupEvent } from './checkup-events';
import { ENTITY_TYPE, type CheckupRun } from './checkup-notices.service';
import { claimStatusUpdate, countCheckupProgress } from './checkup-notices.store';
import type { CheckupRow } from './checkup.store';

/**
 * The status-update e-mails: on the chosen weekday (in the event's zone), between the first and
 * last day, at most every `frequencyDays` days, to the planner and the other chosen recipients.
 */
export function statusUpdateDue(checkup: CheckupRow, event: CheckupEvent, now: Date): boolean {
  const settings = checkup.status_update;
  const today = localDateIn(now, event.timeZone);
  const firstDay = settings.startDate ?? localDateIn(checkup.created_at, event.timeZone);
  const lastSent = checkup.status_update_sent_at;
  return (
    checkup.is_active &&
    checkup.stage < CheckupStage.Completed &&
    dayOfWeekOf(today) === settings.deliveryDayOfWeek &&
    today >= firstDay &&
    (!settings.endDate || today <= settings.endDate) &&
    isReminderDue(lastSent && localDateIn(lastSent, event.timeZone), today, settings.frequencyDays)
  );
}

export function statusUpdateRecipients(checkup: CheckupRow, event: CheckupEvent): string[] {
  const settings = checkup.status_update;
  const list = [
    settings.sendToEventPlanner ? event.plannerEmail : null,
    ...(settings.email ? settings.email.split(', ') : []),
    ...(checkup.send_to_trainer ? event.trainerEmails : []),
    checkup.send_to_sales_person ? event.salesPersonEmail : null,
  ];
  return [...new Set(list.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
}

async function statusCounts(run: CheckupRun, checkupId: string) {
  const { requests: rows, participants } = await countCheckupProgress(run.db, checkupId);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    participants,
    requested: of('pending') + of('answered'),
    answered: of('answered'),
    pending: of('pending'),
  };
}

/** Sends the checkup's status update when due; answers the e-mails queued. */
export async function sendStatusUpdate(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
): Promise<number> {
  if (!statusUpdateDue(checkup, event, run.now)) return 0;
  const recipients = statusUpdateRecipients(checkup, event);
  if (recipients.length === 0) return 0;
  if (!(await claimStatusUpdate(run.db, checkup.id, checkup.status_update_sent_at, run.now))) {
    return 0;
  }
  // A template code the brand does not have falls back to the built-in one: a typo never
  // silences the updates.
  const chosen = checkup.status_update.templateId;
  const code =
    chosen && (await findTemplate(run.db, run.brand, chosen))
      ? chosen
      : CHECKUP_TEMPLATE_CODES.statusUpdate;
  const data = {
    eventName: event.name,
    phase: CHECKUP_PHASE_LABELS[checkup.stage],
    ...(await statusCounts(run, checkup.id)),
    link: `${run.origin}/event/view/${event.id}`,
  };
  for (const to of recipients) {
    await queueTemplateMessage(run.db, run.brand, code, {
      origin: run.origin,
      to,
      entityId: checkup.id,
      entityType: ENTITY_TYPE,
      data,
    });
  }
  return recipients.length;
}
