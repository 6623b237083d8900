import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { CLIENT_STAFF, TRAINERS, satisfies } from '@portal/core';
import type { Database } from '../../db/schema';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import type { EventContext } from './event-context';
import { readsAllEvents } from './event.policy';

type EventEb = ExpressionBuilder<Database & { e: Database['event'] }, 'e'>;

/**
 * The SQL form of `canReadEvent` for lists, so paging counts only what the caller may read:
 * undefined (no filter) for staff who read every event, else a condition. Each listed event
 * is checked again by the policy when presented.
 */
export async function visibilityFilter(
  ctx: EventContext,
): Promise<((eb: EventEb) => Expression<SqlBool>) | undefined> {
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
  const trainer = satisfies(actor.session, TRAINERS);
  return (eb) => {
    const terms: Expression<SqlBool>[] = [];
    if (trainer) {
      terms.push(eb('e.trainer_email', '=', actor.email), eb('e.trainer2_email', '=', actor.email));
      if (actor.userAccountId)
        terms.push(eb('e.planner_user_account_id', '=', actor.userAccountId));
    }
    if (accounts === 'all' || groups === 'all') terms.push(eb.lit(true));
    if (Array.isArray(accounts) && accounts.length > 0) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('event_crm_account as ea')
            .select('ea.event_id')
            .whereRef('ea.event_id', '=', 'e.id')
            .where('ea.crm_account_id', 'in', accounts),
        ),
      );
    }
    if (Array.isArray(groups) && groups.length > 0) terms.push(eb('e.user_group_id', 'in', groups));
    if (actor.userAccountId || actor.verifiedEmail) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('participant as p')
            .select('p.id')
            .whereRef('p.event_id', '=', 'e.id')
            .where((inner) =>
              inner.or([
                ...(actor.userAccountId
                  ? [inner('p.user_account_id', '=', actor.userAccountId)]
                  : []),
                ...(actor.verifiedEmail ? [inner('p.email', '=', actor.verifiedEmail)] : []),
              ]),
            ),
        ),
      );
    }
    return terms.length > 0 ? eb.or(terms) : eb.lit(false);
  };
}
