import {
  contentVersionApi,
  resourceGroupApi as rg,
  type ContentEntityType,
  type ResourceGroupMemberType,
  type TContentSaveInput,
  type TResourceGroupSave,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';

/** The content staff's calls: groups, their items and order, the library, items and versions. */

export type LibraryQuery = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  entityType?: ContentEntityType | undefined;
};

export const listGroups = (api: ApiClient, signal?: AbortSignal) => call(api, rg.list, {}, signal);

export const fetchGroup = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, rg.get, { params: { id } }, signal);

export const fetchGroupByCode = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, rg.byCode, { params: { code } }, signal);

export const saveGroup = (api: ApiClient, body: TResourceGroupSave) => call(api, rg.save, { body });

export const deleteGroup = (api: ApiClient, id: string) => call(api, rg.remove, { params: { id } });

export const findMemberCandidates = (
  api: ApiClient,
  type: ResourceGroupMemberType,
  search: string,
  signal?: AbortSignal,
) => call(api, rg.memberCandidates, { query: { type, search } }, signal);

export const fetchMemberNames = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, rg.memberNames, { params: { id } }, signal);

export const fetchUserCount = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, rg.userCount, { params: { id } }, signal);

export const isPriorityAvailable = (
  api: ApiClient,
  n: number,
  groupId: string | undefined,
  signal?: AbortSignal,
) => call(api, rg.isPriorityAvailable, { params: { n, x: groupId } }, signal);

export const fetchGroupItems = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, rg.groupContents, { params: { id } }, signal);

export const addItems = (api: ApiClient, id: string, contentIds: string[]) =>
  call(api, rg.addContent, { params: { id }, body: { contentIds } });

export const removeItem = (api: ApiClient, groupId: string, contentId: string) =>
  call(api, rg.removeContent, { params: { groupId, contentId } });

export const setItemOrder = (
  api: ApiClient,
  id: string,
  items: { contentId: string; sortPath: number[] }[],
) => call(api, rg.setContentOrder, { params: { id }, body: { items } });

/**
 * The library, newest change first: by words over the whole library (ranked full-text search)
 * or, for one entity type, by title.
 */
export function fetchLibrary(api: ApiClient, query: LibraryQuery, signal?: AbortSignal) {
  const { search, entityType, ...paging } = query;
  if (search && !entityType) {
    return call(api, rg.searchAllContents, { query: { ...paging, search } }, signal);
  }
  const list = { ...paging, search, entityType, sortAscending: false };
  return call(api, rg.contents, { query: list }, signal);
}

export const fetchContents = (api: ApiClient, ids: string[], signal?: AbortSignal) =>
  call(api, rg.allContentsByIds, { body: ids }, signal);

export const fetchContent = (api: ApiClient, id: string, signal?: AbortSignal) =>
  fetchContents(api, [id], signal).then((found) => found[0] ?? null);

export const upsertContent = (api: ApiClient, groupId: string, body: TContentSaveInput) =>
  call(api, rg.upsertContent, { params: { id: groupId }, body });

export const fetchVersions = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, contentVersionApi.list, { params: { id } }, signal);

export const restoreVersion = (
  api: ApiClient,
  id: string,
  version: number,
  currentVersion: number,
) => call(api, contentVersionApi.restore, { params: { id, version }, body: { currentVersion } });

/** Whether a save failed because someone saved a newer version first (409). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/** A series group's members and what each has been released (empty before the series starts). */
export const fetchSeriesStats = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, rg.userSeriesStats, { params: { id } }, signal);

/** Starts the group's series: every person it reaches joins and gets the first item. */
export const startSeries = (api: ApiClient, id: string) =>
  call(api, rg.initializeSeriesById, { params: { id } });

/** What a series run now would release, to whom (a dry run: nothing changes). */
export const trySeriesRun = (api: ApiClient, id: string) =>
  call(api, rg.performSeriesTest, { params: { id } });

export const contentAdminKeys = {
  groups: ['resourcegroup', 'groups'] as const,
  seriesStats: (id: string) => ['resourcegroup', 'seriesStats', id] as const,
  group: (id: string) => ['resourcegroup', 'group', id] as const,
  memberNames: (id: string) => ['resourcegroup', 'memberNames', id] as const,
  memberCandidates: (type: ResourceGroupMemberType, search: string) =>
    ['resourcegroup', 'memberCandidates', type, search] as const,
  items: (id: string) => ['resourcegroup', 'items', id] as const,
  library: (query: LibraryQuery) => ['resourcegroup', 'library', query] as const,
  content: (id: string) => ['resourcegroup', 'content', id] as const,
  contents: (ids: readonly string[]) => ['resourcegroup', 'contents', ids] as const,
  versions: (id: string) => ['resourcegroup', 'versions', id] as const,
};
