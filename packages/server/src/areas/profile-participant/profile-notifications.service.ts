import type { Kysely } from 'kysely';
import { formatReleaseDate, MessageStatus, type BrandKey } from '@portal/core';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { PROFILE_TEMPLATE_CODES } from '../../mail/templates/profile-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { participantNameOf, queueDescriberMail } from '../profile-describer/describer-mail';
import { surveyStateOf } from '../profile-describer/survey.service';
import { brandOrigin } from '../../shared/request-context';

const DAY_MS = 86_400_000;
/** Status updates go to a participant at most once a week (unless dates are ignored). */
export const STATUS_UPDATE_INTERVAL_DAYS = 7;

export type NotificationRun = { db: Kysely<Database>; config: Config; brand: BrandKey; now: Date };

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

async function primaryEmailOf(db: Kysely<Database>, userAccountId: string) {
  const account = await db
    .selectFrom('user_account')
    .select(['emails', 'first_name', 'last_name'])
    .where('id', '=', userAccountId)
    .executeTakeFirstOrThrow();
  const email = account.emails.find((e) => e.primary) ?? account.emails[0];
  return { email: email?.address ?? null, firstName: account.first_name ?? '' };
}

/** 'Your report is ready' to each participant whose report was released and not yet told. */
export async function notifyReleasedReports(run: NotificationRun): Promise<number> {
  const reports = await run.db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .select(['r.id', 'r.report_code', 'r.released_at', 'p.user_account_id'])
    .where('r.app_name', '=', run.brand)
    .where('r.is_released', '=', true)
    .where('r.release_notified_at', 'is', null)
    .execute();
  const origin = brandOrigin(run.config, run.brand);
  for (const report of reports) {
    const person = await primaryEmailOf(run.db, report.user_account_id);
    await run.db.transaction().execute(async (trx) => {
      if (person.email) {
        await queueTemplateMessage(trx, run.brand, PROFILE_TEMPLATE_CODES.reportReleased, {
          to: person.email,
          origin,
          userAccountId: report.user_account_id,
          data: {
            firstName: person.firstName || person.email,
            releasedOn: formatReleaseDate(report.released_at ?? run.now),
            link: `${origin}/report/${report.report_code}`,
          },
          comment: '360 report released',
          entityType: 'ProfileReport',
          entityId: report.id,
        });
      }
      await trx
        .updateTable('profile_report')
        .set({ release_notified_at: run.now })
        .where('id', '=', report.id)
        .execute();
    });
  }
  return reports.length;
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

/** Weekly progress e-mails to active participants still waiting for describers. */
export async function sendStatusUpdates(run: NotificationRun, ignoreDateRestrictions: boolean) {
  const participants = await run.db
    .selectFrom('profile_participant')
    .selectAll()
    .where('app_name', '=', run.brand)
    .where('is_active', '=', true)
    .execute();
  const origin = brandOrigin(run.config, run.brand);
  let sent = 0;
  for (const participant of participants) {
    const last = participant.status_update_sent_at?.getTime();
    if (
      !ignoreDateRestrictions &&
      last &&
      run.now.getTime() - last < STATUS_UPDATE_INTERVAL_DAYS * DAY_MS
    )
      continue;
    const describers = await run.db
      .selectFrom('profile_describer')
      .select(['is_complete'])
      .where('participant_id', '=', participant.id)
      .where('relationship', '!=', 'self')
      .where('is_active', '=', true)
      .execute();
    const complete = describers.filter((d) => d.is_complete).length;
    if (describers.length === 0 || complete === describers.length) continue;
    const person = await primaryEmailOf(run.db, participant.user_account_id);
    if (!person.email) continue;
    await run.db.transaction().execute(async (trx) => {
      await queueTemplateMessage(trx, run.brand, PROFILE_TEMPLATE_CODES.statusUpdate, {
        to: person.email!,
        origin,
        userAccountId: participant.user_account_id,
        data: {
          firstName: person.firstName || person.email!,
          describersComplete: String(complete),
          describerCount: String(describers.length),
          link: `${origin}/start-my-360`,
        },
        comment: '360 status update',
        entityType: 'ProfileParticipant',
        entityId: participant.id,
      });
      await trx
        .updateTable('profile_participant')
        .set({ status_update_sent_at: run.now })
        .where('id', '=', participant.id)
        .execute();
    });
    sent++;
  }
  return { sent };
}
