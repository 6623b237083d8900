import { resourceGroupApi } from '@portal/core';
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
