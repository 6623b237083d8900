import type { Kysely } from 'kysely';
import {
  type BrandKey,
  type MessageStatus,
  type MessageType,
  type PagedQuery,
  type PagedResult,
} from '@portal/core';
import type { Database, MessageRow } from '../../db/schema';
import { containsPattern, pageWindow, sortColumn } from '../generic/generic.store';

/** A message as the admin pages read it (the spec's Message, plus subject and body). */
export type MessageView = {
  id: string;
  appName: string;
  messageType: number;
  status: number;
  recipient: string;
  recipients: string[];
  from: string | null;
  subject: string;
  templateId: string | null;
  templateData: Record<string, unknown>;
  entityId: string | null;
  entityType: string | null;
  entityId2: string | null;
  entityType2: string | null;
  comment: string | null;
  userId: string | null;
  userAccountId: string | null;
  enteredUtc: string;
  sentUtc: string | null;
  completedUtc: string | null;
  referenceId: string | null;
  resultDetails: string | null;
  serviceId: string | null;
  attempts: number;
};

/** The preview adds the bodies. */
export type MessagePreview = MessageView & { bodyText: string; bodyHtml: string | null };

export type MessageSearch = PagedQuery & { status?: MessageStatus; type?: MessageType };

const SORTABLE = {
  enteredUtc: 'entered_utc',
  sentUtc: 'sent_utc',
  recipient: 'recipient',
  subject: 'subject',
  status: 'status',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function present(row: MessageRow): MessageView {
  return {
    id: row.id,
    appName: row.app_name,
    messageType: row.message_type,
    status: row.status,
    recipient: row.recipient,
    recipients: row.recipients,
    from: row.from_address,
    subject: row.subject,
    templateId: row.template_id,
    templateData: row.template_data,
    entityId: row.entity_id,
    entityType: row.entity_type,
    entityId2: row.entity_id2,
    entityType2: row.entity_type2,
    comment: row.comment,
    userId: row.user_id,
    userAccountId: row.user_account_id,
    enteredUtc: row.entered_utc.toISOString(),
    sentUtc: iso(row.sent_utc),
    completedUtc: iso(row.completed_utc),
    referenceId: row.reference_id,
    resultDetails: row.result_details,
    serviceId: row.service_id,
    attempts: row.attempts,
  };
}

/** The brand's messages, newest first unless sorted otherwise, filtered by status, type, text. */
export async function searchMessages(
  db: Kysely<Database>,
  brand: BrandKey,
  query: MessageSearch,
): Promise<PagedResult<MessageView>> {
  let filtered = db.selectFrom('message').where('app_name', '=', brand);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.type !== undefined) filtered = filtered.where('message_type', '=', query.type);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('recipient', 'ilike', pattern),
        eb('subject', 'ilike', pattern),
        eb('result_details', 'ilike', pattern),
      ]),
    );
  }
  const sort = sortColumn(query, SORTABLE, 'entered_utc');
  const ascending = sort.property ? query.sortAscending : false;
  const { offset, limit } = pageWindow(query);
  const [total, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy(sort.column, ascending ? 'asc' : 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    data: rows.map(present),
    sortAscending: ascending,
    sortProperty: sort.property ?? 'enteredUtc',
  };
}

export async function findMessagePreview(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<MessagePreview | undefined> {
  const row = await db
    .selectFrom('message')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...present(row), bodyText: row.body_text, bodyHtml: row.body_html };
}
