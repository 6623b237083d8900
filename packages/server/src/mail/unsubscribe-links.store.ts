import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { UnsubscribeScope } from '@portal/core';
import type { Database, UnsubscribeLinkTable } from '../db/schema';

export type UnsubscribeLinkRow = Selectable<UnsubscribeLinkTable>;

/** One recipient's messages of one kind, on one channel, in one brand. */
export type UnsubscribeSubject = {
  brand: string;
  recipient: string;
  scope: UnsubscribeScope;
  subjectId: string;
  messageType: number;
};

const keyOf = (subject: UnsubscribeSubject) => ({
  app_name: subject.brand,
  recipient: subject.recipient.trim().toLowerCase(),
  scope: subject.scope,
  subject_id: subject.subjectId,
  message_type: subject.messageType,
});

/**
 * The token of the subject's link: the one issued before, or a new random one. The name shown
 * on the unsubscribe page follows the latest message.
 */
export async function linkToken(
  db: Kysely<Database>,
  subject: UnsubscribeSubject & { subjectName: string; userAccountId?: string | null },
): Promise<string> {
  const row = await db
    .insertInto('unsubscribe_link')
    .values({
      ...keyOf(subject),
      token: randomBytes(32).toString('base64url'),
      subject_name: subject.subjectName,
      user_account_id: subject.userAccountId ?? null,
    })
    .onConflict((conflict) =>
      conflict
        .constraint('unsubscribe_link_subject_key')
        .doUpdateSet((eb) => ({ subject_name: eb.ref('excluded.subject_name') })),
    )
    .returning('token')
    .executeTakeFirstOrThrow();
  return row.token;
}

export async function findLink(
  db: Kysely<Database>,
  brand: string,
  token: string,
): Promise<UnsubscribeLinkRow | undefined> {
  return db
    .selectFrom('unsubscribe_link')
    .selectAll()
    .where('token', '=', token)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

/** Marks the link unsubscribed at `at` (kept when already), or subscribed again with null. */
export async function setUnsubscribed(
  db: Kysely<Database>,
  token: string,
  at: Date | null,
): Promise<UnsubscribeLinkRow> {
  return db
    .updateTable('unsubscribe_link')
    .set((eb) => ({
      unsubscribed_at: at === null ? null : eb.fn.coalesce('unsubscribed_at', eb.val(at)),
    }))
    .where('token', '=', token)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when the recipient stopped these messages. */
export async function isUnsubscribed(
  db: Kysely<Database>,
  subject: UnsubscribeSubject,
): Promise<boolean> {
  const key = keyOf(subject);
  const row = await db
    .selectFrom('unsubscribe_link')
    .select('token')
    .where('app_name', '=', key.app_name)
    .where('recipient', '=', key.recipient)
    .where('scope', '=', key.scope)
    .where('subject_id', '=', key.subject_id)
    .where('message_type', '=', key.message_type)
    .where('unsubscribed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes back the recipient's stop of these messages, whichever link they used (none: nothing). */
export async function resubscribe(
  db: Kysely<Database>,
  subject: UnsubscribeSubject,
): Promise<void> {
  const key = keyOf(subject);
  await db
    .updateTable('unsubscribe_link')
    .set({ unsubscribed_at: null })
    .where('app_name', '=', key.app_name)
    .where('recipient', '=', key.recipient)
    .where('scope', '=', key.scope)
    .where('subject_id', '=', key.subject_id)
    .where('message_type', '=', key.message_type)
    .execute();
}
