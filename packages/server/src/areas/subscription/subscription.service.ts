import type { z } from 'zod';
import type {
  TSubscriber,
  TFollowState,
  TSubscriberCandidate,
  TSubscription,
  ZSubscriberSave,
  ZSubscriptionSave,
} from '@portal/core';
import { MessageType } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { resubscribe } from '../../mail/unsubscribe-links.store';
import { isUniqueViolation } from '../../db/query-helpers';
import type { ActorContext } from '../../shared/request-context';
import {
  GROUP_NOT_FOUND,
  reachableGroups,
  requireGroup,
} from '../resourcegroup/resourcegroup.policy';
import {
  deleteSubscriber,
  followerOf,
  deleteSubscription,
  findCandidate,
  findSubscriber,
  findSubscription,
  insertSubscriber,
  insertSubscription,
  listSubscribers,
  listSubscriptions,
  searchCandidates,
  subscriberIdOf,
  subscriptionIdOfGroup,
  updateSubscriberEmail,
  updateSubscription,
} from './subscription.store';

/**
 * Subscriptions to a resource group's content alerts (one per group) and their subscribers,
 * managed by the content staff; a member follows or leaves a group they read themselves.
 */

export const SUBSCRIPTION_NOT_FOUND = 'errors.subscription.notFound';
export const SUBSCRIBER_NOT_FOUND = 'errors.subscription.subscriberNotFound';
export const GROUP_TAKEN = 'errors.subscription.groupTaken';
export const STALE_SUBSCRIPTION = 'errors.subscription.stale';
export const PERSON_NOT_FOUND = 'errors.subscription.personNotFound';
export const PERSON_TAKEN = 'errors.subscription.personTaken';
export const NOT_THEIR_EMAIL = 'errors.subscription.notTheirEmail';
export const NO_EMAIL = 'errors.subscription.noEmail';

export const subscriptions = (ctx: ActorContext) => listSubscriptions(ctx.db, ctx.brand);

export async function requireSubscription(ctx: ActorContext, id: string): Promise<TSubscription> {
  const found = await findSubscription(ctx.db, ctx.brand, id);
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return found;
}

/** Creates the subscription of a group, or changes one (stale versions refused). */
export async function saveSubscription(
  ctx: ActorContext,
  input: z.output<typeof ZSubscriptionSave>,
): Promise<TSubscription> {
  // The content staff reach every group of the brand.
  await requireGroup(ctx, input.resourceGroupId);
  const holder = await subscriptionIdOfGroup(ctx.db, ctx.brand, input.resourceGroupId);
  if (holder && holder.id !== input.id) throw new HttpError(409, GROUP_TAKEN);
  let id = input.id;
  try {
    if (id) {
      await requireSubscription(ctx, id);
      if (!(await updateSubscription(ctx.db, ctx.brand, id, input, ctx.now))) {
        throw new HttpError(409, STALE_SUBSCRIPTION);
      }
    } else {
      id = await insertSubscription(ctx.db, ctx.brand, input, ctx.now);
    }
  } catch (error) {
    // Two saves for one group at once: the second finds the first's row.
    if (isUniqueViolation(error)) throw new HttpError(409, GROUP_TAKEN);
    throw error;
  }
  return requireSubscription(ctx, id);
}

export async function removeSubscription(ctx: ActorContext, id: string): Promise<boolean> {
  await requireSubscription(ctx, id);
  return deleteSubscription(ctx.db, ctx.brand, id);
}

export async function subscribers(ctx: ActorContext, subscriptionId: string) {
  await requireSubscription(ctx, subscriptionId);
  return listSubscribers(ctx.db, ctx.brand, subscriptionId);
}

export async function requireSubscriber(
  ctx: ActorContext,
  subscriptionId: string,
  id: string,
): Promise<TSubscriber> {
  const found = await findSubscriber(ctx.db, ctx.brand, subscriptionId, id);
  if (!found) throw notFound(SUBSCRIBER_NOT_FOUND);
  return found;
}

/** The address alerts go to: the one asked (one of the person's), else their preferred one. */
function addressFor(person: TSubscriberCandidate, asked: string | undefined): string {
  if (asked) {
    if (!person.emails.includes(asked)) throw new HttpError(400, NOT_THEIR_EMAIL);
    return asked;
  }
  const [preferred] = person.emails;
  if (!preferred) throw new HttpError(400, NO_EMAIL);
  return preferred;
}

/** Adds a person to a subscription, or changes the address of a subscriber. */
export async function saveSubscriber(
  ctx: ActorContext,
  subscriptionId: string,
  input: z.output<typeof ZSubscriberSave>,
): Promise<TSubscriber> {
  await requireSubscription(ctx, subscriptionId);
  const person = await findCandidate(ctx.db, ctx.brand, input.userAccountId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const email = addressFor(person, input.email);
  const existing = await subscriberIdOf(ctx.db, subscriptionId, input.userAccountId);
  let id = input.id;
  if (id) {
    const current = await requireSubscriber(ctx, subscriptionId, id);
    if (current.userAccountId !== input.userAccountId) throw new HttpError(409, PERSON_TAKEN);
    await updateSubscriberEmail(ctx.db, subscriptionId, id, email);
  } else {
    if (existing) throw new HttpError(409, PERSON_TAKEN);
    try {
      id = await insertSubscriber(ctx.db, subscriptionId, input.userAccountId, email);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, PERSON_TAKEN);
      throw error;
    }
  }
  return requireSubscriber(ctx, subscriptionId, id);
}

export async function removeSubscriber(
  ctx: ActorContext,
  subscriptionId: string,
  id: string,
): Promise<boolean> {
  await requireSubscriber(ctx, subscriptionId, id);
  return deleteSubscriber(ctx.db, subscriptionId, id);
}

export const candidates = (ctx: ActorContext, search: string) =>
  searchCandidates(ctx.db, ctx.brand, search);

/** The group's subscription when the caller may follow it: a group they read, active, alerts on. */
async function followable(ctx: ActorContext, groupId: string) {
  const [group] = await reachableGroups(ctx, [groupId]);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const subscription =
    group.status === 'active'
      ? await subscriptionIdOfGroup(ctx.db, ctx.brand, group.id)
      : undefined;
  return subscription?.notifications ? { ...subscription, groupId: group.id } : undefined;
}

/**
 * GET follow/{groupId}: whether the caller may follow the group's alerts and whether they do
 * (subscribed, and not stopped by an e-mail's link). A group they do not read answers 404.
 */
export async function followState(ctx: ActorContext, groupId: string): Promise<TFollowState> {
  const subscription = await followable(ctx, groupId);
  const userAccountId = ctx.actor.userAccountId;
  if (!subscription || !userAccountId) return { canFollow: false, following: false };
  const follower = await followerOf(ctx.db, subscription.id, userAccountId);
  return { canFollow: true, following: follower !== undefined && !follower.unsubscribed };
}

/**
 * follow/{groupId}: the caller subscribes to a group they read whose alerts are on, with their
 * preferred address, and takes back an earlier stop by an e-mail's link. Any other group answers
 * 404, as one that does not exist.
 */
export async function follow(ctx: ActorContext, groupId: string): Promise<boolean> {
  const userAccountId = ctx.actor.userAccountId;
  const subscription = await followable(ctx, groupId);
  if (!userAccountId || !subscription) throw notFound(GROUP_NOT_FOUND);
  let email = (await followerOf(ctx.db, subscription.id, userAccountId))?.email;
  if (!email) {
    const person = await findCandidate(ctx.db, ctx.brand, userAccountId);
    if (!person) throw notFound(GROUP_NOT_FOUND);
    email = addressFor(person, undefined);
    try {
      await insertSubscriber(ctx.db, subscription.id, userAccountId, email);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  await resubscribe(ctx.db, {
    brand: ctx.brand,
    recipient: email,
    scope: 'resourceGroup',
    subjectId: subscription.groupId,
    messageType: MessageType.Email,
  });
  return true;
}

/** DELETE follow/{groupId}: the caller leaves the group's subscription (true when they were in it). */
export async function unfollow(ctx: ActorContext, groupId: string): Promise<boolean> {
  const userAccountId = ctx.actor.userAccountId;
  const subscription = await subscriptionIdOfGroup(ctx.db, ctx.brand, groupId);
  if (!userAccountId || !subscription) return false;
  const id = await subscriberIdOf(ctx.db, subscription.id, userAccountId);
  return id ? deleteSubscriber(ctx.db, subscription.id, id) : false;
}
