import { resourceGroupApi, subscriptionApi, TRENDING_EMPTY_NAME } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The library's calls a reader makes (members and visitors of public items). */

export const fetchGroups = (api: ApiClient, signal?: AbortSignal) =>
  call(api, resourceGroupApi.list, {}, signal);

export const fetchGroupByCode = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.byCode, { params: { code } }, signal);

export const fetchGroupItems = (api: ApiClient, groupId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.groupContents, { params: { id: groupId } }, signal);

export const fetchIntroContent = (api: ApiClient, groupId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.introContent, { params: { id: groupId } }, signal);

export const fetchContentsByIds = (api: ApiClient, ids: string[], signal?: AbortSignal) =>
  call(api, resourceGroupApi.contentsByIds, { body: ids }, signal);

export const fetchRelatedInfo = (api: ApiClient, ids: string[], signal?: AbortSignal) =>
  call(api, resourceGroupApi.relatedInfo, { body: ids }, signal);

export const fetchFiltersCounts = (api: ApiClient, signal?: AbortSignal) =>
  call(api, resourceGroupApi.filtersCounts, { query: {} }, signal);

export const fetchLatestFeatured = (api: ApiClient, signal?: AbortSignal) =>
  call(api, resourceGroupApi.latestFeatured, {}, signal);

export const searchContents = (
  api: ApiClient,
  search: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) => call(api, resourceGroupApi.searchContents, { query: { search, page, pageSize } }, signal);

export const fetchPublicContent = (
  api: ApiClient,
  code: string,
  contentId: string,
  signal?: AbortSignal,
) => call(api, resourceGroupApi.publicContent, { params: { code, contentId } }, signal);

/** Counts the reader's view of an item (trending and progress). */
export const recordContentView = (api: ApiClient, contentId: string) =>
  call(api, resourceGroupApi.contentProgress, {
    params: { id: contentId },
    body: { kind: 'view' },
  });

/** Marks an item done by the reader (counted once, whatever the number of clicks). */
export const markContentDone = (api: ApiClient, contentId: string) =>
  call(api, resourceGroupApi.contentProgress, {
    params: { id: contentId },
    body: { kind: 'completion' },
  });

/** The reader's own values of the content params an item declares. */
export const fetchContentParams = (api: ApiClient, contentId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.contentParams, { params: { id: contentId } }, signal);

/** The ids of the items of a group the reader has marked done. */
export const fetchCompletedContents = (api: ApiClient, groupId: string, signal?: AbortSignal) =>
  call(api, resourceGroupApi.completedContents, { params: { id: groupId } }, signal);

/** The items most read of late among those the reader reaches. */
export const fetchTrending = (api: ApiClient, count: number, signal?: AbortSignal) =>
  call(
    api,
    resourceGroupApi.trending,
    { params: { count, skip: 0, name: TRENDING_EMPTY_NAME }, query: {} },
    signal,
  );

export const fetchFollowState = (api: ApiClient, groupId: string, signal?: AbortSignal) =>
  call(api, subscriptionApi.followState, { params: { id: groupId } }, signal);

/** Follows the group's alerts, or stops following them. */
export const setFollowing = (api: ApiClient, groupId: string, following: boolean) =>
  call(api, following ? subscriptionApi.follow : subscriptionApi.unfollow, {
    params: { id: groupId },
  });

/** The query keys of the reading screens. */
export const resourcesKeys = {
  groups: ['resources', 'groups'] as const,
  group: (code: string) => ['resources', 'group', code.toLowerCase()] as const,
  items: (groupId: string) => ['resources', 'items', groupId] as const,
  intro: (groupId: string) => ['resources', 'intro', groupId] as const,
  content: (contentId: string) => ['resources', 'content', contentId] as const,
  publicContent: (code: string, contentId: string) =>
    ['resources', 'public', code.toLowerCase(), contentId] as const,
  params: (contentId: string) => ['resources', 'params', contentId] as const,
  completed: (groupId: string) => ['resources', 'completed', groupId] as const,
  follow: (groupId: string) => ['resources', 'follow', groupId] as const,
  trending: ['resources', 'trending'] as const,
  filters: ['resources', 'filters'] as const,
  featured: ['resources', 'featured'] as const,
  search: (terms: string, page: number) => ['resources', 'search', terms, page] as const,
};
