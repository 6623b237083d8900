import {
  selfRegisterRefusal,
  selfRegisterWindow,
  type PagedResult,
  type TEvent,
  type ZEventSearch,
  type ZEventsByGroupsAndAccounts,
  type ZUpcomingEventsParams,
} from '@portal/core';
import type { z } from 'zod';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { pageWindow } from '../../db/query-helpers';
import { readsAllEvents } from './event.policy';
import type { EventContext } from './event-context';
import { presentReadable, readableEvent } from './event.service';
import { eventsQuery, normalizeEventRow } from './event.store';
import { visibilityFilter } from './event-visibility';

type EventSearch = z.output<typeof ZEventSearch>;

const SORTS = {
  startDate: 'e.start_date',
  status: 'e.status',
  createdUTC: 'e.created_at',
} as const;

/** The events the caller may read, narrowed by `narrow`, ordered by start. */
async function visibleEvents(
  ctx: EventContext,
  narrow: (q: ReturnType<typeof eventsQuery>) => ReturnType<typeof eventsQuery>,
): Promise<TEvent[]> {
  const filter = await visibilityFilter(ctx);
  let query = narrow(eventsQuery(ctx.db, ctx.brand));
  if (filter) query = query.where(filter);
  const rows = await query.orderBy('e.start_date').orderBy('e.id').limit(2000).execute();
  return presentReadable(ctx, rows.map(normalizeEventRow));
}

/** GET event (root): the caller's readable events, filtered and paged. */
export async function searchEvents(
  ctx: EventContext,
  q: EventSearch,
): Promise<PagedResult<TEvent>> {
  const filter = await visibilityFilter(ctx);
  let query = eventsQuery(ctx.db, ctx.brand);
  if (filter) query = query.where(filter);
  if (!q.includeArchived) query = query.where('e.archived', '=', false);
  if (q.eventTypeId) query = query.where('e.event_type_id', '=', q.eventTypeId);
  if (q.userGroupId) query = query.where('e.user_group_id', '=', q.userGroupId);
  if (q.status) query = query.where('e.status', '=', q.status);
  if (q.fromDate) query = query.where('e.start_date', '>=', new Date(q.fromDate));
  if (q.toDate) query = query.where('e.start_date', '<=', new Date(q.toDate));
  if (q.crmAccountId) {
    const accountId = q.crmAccountId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_crm_account as ea')
          .select('ea.event_id')
          .whereRef('ea.event_id', '=', 'e.id')
          .where('ea.crm_account_id', '=', accountId),
      ),
    );
  }
  if (q.mine) {
    query = query.where((eb) =>
      eb.or([
        eb('e.trainer_email', '=', ctx.actor.email),
        eb('e.trainer2_email', '=', ctx.actor.email),
      ]),
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
  const { offset, limit } = pageWindow(q);
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy(sort, (eb) => (q.sortAscending ? eb.asc().nullsLast() : eb.desc().nullsLast()))
      .orderBy('e.id')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count.count),
    data: await presentReadable(ctx, rows.map(normalizeEventRow)),
    sortProperty: q.sortProperty,
    sortAscending: q.sortAscending,
  };
}

/** Events of a group (f1: with archived ones, f2: with past ones). */
export function eventsByGroup(
  ctx: EventContext,
  groupId: string,
  flags: { archived: boolean; past: boolean },
): Promise<TEvent[]> {
  return visibleEvents(ctx, (q) => {
    let query = q.where('e.user_group_id', '=', groupId);
    if (!flags.archived) query = query.where('e.archived', '=', false);
    if (!flags.past) {
      query = query.where((eb) =>
        eb.or([
          eb('e.start_date', 'is', null),
          eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', ctx.now),
        ]),
      );
    }
    return query;
  });
}

/** Events of an account (f1: with archived ones, f2: with past ones). */
export function eventsByAccount(
  ctx: EventContext,
  accountId: string,
  flags: { archived: boolean; past: boolean },
): Promise<TEvent[]> {
  return visibleEvents(ctx, (q) => {
    let query = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_crm_account as ea')
          .select('ea.event_id')
          .whereRef('ea.event_id', '=', 'e.id')
          .where('ea.crm_account_id', '=', accountId),
      ),
    );
    if (!flags.archived) query = query.where('e.archived', '=', false);
    if (!flags.past) {
      query = query.where((eb) =>
        eb.or([
          eb('e.start_date', 'is', null),
          eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', ctx.now),
        ]),
      );
    }
    return query;
  });
}

/** getEventsByGroupsAndCrmAccountsFilteredByDate */
export function eventsByGroupsAndAccounts(
  ctx: EventContext,
  input: z.output<typeof ZEventsByGroupsAndAccounts>,
): Promise<TEvent[]> {
  if (input.accountIds.length === 0 && input.userGroupIds.length === 0) return Promise.resolve([]);
  return visibleEvents(ctx, (q) =>
    q
      .where('e.archived', '=', false)
      .where((eb) =>
        eb.or([
          ...(input.userGroupIds.length > 0
            ? [eb('e.user_group_id', 'in', input.userGroupIds)]
            : []),
          ...(input.accountIds.length > 0
            ? [
                eb.exists(
                  eb
                    .selectFrom('event_crm_account as ea')
                    .select('ea.event_id')
                    .whereRef('ea.event_id', '=', 'e.id')
                    .where('ea.crm_account_id', 'in', input.accountIds),
                ),
              ]
            : []),
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

/**
 * getSimilarEvents/{id}: other open events of the same type from 30 days before to 90 days
 * after the event (where its participants could be moved or make up a session).
 */
export async function similarEvents(ctx: EventContext, id: string): Promise<TEvent[]> {
  const event = await readableEvent(ctx, id);
  const anchor = event.startDate ? new Date(event.startDate) : ctx.now;
  const from = new Date(anchor.getTime() - 30 * 86_400_000);
  const to = new Date(anchor.getTime() + 90 * 86_400_000);
  return visibleEvents(ctx, (q) =>
    q
      .where('e.event_type_id', '=', event.eventTypeId)
      .where('e.id', '!=', id)
      .where('e.archived', '=', false)
      .where('e.start_date', '>=', from)
      .where('e.start_date', '<=', to),
  );
}

/**
 * GetSelfRegisterEvents/{days}: future events of self-register types in the window that are
 * not full, open to every signed-in person of the brand (decisions: "Self-registration").
 */
export async function selfRegisterEvents(
  ctx: EventContext,
  days: number,
  eventTypeIds: readonly string[],
): Promise<TEvent[]> {
  const { from, to } = selfRegisterWindow(ctx.now, days);
  let query = eventsQuery(ctx.db, ctx.brand)
    .where('c.can_self_register', '=', true)
    .where('e.archived', '=', false)
    .where('e.start_date', '>', from)
    .where('e.start_date', '<=', to);
  if (eventTypeIds.length > 0) query = query.where('e.event_type_id', 'in', eventTypeIds);
  const rows = (await query.orderBy('e.start_date').limit(500).execute()).map(normalizeEventRow);
  const open = rows.filter(
    (r) =>
      selfRegisterRefusal(
        {
          canSelfRegister: r.type_can_self_register,
          archived: r.archived,
          startDate: r.start_date,
          participantCount: r.participant_count,
          maxStudents: r.max_students,
        },
        ctx.now,
      ) === null,
  );
  return presentReadable(ctx, open);
}

/**
 * GetUpcomingEventsByUserAccountIdAndType/{userAccountId}/{eventTypeId or all}/{days}: the
 * events the person is registered for that have not ended and start within the days (their
 * own, or anyone's for staff who read every event).
 */
export async function upcomingEvents(
  ctx: EventContext,
  params: z.output<typeof ZUpcomingEventsParams>,
): Promise<TEvent[]> {
  if (ctx.actor.userAccountId !== params.a && !readsAllEvents(ctx.actor)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const until = new Date(ctx.now.getTime() + params.c * 86_400_000);
  return visibleEvents(ctx, (q) => {
    let query = q
      .where('e.archived', '=', false)
      .where('e.start_date', '<=', until)
      .where((eb) => eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', ctx.now))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('participant as p')
            .select('p.id')
            .whereRef('p.event_id', '=', 'e.id')
            .where('p.user_account_id', '=', params.a),
        ),
      );
    if (params.b !== 'all') query = query.where('e.event_type_id', '=', params.b);
    return query;
  });
}
