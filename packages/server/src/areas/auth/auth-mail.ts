import type { Kysely } from 'kysely';
import { MessageType, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import type { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';

export type AccountMail = {
  brand: BrandKey;
  /** Scheme, host and port of the brand's site. */
  origin: string;
  /** An e-mail address, or a phone number for a text message. */
  to: string;
  /** A text message (the template's SMS text) instead of an e-mail. */
  sms?: boolean;
  userId?: string;
  /** The greeting's name; the address stands in when the account has none. */
  name?: string | null;
  template: (typeof TEMPLATE_CODES)[keyof typeof TEMPLATE_CODES];
  /** The template's other placeholders (a link, a code). */
  data?: Record<string, string>;
  /** Why the message was sent (message.comment), for the outbox admin page. */
  reason: string;
};

/** Queues an account message from its template; pass the transaction of the change it reports. */
export function queueAccountMail(db: Kysely<Database>, mail: AccountMail): Promise<string> {
  return queueTemplateMessage(db, mail.brand, mail.template, {
    ...(mail.sms ? { messageType: MessageType.SMS } : {}),
    to: mail.to,
    origin: mail.origin,
    data: { firstName: mail.name?.trim() || mail.to, ...mail.data },
    comment: mail.reason,
    entityType: 'identity_user',
    ...(mail.userId ? { userId: mail.userId, entityId: mail.userId } : {}),
  });
}
