import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { BrandKey, ZEventSearch, ZEventsByGroupsAndAccounts } from '@portal/core';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { eventsQuery, normalizeEventRow, type EventRow } from './event.store';

/**
 * The lists of events (searches, an account's or group's events, similar, self-register and
 * upcoming events), narrowed in SQL to what the caller may read (`EventVisibility`, built by
 * event-visibility.ts) so paging counts only that. Each listed event is checked again by the
 * policy when presented.
 */

/** What a caller who does not read every event may read, in the terms of the rows. */
export type EventVisibility = {
  /** A trainer's own events: as trainer or co-trainer (their address), or as planner. */
  trainer: { email: string; userAccountId: string | null } | null;
  /** The accounts and groups whose events the caller sees (client staff). */
  accounts: 'all' | readonly string[];
  groups: 'all' | readonly string[];
  /** The caller's registrations: by user account, or by address when it is verified. */
  registrant: { userAccountId: string | null; verifiedEmail: string | null };
};

type EventEb = ExpressionBuilder<Database & { e: Database['event'] }, 'e'>;
type EventsQuery = ReturnType<typeof eventsQuery>;

/** The SQL form of `canReadEvent`. */
function visibleTo(v: EventVisibility) {
  return (eb: EventEb): Expression<SqlBool> => {
    const terms: Expression<SqlBool>[] = [];
    if (v.trainer) {
      terms.push(eb('e.trainer_email', '=', v.trainer.email));
      terms.push(eb('e.trainer2_email', '=', v.trainer.email));
      if (v.trainer.userAccountId)
        terms.push(eb('e.planner_user_account_id', '=', v.trainer.userAccountId));
    }
    if (v.accounts === 'all' || v.groups === 'all') terms.push(eb.lit(true));
    if (Array.isArray(v.accounts) && v.accounts.length > 0) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('event_crm_account as ea')
            .select('ea.event_id')
            .whereRef('ea.event_id', '=', 'e.id')
            .where('ea.crm_account_id', 'in', v.accounts),
        ),
      );
    }
    if (Array.isArray(v.groups) && v.groups.length > 0)
      terms.push(eb('e.user_group_id', 'in', v.groups));
    const { userAccountId, verifiedEmail } = v.registrant;
    if (userAccountId || verifiedEmail) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('participant as p')
            .select('p.id')
            .whereRef('p.event_id', '=', 'e.id')
            .where((inner) =>
              inner.or([
                ...(userAccountId ? [inner('p.user_account_id', '=', userAccountId)] : []),
                ...(verifiedEmail ? [inner('p.email', '=', verifiedEmail)] : []),
              ]),
            ),
        ),
      );
    }
    return terms.length > 0 ? eb.or(terms) : eb.lit(false);
  };
}

/** The brand's events the visibility allows (all without one). */
function visibleEventsQuery(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
): EventsQuery {
  const query = eventsQuery(db, brand);
  return visibility ? query.where(visibleTo(visibility)) : query;
}

/** The visible events narrowed by `narrow`, ordered by start (2,000 at most). */
async function visibleEvents(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  narrow: (q: EventsQuery) => EventsQuery,
): Promise<EventRow[]> {
  const rows = await narrow(visibleEventsQuery(db, brand, visibility))
    .orderBy('e.start_date')
    .orderBy('e.id')
    .limit(2000)
    .execute();
  return rows.map(normalizeEventRow);
}

/** Events with one of these accounts. */
const withAccountIn = (accountIds: readonly string[]) => (eb: EventEb) =>
  eb.exists(
    eb
      .selectFrom('event_crm_account as ea')
      .select('ea.event_id')
      .whereRef('ea.event_id', '=', 'e.id')
      .where('ea.crm_account_id', 'in', accountIds),
  );

/** Without archived events unless `archived`, without past ones unless `past`. */
function withFlags(query: EventsQuery, flags: { archived: boolean; past: boolean }, now: Date) {
  let narrowed = query;
  if (!flags.archived) narrowed = narrowed.where('e.archived', '=', false);
  if (!flags.past) {
    narrowed = narrowed.where((eb) =>
      eb.or([
        eb('e.start_date', 'is', null),
        eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', now),
      ]),
    );
  }
  return narrowed;
}

const SORTS = {
  startDate: 'e.start_date',
  status: 'e.status',
  createdUTC: 'e.created_at',
} as const;

/** One page of the visible events, filtered as the search asks, with the count. */
export async function searchEventRows(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  q: z.output<typeof ZEventSearch>,
  callerEmail: string,
  window: { offset: number; limit: number },
): Promise<{ count: number; rows: EventRow[] }> {
  let query = visibleEventsQuery(db, brand, visibility);
  if (!q.includeArchived) query = query.where('e.archived', '=', false);
  if (q.eventTypeId) query = query.where('e.event_type_id', '=', q.eventTypeId);
  if (q.userGroupId) query = query.where('e.user_group_id', '=', q.userGroupId);
  if (q.status) query = query.where('e.status', '=', q.status);
  if (q.fromDate) query = query.where('e.start_date', '>=', new Date(q.fromDate));
  if (q.toDate) query = query.where('e.start_date', '<=', new Date(q.toDate));
  if (q.crmAccountId) query = query.where(withAccountIn([q.crmAccountId]));
  if (q.mine) {
    query = query.where((eb) =>
      eb.or([eb('e.trainer_email', '=', callerEmail), eb('e.trainer2_email', '=', callerEmail)]),
    );
  }
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', pattern),
        eb('e.event_code', 'ilike', pattern),
        eb('e.trainer_email', 'ilike', pattern),
        eb(eb.cast('e.details', 'text'), 'ilike', pattern),
      ]),
    );
  }
  const sort =
    q.sortProperty in SORTS
      ? SORTS[q.sortProperty as keyof typeof SORTS]
      : ('e.start_date' as const);
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy(sort, (eb) => (q.sortAscending ? eb.asc().nullsLast() : eb.desc().nullsLast()))
      .orderBy('e.id')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
  ]);
  return { count: Number(count.count), rows: rows.map(normalizeEventRow) };
}

/** The visible events of a group. */
export function eventRowsOfGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  groupId: string,
  flags: { archived: boolean; past: boolean },
  now: Date,
): Promise<EventRow[]> {
  return visibleEvents(db, brand, visibility, (q) =>
    withFlags(q.where('e.user_group_id', '=', groupId), flags, now),
  );
}

/** The visible events of an account. */
export function eventRowsOfAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  accountId: string,
  flags: { archived: boolean; past: boolean },
  now: Date,
): Promise<EventRow[]> {
  return visibleEvents(db, brand, visibility, (q) =>
    withFlags(q.where(withAccountIn([accountId])), flags, now),
  );
}

/** The visible open events of the groups or accounts, in the dates (or undated, when asked). */
export function eventRowsOfGroupsAndAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  input: z.output<typeof ZEventsByGroupsAndAccounts>,
): Promise<EventRow[]> {
  return visibleEvents(db, brand, visibility, (q) =>
    q
      .where('e.archived', '=', false)
      .where((eb) =>
        eb.or([
          ...(input.userGroupIds.length > 0
            ? [eb('e.user_group_id', 'in', input.userGroupIds)]
            : []),
          ...(input.accountIds.length > 0 ? [withAccountIn(input.accountIds)(eb)] : []),
        ]),
      )
      .where((eb) => {
        const dated = [
          ...(input.fromDate ? [eb('e.start_date', '>=', new Date(input.fromDate))] : []),
          ...(input.toDate ? [eb('e.start_date', '<=', new Date(input.toDate))] : []),
        ];
        const inRange = dated.length > 0 ? eb.and(dated) : eb('e.start_date', 'is not', null);
        return input.includeUnscheduledStatuses
          ? eb.or([inRange, eb('e.start_date', 'is', null)])
          : inRange;
      }),
  );
}

/** Other visible open events of the type starting in the window. */
export function similarEventRows(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  of: { eventTypeId: string; exceptId: string; from: Date; to: Date },
): Promise<EventRow[]> {
  return visibleEvents(db, brand, visibility, (q) =>
    q
      .where('e.event_type_id', '=', of.eventTypeId)
      .where('e.id', '!=', of.exceptId)
      .where('e.archived', '=', false)
      .where('e.start_date', '>=', of.from)
      .where('e.start_date', '<=', of.to),
  );
}

/** The brand's open events of self-register types (of these types, when named) in the window. */
export async function selfRegisterEventRows(
  db: Kysely<Database>,
  brand: BrandKey,
  window: { from: Date; to: Date },
  eventTypeIds: readonly string[],
): Promise<EventRow[]> {
  let query = eventsQuery(db, brand)
    .where('c.can_self_register', '=', true)
    .where('e.archived', '=', false)
    .where('e.start_date', '>', window.from)
    .where('e.start_date', '<=', window.to);
  if (eventTypeIds.length > 0) query = query.where('e.event_type_id', 'in', eventTypeIds);
  return (await query.orderBy('e.start_date').limit(500).execute()).map(normalizeEventRow);
}

/** The visible open events the person is registered for, not ended and starting by `until`. */
export function upcomingEventRowsOf(
  db: Kysely<Database>,
  brand: BrandKey,
  visibility: EventVisibility | undefined,
  of: { userAccountId: string; eventTypeId: string | null; until: Date; now: Date },
): Promise<EventRow[]> {
  return visibleEvents(db, brand, visibility, (q) => {
    let query = q
      .where('e.archived', '=', false)
      .where('e.start_date', '<=', of.until)
      .where((eb) => eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', of.now))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('participant as p')
            .select('p.id')
            .whereRef('p.event_id', '=', 'e.id')
            .where('p.user_account_id', '=', of.userAccountId),
        ),
      );
    if (of.eventTypeId) query = query.where('e.event_type_id', '=', of.eventTypeId);
    return query;
  });
}
