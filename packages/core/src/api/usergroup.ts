import { z } from 'zod';
import { ALL_PEOPLE, ORGANISATION_STAFF } from '../access/roles';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import { ZUserAccountPicture } from '../validation/user-account';
import {
  ZGroupMemberChange,
  ZSyncGroupInfo,
  ZUserGroupDetailQuery,
  ZUserGroupSave,
  ZUserGroupSearch,
  type TGroupMemberChangeResult,
  type TGroupMembership,
  type TUserGroup,
  type TUserGroupDetailView,
  type TUserGroupMember,
  type TUserGroupRow,
} from '../validation/user-group';
import { endpoint, json } from './endpoint';
import { zAnyIdParams, zFlagParam, zIdParams } from './params';

const zIds = z.array(zGuid).max(1000);
const base = '/api/usergroup';
// Reads are open to any signed-in person (members read their own groups); core's group predicates
// decide what each person sees or changes.
const signedIn = 'any';
const staff = ORGANISATION_STAFF;
const groups = json<PagedResult<TUserGroupRow>>('PagedResult<TUserGroupRow>');
const group = json<TUserGroup>('TUserGroup');
const synced = json<{ synced: number }>('{ synced }');

const memberChange = (action: 'AddMember' | 'RemoveMember', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${base}/${action}/:id`,
    access: staff,
    summary,
    params: zIdParams,
    body: ZGroupMemberChange,
    answer: json<TGroupMemberChangeResult>('TGroupMemberChangeResult'),
  });
const removal = (path: `/api/${string}`) =>
  endpoint({
    method: 'DELETE',
    path,
    access: staff,
    summary: 'Deletes a group; false when it cannot (the error catalogue).',
    params: zAnyIdParams,
    answer: json<boolean>('boolean'),
  });

/** User groups: search, detail, members, invite codes, picture, cohort claims. */
export const userGroupApi = {
  ping: endpoint({
    method: 'GET',
    path: `${base}/ping`,
    access: signedIn,
    summary: 'The area answers.',
    answer: json<{ area: string; status: string }>('{ area, status }'),
  }),
  search: endpoint({
    method: 'GET',
    path: `${base}/search`,
    access: signedIn,
    summary: 'Groups the caller may see; a failure answers an empty page.',
    query: ZUserGroupSearch,
    answer: groups,
  }),
  getAll: endpoint({
    method: 'GET',
    path: `${base}/getall`,
    access: signedIn,
    summary: 'Groups the caller may see.',
    query: ZUserGroupSearch,
    answer: groups,
  }),
  byAccountIds: endpoint({
    method: 'POST',
    path: `${base}/GetByAccountIds`,
    access: signedIn,
    summary: 'Groups of the given accounts that the caller may see.',
    query: ZUserGroupSearch,
    body: zIds,
    answer: groups,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/GetByIds`,
    access: signedIn,
    summary: 'The given groups the caller may see.',
    body: zIds,
    answer: json<TUserGroup[]>('TUserGroup[]'),
  }),
  detailView: endpoint({
    method: 'GET',
    path: `${base}/GetDetailView`,
    access: signedIn,
    summary: 'A group with a page of its members.',
    query: ZUserGroupDetailQuery,
    answer: json<TUserGroupDetailView>('TUserGroupDetailView'),
  }),
  teamDashboard: endpoint({
    method: 'GET',
    path: `${base}/GetTeamDashboard`,
    access: signedIn,
    feature: 'teamDashboard',
    summary: "A page of the group's members with their progress.",
    query: ZUserGroupDetailQuery,
    answer: json<PagedResult<TUserGroupMember>>('PagedResult<TUserGroupMember>'),
  }),
  membership: endpoint({
    method: 'GET',
    path: `${base}/GetMembership/:id`,
    access: signedIn,
    feature: 'teams',
    // Only myteam/{groupId?} reads it.
    verifiedEmail: true,
    summary: 'The groups a person belongs to, with their trainer.',
    params: zIdParams,
    answer: json<TGroupMembership[]>('TGroupMembership[]'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    access: signedIn,
    summary: 'One group.',
    params: zIdParams,
    answer: group,
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/upsert`,
    access: staff,
    summary: 'Creates or changes a group.',
    body: ZUserGroupSave,
    answer: group,
  }),
  inviteCode: endpoint({
    method: 'GET',
    path: `${base}/GenerateInviteCode/:id/:flag`,
    access: staff,
    feature: 'groupInviteCodes',
    summary: "The group's invite code; with {flag} true a new one replaces it.",
    params: zIdParams.extend({ flag: zFlagParam }),
    answer: json<{ inviteCode: string }>('{ inviteCode }'),
  }),
  addMember: memberChange('AddMember', 'Adds people to a group.'),
  removeMember: memberChange('RemoveMember', 'Takes people out of a group.'),
  tieInviteCode: endpoint({
    method: 'GET',
    path: `${base}/UpdateInviteCodeGroup/:a/:b`,
    access: staff,
    feature: 'groupInviteCodes',
    summary: 'Ties invite code {a} to group {b}.',
    params: z.object({ a: zGuid, b: zGuid }),
    answer: json<{ applied: number }>('{ applied }'),
  }),
  deleteUserGroup: removal(`${base}/DeleteUserGroup/:id`),
  remove: removal(`${base}/:id`),
  updatePicture: endpoint({
    method: 'POST',
    path: `${base}/UpdatePicture/:id`,
    access: staff,
    feature: 'profileImages',
    summary: "Sets the group's picture (base64 in JSON).",
    params: zIdParams,
    body: ZUserAccountPicture,
    answer: group,
  }),
  // Cohort claim maintenance: employees with global data access and security admins.
  syncGroupInfo: endpoint({
    method: 'POST',
    path: `${base}/syncUserAccountGroupInfo`,
    access: ALL_PEOPLE,
    feature: 'cohorts',
    summary:
      "Brings people's cohort claims in line with their groups (all cohort members if none).",
    body: ZSyncGroupInfo,
    answer: synced,
  }),
  convertCohortClaims: endpoint({
    method: 'GET',
    path: `${base}/ConvertInMemoryCohortClaims`,
    access: ALL_PEOPLE,
    feature: 'cohorts',
    summary: "Brings every cohort member's claims in line with their groups.",
    answer: synced,
  }),
};
