import type { Kysely, Updateable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, ProfileDescriberTable } from '../../db/schema';

/**
 * The describers of the brand who may be reminded: not finished, declined or removed, of an
 * active participant, with reminders left; with their configuration's intervals and the
 * participant's name.
 */
export function reminderCandidates(db: Kysely<Database>, brand: BrandKey) {
  return db
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
    .where('d.app_name', '=', brand)
    .where('d.relationship', '!=', 'self')
    .where('d.is_complete', '=', false)
    .where('d.is_declined', '=', false)
    .where('d.is_active', '=', true)
    .where('p.is_active', '=', true)
    .whereRef('d.reminders_sent', '<', 'c.max_reminders')
    .execute();
}

export async function markReminded(
  db: Kysely<Database>,
  id: string,
  reminder: { remindersSent: number; messageId: string; now: Date },
): Promise<void> {
  await db
    .updateTable('profile_describer')
    .set({
      reminders_sent: reminder.remindersSent,
      last_reminded_at: reminder.now,
      message_id: reminder.messageId,
      updated_at: reminder.now,
    })
    .where('id', '=', id)
    .execute();
}

/** The outbox state of each describer's last message in the brand. */
export function describerMessageStates(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('profile_describer as d')
    .innerJoin('message as m', 'm.id', 'd.message_id')
    .select(['d.id', 'm.status', 'm.sent_utc', 'm.result_details'])
    .where('d.app_name', '=', brand)
    .execute();
}

export async function updateDeliveryState(
  db: Kysely<Database>,
  id: string,
  state: Pick<
    Updateable<ProfileDescriberTable>,
    'msg_status' | 'msg_delivered' | 'msg_date_delivered' | 'msg_event' | 'msg_reason'
  >,
): Promise<void> {
  await db.updateTable('profile_describer').set(state).where('id', '=', id).execute();
}
