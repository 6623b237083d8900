import { sql, type Kysely } from 'kysely';
import { MessageStatus, MessageType, type BrandKey, type UnsubscribeScope } from '@portal/core';
import { toJson, type Database, type MessageRow } from '../db/schema';
import type { SmsTransport } from './sms-transport';
import { isUnsubscribed } from './unsubscribe-links.store';
import { isPermanentFailure, type MailTransport } from './transport';

export const HELD_NO_SMTP = 'Held in the outbox: no SMTP_URL configured';
export const HELD_NO_SMS = 'Held in the outbox: no SMS transport configured';

/** Tries of a message before it is rejected, and the wait before the first retry (doubling). */
export const DELIVERY_RETRY = { limit: 5, backoffSeconds: 60 } as const;
/** A claimed message whose sender died is taken again after this long. */
export const DELIVERY_LEASE_SECONDS = 300;
/** A held message (no transport) is looked at again after this long. */
const HOLD_RECHECK_SECONDS = 300;

/** Statuses a sender may take a message from; Immediate is taken first (see deliverDueMessages). */
export const WAITING_STATUSES: readonly MessageStatus[] = [
  MessageStatus.Immediate,
  MessageStatus.InQueue,
  MessageStatus.Deferred,
];

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
  /** Text files sent with an e-mail (a calendar file). */
  attachments?: MessageAttachment[];
  /**
   * The kind of message a recipient may stop (a non-transactional template, a group's alerts):
   * when they did, the message is kept as rejected and never sent.
   */
  unsubscribable?: { scope: UnsubscribeScope; subjectId: string };
};

export const NOT_SENT_UNSUBSCRIBED = 'Not sent: the recipient unsubscribed from these messages.';

export type MessageAttachment = { fileName: string; contentType: string; content: string };

/**
 * Writes a message to the outbox (status InQueue). Pass a transaction to queue the message
 * with the change that caused it: it is sent only if that change is committed.
 */
export async function queueMessage(
  db: Kysely<Database>,
  input: QueueMessageInput,
): Promise<string> {
  const stopped =
    input.unsubscribable !== undefined &&
    (await isUnsubscribed(db, {
      brand: input.appName,
      recipient: input.recipient,
      messageType: input.messageType ?? MessageType.Email,
      ...input.unsubscribable,
    }));
  const row = await db
    .insertInto('message')
    .values({
      app_name: input.appName,
      message_type: input.messageType ?? MessageType.Email,
      status: stopped ? MessageStatus.Reject : MessageStatus.InQueue,
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
      comment: stopped ? NOT_SENT_UNSUBSCRIBED : (input.comment ?? null),
      user_id: input.userId ?? null,
      user_account_id: input.userAccountId ?? null,
      reference_id: input.referenceId ?? null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.attachments && input.attachments.length > 0) {
    await db
      .insertInto('message_attachment')
      .values(
        input.attachments.map((a) => ({
          message_id: row.id,
          file_name: a.fileName,
          content_type: a.contentType,
          content: a.content,
        })),
      )
      .execute();
  }
  return row.id;
}

/** The files sent with a message, in the order they were queued. */
export async function attachmentsOf(
  db: Kysely<Database>,
  messageId: string,
): Promise<MessageAttachment[]> {
  const rows = await db
    .selectFrom('message_attachment')
    .select(['file_name', 'content_type', 'content'])
    .where('message_id', '=', messageId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    fileName: r.file_name,
    contentType: r.content_type,
    content: r.content,
  }));
}

export type DeliveryOptions = {
  /** Null when no SMTP_URL is configured. */
  transport: MailTransport | null;
  /** Null or absent when no SMS_URL is configured. */
  sms?: SmsTransport | null;
  /** Sender used when the message names none (the run-time setting, MAIL_FROM at first). */
  defaultFrom: string;
  /** Sender number of text messages in force; absent: the transport's own (SMS_FROM). */
  smsFrom?: string | null;
  /** Seconds before a claim whose sender died is taken again (DELIVERY_LEASE_SECONDS). */
  leaseSeconds?: number;
};

async function hold(db: Kysely<Database>, id: string, reason: string): Promise<MessageRow> {
  return db
    .updateTable('message')
    .set({
      result_details: reason,
      next_attempt_at: sql`now() + make_interval(secs => ${HOLD_RECHECK_SECONDS})`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A message a sender may take: waiting, or claimed by a sender whose lease ran out. */
function isTakeable(row: MessageRow, now = new Date()): boolean {
  if (WAITING_STATUSES.includes(row.status as MessageStatus)) return true;
  return row.status === MessageStatus.InProcess && !!row.locked_until && row.locked_until < now;
}

/**
 * Moves a waiting message to InProcess under a lease, in one statement, so two senders never
 * both take it; undefined when another sender has it already.
 */
async function claim(
  db: Kysely<Database>,
  id: string,
  leaseSeconds: number,
): Promise<MessageRow | undefined> {
  return db
    .updateTable('message')
    .set((eb) => ({
      status: MessageStatus.InProcess,
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', 'in', WAITING_STATUSES),
        eb.and([
          eb('status', '=', MessageStatus.InProcess),
          eb('locked_until', '<', sql<Date>`now()`),
        ]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

type Outcome =
  | { status: typeof MessageStatus.Complete; details: string }
  | { status: typeof MessageStatus.Reject; details: string }
  | { status: typeof MessageStatus.Deferred; details: string; retryInSeconds: number };

async function finish(
  db: Kysely<Database>,
  id: string,
  outcome: Outcome,
  serviceId: string,
): Promise<MessageRow> {
  const now = new Date();
  const final = outcome.status !== MessageStatus.Deferred;
  return db
    .updateTable('message')
    .set({
      status: outcome.status,
      result_details: outcome.details,
      sent_utc: outcome.status === MessageStatus.Complete ? now : null,
      completed_utc: final ? now : null,
      next_attempt_at: final
        ? null
        : sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`,
      locked_until: null,
      service_id: serviceId,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sends a claimed message and answers the details kept with it. */
type Sender = { serviceId: string; send: (message: MessageRow) => Promise<string> };

/** The transport of the message's type, or why the message is held in the outbox. */
function senderFor(
  db: Kysely<Database>,
  type: number,
  options: DeliveryOptions,
): Sender | { held: string } {
  if (type === MessageType.SMS) {
    const sms = options.sms;
    if (!sms) return { held: HELD_NO_SMS };
    return {
      serviceId: 'sms',
      send: async (message) => {
        const sent = await sms.send({
          to: message.recipient,
          body: message.body_text,
          ...(options.smsFrom ? { from: options.smsFrom } : {}),
        });
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
      const from = message.from_address ?? options.defaultFrom;
      const attachments = await attachmentsOf(db, message.id);
      const sent = await mail.send({
        from,
        to: [message.recipient, ...message.recipients],
        subject: message.subject,
        text: message.body_text,
        ...(message.body_html ? { html: message.body_html } : {}),
        ...(attachments.length > 0
          ? {
              attachments: attachments.map((a) => ({
                filename: a.fileName,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
        messageId: stableMessageId(message.id, from),
      });
      return `Accepted: ${sent.response} (message id ${sent.messageId})`;
    },
  };
}

/**
 * A failed send: a refusal for good (5xx) or the last try is Reject; any other failure
 * (connection, 4xx) is Deferred and retried after backoff × 2^(tries − 1).
 */
function failureOutcome(error: unknown, attempts: number): Outcome {
  const reason = error instanceof Error ? error.message : String(error);
  if (isPermanentFailure(error)) {
    return { status: MessageStatus.Reject, details: `Rejected: ${reason}` };
  }
  if (attempts >= DELIVERY_RETRY.limit) {
    return {
      status: MessageStatus.Reject,
      details: `Rejected after ${attempts} tries: ${reason}`,
    };
  }
  return {
    status: MessageStatus.Deferred,
    details: `Deferred after try ${attempts} of ${DELIVERY_RETRY.limit}: ${reason}`,
    retryInSeconds: DELIVERY_RETRY.backoffSeconds * 2 ** (attempts - 1),
  };
}

/** `<message id@sender's domain>`: the same on every try, so a receiver can drop a repeat. */
function stableMessageId(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'portal.invalid';
  return `<${id}@${domain}>`;
}

/**
 * Sends one queued message through the transport of its type (e-mail by SMTP, SMS by the SMS
 * transport): InProcess (under a lease), then Complete (with sent and completed times), Deferred
 * (a failure worth retrying, with its next try) or Reject (with the reason). Without a transport
 * the message stays InQueue, marked as held. A message that is not waiting
 * (already sent, or taken by another worker whose lease runs) is answered as it is.
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
  if (!isTakeable(current)) return current;
  const sender = senderFor(db, current.message_type, options);
  if ('held' in sender) return hold(db, id, sender.held);

  const message = await claim(db, id, options.leaseSeconds ?? DELIVERY_LEASE_SECONDS);
  if (!message) return current;
  try {
    const details = await sender.send(message);
    return finish(db, id, { status: MessageStatus.Complete, details }, sender.serviceId);
  } catch (error) {
    return finish(db, id, failureOutcome(error, message.attempts), sender.serviceId);
  }
}
