import { sql, type Kysely } from 'kysely';
import {
  MessageType,
  type BrandKey,
  type TSubscriber,
  type TSubscriberCandidate,
  type TSubscription,
} from '@portal/core';
import { containsPattern, searchTextContains } from '../../db/query-helpers';
import type { Database, UserAccountEmail } from '../../db/schema';

/**
 * The SQL of content subscriptions: one per resource group, its subscribers, and who a group's
 * alerts go to. Group names and people are read from their areas' tables (read only).
 */

function selectSubscriptions(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('content_subscription as s')
    .innerJoin('resource_group as g', 'g.id', 's.resource_group_id')
    .select([
      's.id',
      's.resource_group_id',
      's.description',
      's.notifications',
      's.version',
      's.created_at',
      's.updated_at',
      'g.name',
      'g.code',
      'g.status',
      sql<string>`(select count(*) from content_subscriber p where p.subscription_id = s.id)`.as(
        'subscriber_count',
      ),
    ])
    .where('s.app_name', '=', brand);
}
type SubscriptionSelected = Awaited<
  ReturnType<ReturnType<typeof selectSubscriptions>['execute']>
>[number];

const toSubscription = (row: SubscriptionSelected): TSubscription => ({
  id: row.id,
  resourceGroupId: row.resource_group_id,
  resourceGroupName: row.name,
  resourceGroupCode: row.code,
  resourceGroupStatus: row.status,
  description: row.description,
  notifications: row.notifications,
  subscriberCount: Number(row.subscriber_count),
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export async function listSubscriptions(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<TSubscription[]> {
  const rows = await selectSubscriptions(db, brand)
    .orderBy(sql`lower(g.name)`)
    .orderBy('s.id')
    .execute();
  return rows.map(toSubscription);
}

export async function findSubscription(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<TSubscription | undefined> {
  const row = await selectSubscriptions(db, brand).where('s.id', '=', id).executeTakeFirst();
  return row && toSubscription(row);
}

/** The subscription of a group, if it has one. */
export async function subscriptionIdOfGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
): Promise<{ id: string; notifications: boolean } | undefined> {
  return db
    .selectFrom('content_subscription')
    .select(['id', 'notifications'])
    .where('app_name', '=', brand)
    .where('resource_group_id', '=', groupId)
    .executeTakeFirst();
}

type SubscriptionValues = { resourceGroupId: string; description: string; notifications: boolean };

export async function insertSubscription(
  db: Kysely<Database>,
  brand: BrandKey,
  values: SubscriptionValues,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('content_subscription')
    .values({
      app_name: brand,
      resource_group_id: values.resourceGroupId,
      description: values.description,
      notifications: values.notifications,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a subscription; false when it changed since `version` (or is not the brand's). */
export async function updateSubscription(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: SubscriptionValues & { version?: number | undefined },
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('content_subscription')
    .set({
      resource_group_id: values.resourceGroupId,
      description: values.description,
      notifications: values.notifications,
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('app_name', '=', brand);
  if (values.version !== undefined) query = query.where('version', '=', values.version);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

export async function deleteSubscription(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('content_subscription')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the recipient stopped the group's e-mail alerts by the link of one of them. */
export const unsubscribedFrom = (groupRef: string, emailRef: string) =>
  sql<boolean>`exists (select 1 from unsubscribe_link l
    where l.app_name = s.app_name and l.scope = 'resourceGroup'
      and l.subject_id = ${sql.ref(groupRef)}::text and l.recipient = lower(${sql.ref(emailRef)})
      and l.message_type = ${MessageType.Email} and l.unsubscribed_at is not null)`;

/** A person's addresses, lower case, the preferred one first. */
const addressesOf = (emails: readonly UserAccountEmail[]) =>
  [...emails]
    .sort((a, b) => Number(b.preferred) - Number(a.preferred))
    .map((e) => e.address.trim().toLowerCase());

function selectSubscribers(db: Kysely<Database>, brand: BrandKey, subscriptionId: string) {
  return db
    .selectFrom('content_subscriber as p')
    .innerJoin('content_subscription as s', 's.id', 'p.subscription_id')
    .innerJoin('user_account as u', 'u.id', 'p.user_account_id')
    .select([
      'p.id',
      'p.subscription_id',
      'p.user_account_id',
      'p.email',
      'p.created_at',
      'u.first_name',
      'u.last_name',
      'u.emails',
      unsubscribedFrom('s.resource_group_id', 'p.email').as('unsubscribed'),
    ])
    .where('s.app_name', '=', brand)
    .where('p.subscription_id', '=', subscriptionId);
}
type SubscriberSelected = Awaited<
  ReturnType<ReturnType<typeof selectSubscribers>['execute']>
>[number];

const toSubscriber = (row: SubscriberSelected): TSubscriber => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  userAccountId: row.user_account_id,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  email: row.email,
  addresses: addressesOf(row.emails),
  unsubscribed: row.unsubscribed,
  createdAt: row.created_at.toISOString(),
});

export async function listSubscribers(
  db: Kysely<Database>,
  brand: BrandKey,
  subscriptionId: string,
): Promise<TSubscriber[]> {
  const rows = await selectSubscribers(db, brand, subscriptionId)
    .orderBy(sql`lower(coalesce(u.last_name, ''))`)
    .orderBy(sql`lower(coalesce(u.first_name, ''))`)
    .orderBy('p.id')
    .execute();
  return rows.map(toSubscriber);
}

export async function findSubscriber(
  db: Kysely<Database>,
  brand: BrandKey,
  subscriptionId: string,
  id: string,
): Promise<TSubscriber | undefined> {
  const row = await selectSubscribers(db, brand, subscriptionId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row && toSubscriber(row);
}

/** The subscriber row of a person in a subscription, if any. */
export async function subscriberIdOf(
  db: Kysely<Database>,
  subscriptionId: string,
  userAccountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_subscriber')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
  return row?.id;
}

/** A person's place in a subscription: their address and whether they stopped its e-mails. */
export async function followerOf(
  db: Kysely<Database>,
  subscriptionId: string,
  userAccountId: string,
): Promise<{ email: string; unsubscribed: boolean } | undefined> {
  return db
    .selectFrom('content_subscriber as p')
    .innerJoin('content_subscription as s', 's.id', 'p.subscription_id')
    .select(['p.email', unsubscribedFrom('s.resource_group_id', 'p.email').as('unsubscribed')])
    .where('p.subscription_id', '=', subscriptionId)
    .where('p.user_account_id', '=', userAccountId)
    .executeTakeFirst();
}

export async function insertSubscriber(
  db: Kysely<Database>,
  subscriptionId: string,
  userAccountId: string,
  email: string,
): Promise<string> {
  const row = await db
    .insertInto('content_subscriber')
    .values({ subscription_id: subscriptionId, user_account_id: userAccountId, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubscriberEmail(
  db: Kysely<Database>,
  subscriptionId: string,
  id: string,
  email: string,
): Promise<boolean> {
  const result = await db
    .updateTable('content_subscriber')
    .set({ email })
    .where('id', '=', id)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSubscriber(
  db: Kysely<Database>,
  subscriptionId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('content_subscriber')
    .where('id', '=', id)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A person of the brand with their addresses (preferred first), if they exist. */
export async function findCandidate(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<TSubscriberCandidate | undefined> {
  const [row] = await candidates(db, brand).where('u.id', '=', userAccountId).execute();
  return row && toCandidate(row);
}

function candidates(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('user_account as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.emails'])
    .where('u.app_name', '=', brand);
}
type CandidateRow = Awaited<ReturnType<ReturnType<typeof candidates>['execute']>>[number];

const toCandidate = (row: CandidateRow): TSubscriberCandidate => ({
  userAccountId: row.id,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  emails: addressesOf(row.emails),
});

/** Up to 20 people of the brand whose name or an address contains the text. */
export async function searchCandidates(
  db: Kysely<Database>,
  brand: BrandKey,
  search: string,
): Promise<TSubscriberCandidate[]> {
  const pattern = containsPattern(search);
  const rows = await candidates(db, brand)
    .where((eb) =>
      eb.or([
        searchTextContains('u.search_name', search),
        eb.exists(
          sql`(select 1 from jsonb_array_elements(u.emails) x where x->>'address' ilike ${pattern})`,
        ),
      ]),
    )
    .orderBy(sql`lower(coalesce(u.last_name, ''))`)
    .orderBy(sql`lower(coalesce(u.first_name, ''))`)
    .orderBy('u.id')
    .limit(20)
    .execute();
  return rows.map(toCandidate);
}
