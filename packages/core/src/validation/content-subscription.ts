import { z } from 'zod';
import { MessageType } from '../domain/enums';
import type { ResourceGroupStatus } from '../domain/enums';
import { zGuid } from './guid';

/**
 * Subscriptions to a resource group's content alerts: a subscription names one group and whether
 * its alerts are on; its subscribers are people (by user account) with the address their alerts
 * go to. A subscriber reads the group as a member.
 */

export const SUBSCRIPTION_LIMITS = { description: 500 } as const;

/** POST /api/subscription/save: a new subscription (no id) or a change (id and version). */
export const ZSubscriptionSave = z.object({
  id: zGuid.optional(),
  resourceGroupId: zGuid,
  description: z.string().trim().max(SUBSCRIPTION_LIMITS.description).default(''),
  /** Alerts on: new items of the (active) group are announced to the subscribers. */
  notifications: z.boolean().default(true),
  version: z.number().int().min(1).optional(),
});
export type TSubscriptionSaveInput = z.input<typeof ZSubscriptionSave>;

export type TSubscription = {
  id: string;
  resourceGroupId: string;
  resourceGroupName: string;
  resourceGroupCode: string;
  resourceGroupStatus: ResourceGroupStatus;
  description: string;
  notifications: boolean;
  subscriberCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/subscription/{subscriptionId}/subscribers: adds a person or changes their address. */
export const ZSubscriberSave = z.object({
  id: zGuid.optional(),
  userAccountId: zGuid,
  /** One of the person's addresses; their preferred one when left out. */
  email: z.string().trim().toLowerCase().email().max(320).optional(),
});
export type TSubscriberSaveInput = z.input<typeof ZSubscriberSave>;

export type TSubscriber = {
  id: string;
  subscriptionId: string;
  userAccountId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Every address of the person (the one alerts go to may be changed to another). */
  addresses: string[];
  /** The person stopped this group's alerts by the link in an alert. */
  unsubscribed: boolean;
  createdAt: string;
};

export const zSubscriptionParams = z.object({ subscriptionId: zGuid });
export const zSubscriberParams = z.object({ subscriptionId: zGuid, subscriberId: zGuid });

/** The channels a content alert is sent on: e-mail, or the hub's toast to signed-in people. */
export const CONTENT_ALERT_CHANNELS = [MessageType.Email, MessageType.SignalR] as const;

/** sendContentAlert/{groupId}/{contentId}/{messageType}: 1 e-mail, 3 hub toast. */
export const zContentAlertParams = z.object({
  a: zGuid,
  b: zGuid,
  c: z.coerce
    .number()
    .pipe(z.union([z.literal(MessageType.Email), z.literal(MessageType.SignalR)])),
});

/** What an alert did: messages queued, toasts pushed, and the people who unsubscribed. */
export type TContentAlertResult = {
  /** E-mails written to the outbox. */
  queued: number;
  /** People who received the toast live (signed in on this server). */
  delivered: number;
  /** Subscribers left out because they stopped this group's alerts. */
  unsubscribed: number;
};

/** GetActiveWithNotifications/{id}: an active group whose alerts reach the person. */
/** GET follow/{id}: whether the caller may follow a group's alerts, and whether they do. */
export type TFollowState = { canFollow: boolean; following: boolean };

export type TGroupWithNotifications = {
  resourceGroupId: string;
  name: string;
  code: string;
  subscriptionId: string;
  email: string;
};

/** GET /api/subscription/people: people of the brand by name or address, to subscribe. */
export const ZSubscriberCandidateSearch = z.object({
  search: z.string().trim().min(2).max(100),
});

/** A person who may be subscribed, with every address of their account. */
export type TSubscriberCandidate = {
  userAccountId: string;
  firstName: string;
  lastName: string;
  emails: string[];
};
