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
import {
  eventRowsOfAccount,
  eventRowsOfGroup,
  eventRowsOfGroupsAndAccounts,
  searchEventRows,
  selfRegisterEventRows,
  similarEventRows,
  upcomingEventRowsOf,
} from './event-lists.store';
import { eventVisibility } from './event-visibility';

type EventSearch = z.output<typeof ZEventSearch>;

/** GET event (root): the caller's readable events, filtered and paged. */
export async function searchEvents(
  ctx: EventContext,
  q: EventSearch,
): Promise<PagedResult<TEvent>> {
  const { count, rows } = await searchEventRows(
    ctx.db,
    ctx.brand,
    await eventVisibility(ctx),
    q,
    ctx.actor.email,
    pageWindow(q),
  );
  return {
    count,
    data: await presentReadable(ctx, rows),
    sortProperty: q.sortProperty,
    sortAscending: q.sortAscending,
  };
}

/** Events of a group (f1: with archived ones, f2: with past ones). */
export async function eventsByGroup(
  ctx: EventContext,
  groupId: string,
  flags: { archived: boolean; past: boolean },
): Promise<TEvent[]> {
  const visibility = await eventVisibility(ctx);
  const rows = await eventRowsOfGroup(ctx.db, ctx.brand, visibility, groupId, flags, ctx.now);
  return presentReadable(ctx, rows);
}

/** Events of an account (f1: with archived ones, f2: with past ones). */
export async function eventsByAccount(
  ctx: EventContext,
  accountId: string,
  flags: { archived: boolean; past: boolean },
): Promise<TEvent[]> {
  const visibility = await eventVisibility(ctx);
  const rows = await eventRowsOfAccount(ctx.db, ctx.brand, visibility, accountId, flags, ctx.now);
  return presentReadable(ctx, rows);
}

/** getEventsByGroupsAndCrmAccountsFilteredByDate */
export async function eventsByGroupsAndAccounts(
  ctx: EventContext,
  input: z.output<typeof ZEventsByGroupsAndAccounts>,
): Promise<TEvent[]> {
  if (input.accountIds.length === 0 && input.userGroupIds.length === 0) return [];
  const visibility = await eventVisibility(ctx);
  return presentReadable(
    ctx,
    await eventRowsOfGroupsAndAccounts(ctx.db, ctx.brand, visibility, input),
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
  const visibility = await eventVisibility(ctx);
  return presentReadable(
    ctx,
    await similarEventRows(ctx.db, ctx.brand, visibility, {
      eventTypeId: event.eventTypeId,
      exceptId: id,
      from,
      to,
    }),
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
  const window = selfRegisterWindow(ctx.now, days);
  const rows = await selfRegisterEventRows(ctx.db, ctx.brand, window, eventTypeIds);
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
  const visibility = await eventVisibility(ctx);
  const rows = await upcomingEventRowsOf(ctx.db, ctx.brand, visibility, {
    userAccountId: params.a,
    eventTypeId: params.b === 'all' ? null : params.b,
    until: new Date(ctx.now.getTime() + params.c * 86_400_000),
    now: ctx.now,
  });
  return presentReadable(ctx, rows);
}
