import { z } from 'zod';
import { CONTENT_STAFF } from '../access/roles';
import { LIBRARY_PARTS } from '../domain/library-parts';
import {
  ZSubscriberCandidateSearch,
  ZSubscriberSave,
  ZSubscriptionSave,
  zContentAlertParams,
  zSubscriberParams,
  zSubscriptionParams,
  type TContentAlertResult,
  type TGroupWithNotifications,
  type TSubscriber,
  type TSubscriberCandidate,
  type TFollowState,
  type TSubscription,
} from '../validation/content-subscription';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

/** Subscriptions belong to the content library: its feature, its staff. */
const feature = 'resourceGroup';
/** Following a group and sending its alerts are the library's alerts, a part of their own. */
const alerts = LIBRARY_PARTS.alerts;
/** Managing subscriptions and subscribers is a part of the library with a flag of its own. */
const managed = [feature, 'subscriptions'] as const;
const base = '/api/subscription';

const subscription = json<TSubscription>('TSubscription');
const subscriber = json<TSubscriber>('TSubscriber');
const done = json<boolean>('boolean');

/**
 * Subscriptions to resource groups' content alerts and their subscribers (the spec lists the
 * screens, not their calls): the content staff manage them; a member follows or leaves a group
 * they read themselves.
 */
export const subscriptionApi = {
  list: endpoint({
    method: 'GET',
    path: base,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Every subscription of the brand, by group name.',
    answer: json<TSubscription[]>('TSubscription[]'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:subscriptionId`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'One subscription.',
    params: zSubscriptionParams,
    answer: subscription,
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Creates a subscription of a group (one per group) or changes it.',
    body: ZSubscriptionSave,
    answer: subscription,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:subscriptionId`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Deletes a subscription and its subscribers.',
    params: zSubscriptionParams,
    answer: done,
  }),
  people: endpoint({
    method: 'GET',
    path: `${base}/people`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Up to 20 people of the brand by name or address, to subscribe.',
    query: ZSubscriberCandidateSearch,
    answer: json<TSubscriberCandidate[]>('TSubscriberCandidate[]'),
  }),
  subscribers: endpoint({
    method: 'GET',
    path: `${base}/:subscriptionId/subscribers`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'The subscribers of a subscription, by name.',
    params: zSubscriptionParams,
    answer: json<TSubscriber[]>('TSubscriber[]'),
  }),
  subscriber: endpoint({
    method: 'GET',
    path: `${base}/:subscriptionId/subscribers/:subscriberId`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'One subscriber.',
    params: zSubscriberParams,
    answer: subscriber,
  }),
  saveSubscriber: endpoint({
    method: 'POST',
    path: `${base}/:subscriptionId/subscribers`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Adds a person (once per subscription) or changes the address of a subscriber.',
    params: zSubscriptionParams,
    body: ZSubscriberSave,
    answer: subscriber,
  }),
  removeSubscriber: endpoint({
    method: 'DELETE',
    path: `${base}/:subscriptionId/subscribers/:subscriberId`,
    access: CONTENT_STAFF,
    feature: managed,
    summary: 'Takes a subscriber out.',
    params: zSubscriberParams,
    answer: done,
  }),
  followState: endpoint({
    method: 'GET',
    path: `${base}/follow/:id`,
    access: 'any',
    feature: alerts,
    summary:
      "Whether the caller may follow a group's alerts (a group they read, active, alerts on) and whether they do.",
    params: zIdParams,
    answer: json<TFollowState>('TFollowState'),
  }),
  follow: endpoint({
    method: 'POST',
    path: `${base}/follow/:id`,
    access: 'any',
    feature: alerts,
    summary:
      "Follows a group's alerts (a group the caller reads whose alerts are on, else 404); takes back a stop by an e-mail's link.",
    params: zIdParams,
    answer: done,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: `${base}/follow/:id`,
    access: 'any',
    feature: alerts,
    summary: "Stops following a group's alerts (true when the caller followed it).",
    params: zIdParams,
    answer: done,
  }),
};

/** The `resourcegroup` calls of part 2 that send and list content alerts. */
export const contentAlertApi = {
  sendContentAlert: endpoint({
    method: 'GET',
    path: '/api/resourcegroup/sendContentAlert/:a/:b/:c',
    access: CONTENT_STAFF,
    feature: alerts,
    summary:
      'Announces item b of active group a to its subscribers: c = 1 e-mail, 3 hub toast (not to those who unsubscribed).',
    params: zContentAlertParams,
    answer: json<TContentAlertResult>('TContentAlertResult'),
  }),
  activeWithNotifications: endpoint({
    method: 'GET',
    path: '/api/resourcegroup/GetActiveWithNotifications/:id',
    access: 'any',
    feature: alerts,
    summary:
      "The active groups whose alerts reach user account id (the caller's own, or anyone's for the content staff).",
    params: z.object({ id: zIdParams.shape.id }),
    answer: json<TGroupWithNotifications[]>('TGroupWithNotifications[]'),
  }),
};
