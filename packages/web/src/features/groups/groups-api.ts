import type {
  PagedResult,
  TGroupMembership,
  TGroupMemberChange,
  TGroupMemberChangeResult,
  TUserGroup,
  TUserGroupDetailQuery,
  TUserGroupDetailView,
  TUserGroupRow,
  TUserGroupSave,
  TUserGroupSearch,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

/** Searches as the screens send them (pages as numbers; zod's input types them loosely). */
type Paged<T> = Omit<T, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type GroupSearch = Paged<TUserGroupSearch>;
export type GroupDetailQuery = Paged<TUserGroupDetailQuery>;

export const searchGroups = (api: ApiClient, query: GroupSearch, signal?: AbortSignal) =>
  api.get<PagedResult<TUserGroupRow>>('/api/usergroup/search', query, signal);

export const fetchGroupDetail = (api: ApiClient, query: GroupDetailQuery, signal?: AbortSignal) =>
  api.get<TUserGroupDetailView>('/api/usergroup/GetDetailView', query, signal);

export const saveGroup = (api: ApiClient, body: TUserGroupSave) =>
  api.post<TUserGroup>('/api/usergroup/upsert', body);

export const deleteGroup = (api: ApiClient, groupId: string) =>
  api.del<boolean>(`/api/usergroup/DeleteUserGroup/${id(groupId)}`);

export const changeMembers = (
  api: ApiClient,
  change: 'add' | 'remove',
  groupId: string,
  body: TGroupMemberChange,
) =>
  api.post<TGroupMemberChangeResult>(
    `/api/usergroup/${change === 'add' ? 'AddMember' : 'RemoveMember'}/${id(groupId)}`,
    body,
  );

/** A new invite code for the group; `replace` true retires the current one. */
export const generateGroupInviteCode = (api: ApiClient, groupId: string, replace: boolean) =>
  api.get<{ inviteCode: string }>(`/api/usergroup/GenerateInviteCode/${id(groupId)}/${replace}`);

export const uploadGroupPicture = (api: ApiClient, groupId: string, data: string) =>
  api.post<TUserGroup>(`/api/usergroup/UpdatePicture/${id(groupId)}`, { data });

/** The groups a person belongs to, with their trainer. */
export const fetchMembership = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  api.get<TGroupMembership[]>(
    `/api/usergroup/GetMembership/${id(userAccountId)}`,
    undefined,
    signal,
  );

export const groupKeys = {
  all: ['usergroup'] as const,
  detail: (query: GroupDetailQuery) => ['usergroup', 'detail', query] as const,
};
