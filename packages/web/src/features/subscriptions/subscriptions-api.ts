import {
  contentAlertApi,
  resourceGroupApi,
  subscriptionApi,
  type TSubscriberSaveInput,
  type TSubscriptionSaveInput,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The calls of the subscription screens. */

export const listSubscriptions = (api: ApiClient, signal?: AbortSignal) =>
  call(api, subscriptionApi.list, {}, signal);

export const fetchSubscription = (api: ApiClient, subscriptionId: string, signal?: AbortSignal) =>
  call(api, subscriptionApi.get, { params: { subscriptionId } }, signal);

export const saveSubscription = (api: ApiClient, body: TSubscriptionSaveInput) =>
  call(api, subscriptionApi.save, { body });

export const deleteSubscription = (api: ApiClient, subscriptionId: string) =>
  call(api, subscriptionApi.remove, { params: { subscriptionId } });

export const listSubscribers = (api: ApiClient, subscriptionId: string, signal?: AbortSignal) =>
  call(api, subscriptionApi.subscribers, { params: { subscriptionId } }, signal);

export const fetchSubscriber = (
  api: ApiClient,
  subscriptionId: string,
  subscriberId: string,
  signal?: AbortSignal,
) => call(api, subscriptionApi.subscriber, { params: { subscriptionId, subscriberId } }, signal);

export const saveSubscriber = (
  api: ApiClient,
  subscriptionId: string,
  body: TSubscriberSaveInput,
) => call(api, subscriptionApi.saveSubscriber, { params: { subscriptionId }, body });

export const removeSubscriber = (api: ApiClient, subscriptionId: string, subscriberId: string) =>
  call(api, subscriptionApi.removeSubscriber, { params: { subscriptionId, subscriberId } });

export const findPeople = (api: ApiClient, search: string, signal?: AbortSignal) =>
  call(api, subscriptionApi.people, { query: { search } }, signal);

export const listGroups = (api: ApiClient, signal?: AbortSignal) =>
  call(api, resourceGroupApi.list, {}, signal);

export const listGroupItems = (api: ApiClient, groupId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.groupContents, { params: { id: groupId } }, signal);

/** Announces an item of the group: channel 1 e-mail, 3 the portal's toast. */
export const sendContentAlert = (
  api: ApiClient,
  groupId: string,
  contentId: string,
  channel: 1 | 3,
) =>
  call(api, contentAlertApi.sendContentAlert, { params: { a: groupId, b: contentId, c: channel } });

export const subscriptionKeys = {
  all: ['subscription'] as const,
  list: ['subscription', 'list'] as const,
  one: (id: string) => ['subscription', 'one', id] as const,
  subscribers: (id: string) => ['subscription', 'subscribers', id] as const,
  subscriber: (id: string, subscriberId: string) =>
    ['subscription', 'subscriber', id, subscriberId] as const,
  groups: ['subscription', 'groups'] as const,
  items: (groupId: string) => ['subscription', 'items', groupId] as const,
};
