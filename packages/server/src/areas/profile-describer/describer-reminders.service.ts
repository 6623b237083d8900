import { MessageStatus } from '@portal/core';
import { brandOrigin } from '../../shared/request-context';
import type { NotificationRun } from '../profile-participant/profile-notifications.service';
import { participantNameOf, queueDescriberMail } from './describer-mail';
import { DAY_MS, surveyStateOf } from './survey.service';

const STATUS_NAMES = Object.fromEntries(Object.entries(MessageStatus).map(([k, v]) => [v, k]));

/**
 * Reminders of unfinished describers (decisions: every `reminder_interval_days` after the
 * invitation or the last reminder, at most `max_reminders`, while the link is open).
 */
export async function sendDueReminders(run: NotificationRun): Promise<number> {
  const rows = await run.db
    .selectFrom('profile_describer as d')
    .innerJoin('profile_participant as p', 'p.id', 'd.participant_id')
    .innerJoin('profile_config as c', 'c.id', 'p.profile_config_id')
    .innerJoin('user_account as a', 'a.id', 'p.user_account_id')
    .selectAll('d')
    .select([
      'c.reminder_interval_days',
      'c.max_reminders',
      'c.survey_expiry_days',
      'p.is_active as participant_active',
      'a.first_name as p_first',
      'a.last_name as p_last',
    ])
    .where('d.app_name', '=', run.brand)
    .where('d.relationship', '!=', 'self')
    .where('d.is_complete', '=', false)
    .where('d.is_declined', '=', false)
    .where('d.is_active', '=', true)
    .where('p.is_active', '=', true)
    .whereRef('d.reminders_sent', '<', 'c.max_reminders')
    .execute();
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
      await trx
        .updateTable('profile_describer')
        .set({
          reminders_sent: row.reminders_sent + 1,
          last_reminded_at: run.now,
          message_id: messageId,
          updated_at: run.now,
        })
        .where('id', '=', row.id)
        .execute();
    });
    sent++;
  }
  return sent;
}

/** Copies the delivery state of each describer's last message from the outbox (msg* fields). */
export async function syncDeliveryStates(run: NotificationRun): Promise<number> {
  const rows = await run.db
    .selectFrom('profile_describer as d')
    .innerJoin('message as m', 'm.id', 'd.message_id')
    .select(['d.id', 'm.status', 'm.sent_utc', 'm.result_details'])
    .where('d.app_name', '=', run.brand)
    .execute();
  for (const row of rows) {
    await run.db
      .updateTable('profile_describer')
      .set({
        msg_status: STATUS_NAMES[row.status] ?? String(row.status),
        msg_delivered: row.status === MessageStatus.Complete,
        msg_date_delivered: row.status === MessageStatus.Complete ? row.sent_utc : null,
        msg_event: row.status === MessageStatus.Complete ? 'delivered' : null,
        msg_reason: row.status === MessageStatus.Reject ? row.result_details : null,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
