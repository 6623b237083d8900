import type { Kysely } from 'kysely';
import { getBrand, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { queueMessage } from '../../mail/outbox';

/** Names and addresses are the user's own text: escaped wherever they enter HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type AccountMail = {
  brand: BrandKey;
  to: string;
  userId?: string;
  /** The greeting's name, plain text. */
  name?: string | null;
  subject: string;
  /** Paragraphs of plain text. */
  lines: string[];
  link?: { url: string; label: string };
  /** Why the message was sent (message.comment), for the outbox admin page. */
  reason: string;
};

function renderText(mail: AccountMail): string {
  const greeting = mail.name ? `Hello ${mail.name},` : 'Hello,';
  const link = mail.link ? [`${mail.link.label}: ${mail.link.url}`] : [];
  return [greeting, ...mail.lines, ...link].join('\n\n');
}

function renderHtml(mail: AccountMail): string {
  const greeting = mail.name ? `Hello ${escapeHtml(mail.name)},` : 'Hello,';
  const paragraphs = [greeting, ...mail.lines.map(escapeHtml)].map((p) => `<p>${p}</p>`);
  if (mail.link) {
    paragraphs.push(
      `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`,
    );
  }
  return paragraphs.join('\n');
}

/** Queues an account e-mail in the outbox; pass the transaction of the change it reports. */
export function queueAccountMail(db: Kysely<Database>, mail: AccountMail): Promise<string> {
  return queueMessage(db, {
    appName: mail.brand,
    recipient: mail.to,
    subject: `${getBrand(mail.brand).displayName}: ${mail.subject}`,
    bodyText: renderText(mail),
    bodyHtml: renderHtml(mail),
    comment: mail.reason,
    entityType: 'identity_user',
    ...(mail.userId ? { userId: mail.userId, entityId: mail.userId } : {}),
  });
}
