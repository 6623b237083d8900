import { CLIENT_STAFF, TRAINERS, satisfies } from '@portal/core';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import type { EventContext } from './event-context';
import type { EventVisibility } from './event-lists.store';
import { readsAllEvents } from './event.policy';

/**
 * What the caller may read, for the lists' SQL form of `canReadEvent` (event-lists.store.ts),
 * so paging counts only that: undefined (no filter) for staff who read every event.
 */
export async function eventVisibility(ctx: EventContext): Promise<EventVisibility | undefined> {
  const { actor } = ctx;
  if (readsAllEvents(actor)) return undefined;
  const viewer = { session: actor.session, userAccountId: actor.userAccountId };
  const client = satisfies(actor.session, CLIENT_STAFF);
  const [accounts, groups] = client
    ? await Promise.all([
        visibleAccountIds(ctx.db, ctx.brand, viewer),
        visibleGroupIds(ctx.db, ctx.brand, viewer),
      ])
    : [[], []];
  return {
    trainer: satisfies(actor.session, TRAINERS)
      ? { email: actor.email, userAccountId: actor.userAccountId }
      : null,
    accounts,
    groups,
    registrant: { userAccountId: actor.userAccountId, verifiedEmail: actor.verifiedEmail },
  };
}
