import { CLIENT_STAFF, satisfies } from '@portal/core';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import type { EventContext } from './event-context';

/**
 * What events need from accounts and groups, read through the accounts area's own rules
 * (`visibleAccountIds`, `visibleGroupIds`), so an event shows a client exactly the accounts
 * and groups the accounts screens show them (their rows: event-accounts.store.ts).
 */

/**
 * The events (of those given) whose accounts or group the caller may see. Only client admins
 * and coaches read events this way, so nothing is looked up for anyone else.
 */
export async function eventsSeenThroughAccounts(
  ctx: EventContext,
  events: ReadonlyArray<{ id: string; userGroupId: string | null; accountIds: string[] }>,
): Promise<Set<string>> {
  const { session, userAccountId } = ctx.actor;
  if (events.length === 0 || !satisfies(session, CLIENT_STAFF)) return new Set();
  const viewer = { session, userAccountId };
  const [accounts, groups] = await Promise.all([
    visibleAccountIds(ctx.db, ctx.brand, viewer),
    visibleGroupIds(ctx.db, ctx.brand, viewer),
  ]);
  const seesAccount = (id: string) => accounts === 'all' || accounts.includes(id);
  const seesGroup = (id: string | null) => id !== null && (groups === 'all' || groups.includes(id));
  return new Set(
    events
      .filter((e) => e.accountIds.some(seesAccount) || seesGroup(e.userGroupId))
      .map((e) => e.id),
  );
}
