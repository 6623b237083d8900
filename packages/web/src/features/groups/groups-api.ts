import {
  userGroupApi,
  type TGroupMemberChange,
  type TUserGroupDetailQuery,
  type TUserGroupSave,
  type TUserGroupSearch,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** Searches as the screens send them (pages as numbers; zod's input types them loosely). */
type Paged<T> = Omit<T, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type GroupSearch = Paged<TUserGroupSearch>;
export type GroupDetailQuery = Paged<TUserGroupDetailQuery>;

export const searchGroups = (api: ApiClient, query: GroupSearch, signal?: AbortSignal) =>
  call(api, userGroupApi.search, { query }, signal);

export const fetchGroupDetail = (api: ApiClient, query: GroupDetailQuery, signal?: AbortSignal) =>
  call(api, userGroupApi.detailView, { query }, signal);

export const saveGroup = (api: ApiClient, body: TUserGroupSave) =>
  call(api, userGroupApi.save, { body });

export const deleteGroup = (api: ApiClient, groupId: string) =>
  call(api, userGroupApi.deleteUserGroup, { params: { id: groupId } });

export const changeMembers = (
  api: ApiClient,
  change: 'add' | 'remove',
  groupId: string,
  body: TGroupMemberChange,
) =>
  call(api, change === 'add' ? userGroupApi.addMember : userGroupApi.removeMember, {
    params: { id: groupId },
    body,
  });

/** A new invite code for the group; `replace` true retires the current one. */
export const generateGroupInviteCode = (api: ApiClient, groupId: string, replace: boolean) =>
  call(api, userGroupApi.inviteCode, { params: { id: groupId, flag: String(replace) } });

export const uploadGroupPicture = (api: ApiClient, groupId: string, data: string) =>
  call(api, userGroupApi.updatePicture, { params: { id: groupId }, body: { data } });

/** The groups a person belongs to, with their trainer. */
export const fetchMembership = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  call(api, userGroupApi.membership, { params: { id: userAccountId } }, signal);

export const groupKeys = {
  all: ['usergroup'] as const,
  detail: (query: GroupDetailQuery) => ['usergroup', 'detail', query] as const,
};
