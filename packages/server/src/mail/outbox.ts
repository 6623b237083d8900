import type { Kysely } from 'kysely';
import { MessageStatus, MessageType, type BrandKey } from '@portal/core';
import { toJson, type Database, type MessageRow } from '../db/schema';
import type { SmsTransport } from './sms-transport';
import type { MailTransport } from './transport';

export const HELD_NO_SMTP = 'Held in the outbox: no SMTP_URL configured';
export const HELD_NO_SMS = 'Held in the outbox: no SMS transport configured';

export type QueueMessageInput = {
  appName: BrandKey;
  /** Email unless given. */
  messageType?: MessageType;
  recipient: string;
  /** Further recipients of the same message. */
  recipients?: string[];
  subject: string;
  bodyText: string;
  bodyHtml?: string;
  from?: string;
  templateId?: string;
  templateData?: Record<string, unknown>;
  entityId?: string;
  entityType?: string;
  entityId2?: string;
  entityType2?: string;
  comment?: string;
  userId?: string;
  userAccountId?: string;
  referenceId?: string;
};

/**
 * Writes a message to the outbox (status InQueue). Pass a transaction to queue the message
 * with the change that caused it: it is sent only if that change is committed.
 */
export async function queueMessage(
  db: Kysely<Database>,
  input: QueueMessageInput,
): Promise<string> {
  const row = await db
    .insertInto('message')
    .values({
      app_name: input.appName,
      message_type: input.messageType ?? MessageType.Email,
      status: MessageStatus.InQueue,
      recipient: input.recipient,
      recipients: toJson(input.recipients ?? []),
      subject: input.subject,
      body_text: input.bodyText,
      body_html: input.bodyHtml ?? null,
      from_address: input.from ?? null,
      template_id: input.templateId ?? null,
      template_data: toJson(input.templateData ?? {}),
      entity_id: input.entityId ?? null,
      entity_type: input.entityType ?? null,
      entity_id2: input.entityId2 ?? null,
      entity_type2: input.entityType2 ?? null,
      comment: input.comment ?? null,
      user_id: input.userId ?? null,
      user_account_id: input.userAccountId ?? null,
      reference_id: input.referenceId ?? null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type DeliveryOptions = {
  /** Null when no SMTP_URL is configured. */
  transport: MailTransport | null;
  /** Null or absent when no SMS_URL is configured. */
  sms?: SmsTransport | null;
  /** Sender used when the message names none (MAIL_FROM). */
  defaultFrom: string;
};

async function hold(db: Kysely<Database>, id: string, reason: string): Promise<MessageRow> {
  return db
    .updateTable('message')
    .set({ result_details: reason, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a queued message to InProcess; undefined when another worker has it already. */
async function claim(db: Kysely<Database>, id: string): Promise<MessageRow | undefined> {
  return db
    .updateTable('message')
    .set((eb) => ({
      status: MessageStatus.InProcess,
      attempts: eb('attempts', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('status', 'in', [MessageStatus.InQueue, MessageStatus.Deferred])
    .returningAll()
    .executeTakeFirst();
}

async function finish(
  db: Kysely<Database>,
  id: string,
  outcome: { status: MessageStatus; details: string; sent: boolean; serviceId: string },
): Promise<MessageRow> {
  const now = new Date();
  return db
    .updateTable('message')
    .set({
      status: outcome.status,
      result_details: outcome.details,
      sent_utc: outcome.sent ? now : null,
      completed_utc: now,
      service_id: outcome.serviceId,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sends a claimed message and answers the details kept with it. */
type Sender = { serviceId: string; send: (message: MessageRow) => Promise<string> };

/** The transport of the message's type, or why the message is held in the outbox. */
function senderFor(type: number, options: DeliveryOptions): Sender | { held: string } {
  if (type === MessageType.SMS) {
    const sms = options.sms;
    if (!sms) return { held: HELD_NO_SMS };
    return {
      serviceId: 'sms',
      send: async (message) => {
        const sent = await sms.send({ to: message.recipient, body: message.body_text });
        return `Accepted: ${sent.status} (message id ${sent.id})`;
      },
    };
  }
  if (type !== MessageType.Email) return { held: HELD_NO_SMS };
  const mail = options.transport;
  if (!mail) return { held: HELD_NO_SMTP };
  return {
    serviceId: 'smtp',
    send: async (message) => {
      const sent = await mail.send({
        from: message.from_address ?? options.defaultFrom,
        to: [message.recipient, ...message.recipients],
        subject: message.subject,
        text: message.body_text,
        ...(message.body_html ? { html: message.body_html } : {}),
      });
      return `Accepted: ${sent.response} (message id ${sent.messageId})`;
    },
  };
}

/**
 * Sends one queued message through the transport of its type (e-mail by SMTP, SMS by the SMS
 * transport): InProcess, then Complete (with sent and completed times) or Reject (with the
 * reason). Without a transport the message stays InQueue, marked as held. A message that is
 * not waiting (already sent, or taken by another worker) is answered as it is.
 */
export async function deliverMessage(
  db: Kysely<Database>,
  id: string,
  options: DeliveryOptions,
): Promise<MessageRow> {
  const current = await db
    .selectFrom('message')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (current.status !== MessageStatus.InQueue && current.status !== MessageStatus.Deferred) {
    return current;
  }
  const sender = senderFor(current.message_type, options);
  if ('held' in sender) return hold(db, id, sender.held);

  const message = await claim(db, id);
  if (!message) return current;
  const { serviceId } = sender;
  try {
    const details = await sender.send(message);
    return finish(db, id, { status: MessageStatus.Complete, details, sent: true, serviceId });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return finish(db, id, {
      status: MessageStatus.Reject,
      details: `Rejected: ${reason}`,
      sent: false,
      serviceId,
    });
  }
}
