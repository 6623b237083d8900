import type { Kysely } from 'kysely';
import { MessageType, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { findTemplate, queueTemplateMessage } from '../../mail/templates/template-mail';
import type { MessageAttachment } from '../../mail/outbox';
import { claimNotification } from './event-notifications.store';
import type { ParticipantRow } from './event-participants.store';
import type { EventRow } from './event.store';

/**
 * What every event notification shares: one run of a brand, the record of what was sent
 * (`event_notification`, unique per event, recipient and kind) and the queueing of the message
 * in the same transaction as its record, so a message goes once even when two runs meet.
 */
export type EventRun = {
  db: Kysely<Database>;
  brand: BrandKey;
  now: Date;
  /** Scheme, host and port of the brand's site, for links. */
  origin: string;
};

/** One message of an event notification. */
export type EventNotice = {
  event: EventRow;
  recipientKey: string;
  kind: string;
  template: string;
  to: string;
  data: Record<string, unknown>;
  userAccountId?: string | null;
  participantId?: string;
  messageType?: MessageType;
  attachments?: MessageAttachment[];
};

/** Claims and queues one notice in one transaction; false when it had been sent already. */
export async function sendOnce(run: EventRun, notice: EventNotice): Promise<boolean> {
  return run.db.transaction().execute(async (trx) => {
    if (!(await claimNotification(trx, notice.event.id, notice.recipientKey, notice.kind, run.now)))
      return false;
    await queueTemplateMessage(trx, run.brand, notice.template, {
      to: notice.to,
      data: notice.data,
      origin: run.origin,
      entityType: notice.participantId ? 'Participant' : 'TrainingEvent',
      entityId: notice.participantId ?? notice.event.id,
      ...(notice.participantId ? { entityId2: notice.event.id, entityType2: 'TrainingEvent' } : {}),
      ...(notice.userAccountId ? { userAccountId: notice.userAccountId } : {}),
      ...(notice.messageType ? { messageType: notice.messageType } : {}),
      ...(notice.attachments ? { attachments: notice.attachments } : {}),
      comment: `Event notification: ${notice.kind}`,
    });
    return true;
  });
}

/** The participant's mobile number when they take text messages, else null. */
export function textableMobile(p: ParticipantRow): string | null {
  const d = p.details as Record<string, unknown>;
  const mobile = typeof d['mobile'] === 'string' ? d['mobile'].trim() : '';
  return d['smsNotifications'] !== false && /^\+?[0-9 ()-]{7,20}$/.test(mobile) ? mobile : null;
}

/**
 * A participant's e-mail, and their text message where the brand sends SMS, they accept them
 * and the template has an SMS text. Answers how many messages were queued.
 */
export async function notifyParticipant(
  run: EventRun,
  notice: Omit<EventNotice, 'to' | 'recipientKey' | 'participantId'> & {
    participant: ParticipantRow;
  },
  sms: boolean,
): Promise<number> {
  const { participant, ...rest } = notice;
  const base = {
    ...rest,
    recipientKey: participant.id,
    participantId: participant.id,
    userAccountId: participant.user_account_id,
  };
  let sent = (await sendOnce(run, { ...base, to: participant.email })) ? 1 : 0;
  const mobile = sms ? textableMobile(participant) : null;
  if (mobile && (await findTemplate(run.db, run.brand, notice.template))?.smsText) {
    const texted = await sendOnce(run, {
      ...base,
      kind: `${notice.kind}-sms`,
      to: mobile,
      messageType: MessageType.SMS,
    });
    if (texted) sent++;
  }
  return sent;
}

/** The catalog's template of an event when it exists in the brand, else the built-in one. */
export async function catalogTemplateOr(
  run: EventRun,
  event: EventRow,
  field: 'reminderTemplateId' | 'inviteTemplateId' | 'defaultTemplateId',
  fallback: string,
): Promise<string> {
  const code = (event.type_details as Record<string, unknown>)[field];
  return typeof code === 'string' && (await findTemplate(run.db, run.brand, code))
    ? code
    : fallback;
}

/** The ISO week of an instant (`2026-W48`): status updates go once per week. */
export function isoWeekKey(instant: Date): string {
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
