import type { Kysely } from 'kysely';
import {
  MessageStatus,
  MessageType,
  type BrandKey,
  type PagedQuery,
  type PagedResult,
  type TMessagePreview,
  type TMessageStats,
  type TMessageView,
} from '@portal/core';
import type { Database, MessageRow } from '../../db/schema';
import { containsPattern, pageWindow, sortColumn } from '../../db/query-helpers';

export type MessageSearch = PagedQuery & { status?: MessageStatus; type?: MessageType };

const SORTABLE = {
  enteredUtc: 'entered_utc',
  sentUtc: 'sent_utc',
  recipient: 'recipient',
  subject: 'subject',
  status: 'status',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function present(row: MessageRow): TMessageView {
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
): Promise<PagedResult<TMessageView>> {
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
): Promise<TMessagePreview | undefined> {
  const row = await findMessage(db, brand, id);
  return row && { ...present(row), bodyText: row.body_text, bodyHtml: row.body_html };
}

/** Messages the lookups by entity answer at most, newest first. */
export const MAX_ENTITY_MESSAGES = 2000;

export type EntityFilter = { entityIds: readonly string[]; entityType?: string | undefined };

/** The brand's messages about the entities, newest first. */
export async function findByEntityIds(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: EntityFilter,
): Promise<TMessageView[]> {
  let query = db
    .selectFrom('message')
    .selectAll()
    .where('app_name', '=', brand)
    .where('entity_id', 'in', filter.entityIds);
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  const rows = await query
    .orderBy('entered_utc', 'desc')
    .orderBy('id')
    .limit(MAX_ENTITY_MESSAGES)
    .execute();
  return rows.map(present);
}

/** The newest message about each of the entities (none for an entity without messages). */
export async function findLatestByEntityIds(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: EntityFilter,
): Promise<TMessageView[]> {
  let query = db
    .selectFrom('message')
    .selectAll()
    .distinctOn('entity_id')
    .where('app_name', '=', brand)
    .where('entity_id', 'in', filter.entityIds);
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  const rows = await query
    .orderBy('entity_id')
    .orderBy('entered_utc', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

type NameCounts<E extends Record<string, number>> = Record<keyof E, number>;

function zeroCounts<E extends Record<string, number>>(values: E): NameCounts<E> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, 0])) as NameCounts<E>;
}

const nameOf = (values: Record<string, number>, value: number) =>
  Object.entries(values).find(([, n]) => n === value)?.[0];

export type StatsFilter = {
  entityId: string;
  entityType?: string;
  messageType?: MessageType;
  /** Entered at or after. */
  from?: Date;
  /** Entered before. */
  before?: Date;
};

/** Counts the brand's messages about an entity, optionally of one type and in a time window. */
export async function countEntityMessages(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: StatsFilter,
): Promise<TMessageStats> {
  let query = db
    .selectFrom('message')
    .where('app_name', '=', brand)
    .where('entity_id', '=', filter.entityId);
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  if (filter.messageType !== undefined) {
    query = query.where('message_type', '=', filter.messageType);
  }
  if (filter.from) query = query.where('entered_utc', '>=', filter.from);
  if (filter.before) query = query.where('entered_utc', '<', filter.before);
  const rows = await query
    .select((eb) => [
      'status',
      'message_type',
      eb.fn.countAll<string>().as('count'),
      eb.fn.max('entered_utc').as('last'),
    ])
    .groupBy(['status', 'message_type'])
    .execute();
  const stats: TMessageStats = {
    total: 0,
    byStatus: zeroCounts(MessageStatus),
    byType: zeroCounts(MessageType),
    lastEnteredUtc: null,
  };
  for (const row of rows) {
    const count = Number(row.count);
    stats.total += count;
    const status = nameOf(MessageStatus, row.status) as keyof typeof MessageStatus | undefined;
    const type = nameOf(MessageType, row.message_type) as keyof typeof MessageType | undefined;
    if (status) stats.byStatus[status] += count;
    if (type) stats.byType[type] += count;
    const last = new Date(row.last).toISOString();
    if (!stats.lastEnteredUtc || last > stats.lastEnteredUtc) stats.lastEnteredUtc = last;
  }
  return stats;
}

/** Deletes the brand's messages about an entity; answers how many. */
export async function deleteByEntity(
  db: Kysely<Database>,
  brand: BrandKey,
  entityType: string,
  entityId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('message')
    .where('app_name', '=', brand)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the brand's messages of one transaction (their reference id); answers how many. */
export async function deleteByTransaction(
  db: Kysely<Database>,
  brand: BrandKey,
  transactionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('message')
    .where('app_name', '=', brand)
    .where('reference_id', '=', transactionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findMessage(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('message')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}
