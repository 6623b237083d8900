import { MessageStatus } from '@portal/core';
import { brandOrigin } from '../../shared/request-context';
import { brandHas } from '../webconfig/webconfig.service';
import type { NotificationRun } from '../profile-participant/profile-notifications.service';
import { participantNameOf, queueDescriberMail } from './describer-mail';
import {
  describerMessageStates,
  markReminded,
  reminderCandidates,
  updateDeliveryState,
} from './describer-reminders.store';
import { DAY_MS, surveyStateOf } from './survey.service';

const STATUS_NAMES = Object.fromEntries(Object.entries(MessageStatus).map(([k, v]) => [v, k]));

/**
 * Reminders of unfinished describers (decisions: every `reminder_interval_days` after the
 * invitation or the last reminder, at most `max_reminders`, while the link is open), where the
 * brand has `describerReminders` on.
 */
export async function sendDueReminders(run: NotificationRun): Promise<number> {
  if (!(await brandHas(run, 'describerReminders'))) return 0;
  const rows = await reminderCandidates(run.db, run.brand);
  let sent = 0;
  for (const row of rows) {
    const since = (row.last_reminded_at ?? row.invited_at).getTime();
    if (run.now.getTime() - since < row.reminder_interval_days * DAY_MS) continue;
    const state = surveyStateOf(
      {
        describer: row,
        participantActive: row.participant_active,
        expiryDays: row.survey_expiry_days,
      },
      run.now,
    );
    if (state !== 'open') continue;
    await run.db.transaction().execute(async (trx) => {
      const messageId = await queueDescriberMail(trx, {
        brand: run.brand,
        origin: brandOrigin(run.config, run.brand),
        describer: row,
        participantName: participantNameOf({ first_name: row.p_first, last_name: row.p_last }),
        kind: 'reminder',
      });
      await markReminded(trx, row.id, {
        remindersSent: row.reminders_sent + 1,
        messageId,
        now: run.now,
      });
    });
    sent++;
  }
  return sent;
}

/** Copies the delivery state of each describer's last message from the outbox (msg* fields). */
export async function syncDeliveryStates(run: NotificationRun): Promise<number> {
  const rows = await describerMessageStates(run.db, run.brand);
  for (const row of rows) {
    await updateDeliveryState(run.db, row.id, {
      msg_status: STATUS_NAMES[row.status] ?? String(row.status),
      msg_delivered: row.status === MessageStatus.Complete,
      msg_date_delivered: row.status === MessageStatus.Complete ? row.sent_utc : null,
      msg_event: row.status === MessageStatus.Complete ? 'delivered' : null,
      msg_reason: row.status === MessageStatus.Reject ? row.result_details : null,
    });
  }
  return rows.length;
}
