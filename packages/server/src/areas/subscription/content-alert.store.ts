import { sql, type Kysely } from 'kysely';
import type { BrandKey, TGroupWithNotifications } from '@portal/core';
import type { Database } from '../../db/schema';
import { unsubscribedFrom } from './subscription.store';

/** The SQL of content alerts: who receives a group's alerts, and whose alerts reach a person. */

/** Who a group's alerts go to: its subscribers, and whether each stopped them. */
export type AlertRecipient = {
  user_account_id: string;
  user_id: string | null;
  first_name: string | null;
  language: string | null;
  email: string;
  unsubscribed: boolean;
};

export async function alertRecipients(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
): Promise<AlertRecipient[]> {
  return db
    .selectFrom('content_subscriber as p')
    .innerJoin('content_subscription as s', 's.id', 'p.subscription_id')
    .innerJoin('user_account as u', 'u.id', 'p.user_account_id')
    .select([
      'p.user_account_id',
      'u.user_id',
      'u.first_name',
      'u.language',
      'p.email',
      unsubscribedFrom('s.resource_group_id', 'p.email').as('unsubscribed'),
    ])
    .where('s.app_name', '=', brand)
    .where('s.resource_group_id', '=', groupId)
    .orderBy('p.id')
    .execute();
}

/** The active groups with alerts on that the person subscribes to and has not stopped. */
export async function activeWithNotifications(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<TGroupWithNotifications[]> {
  const rows = await db
    .selectFrom('content_subscriber as p')
    .innerJoin('content_subscription as s', 's.id', 'p.subscription_id')
    .innerJoin('resource_group as g', 'g.id', 's.resource_group_id')
    .select(['g.id', 'g.name', 'g.code', 's.id as subscription_id', 'p.email'])
    .where('s.app_name', '=', brand)
    .where('p.user_account_id', '=', userAccountId)
    .where('s.notifications', '=', true)
    .where('g.status', '=', 'active')
    .where(sql<boolean>`not ${unsubscribedFrom('s.resource_group_id', 'p.email')}`)
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    resourceGroupId: r.id,
    name: r.name,
    code: r.code,
    subscriptionId: r.subscription_id,
    email: r.email,
  }));
}
