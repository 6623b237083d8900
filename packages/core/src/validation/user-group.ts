import { z } from 'zod';
import { UserGroupCrmStatus, UserGroupStatus } from '../domain/enums';
import { zGuid } from './guid';
import { zPagedQuery, type PagedResult } from './paging';

/** User groups (`/api/usergroup/...`): teams and cohorts with members, trainers and leaders. */

/** The spec's defaults of a new group. */
export const USER_GROUP_DEFAULTS = {
  name: 'New Group',
  isHidden: true,
  crmStatus: UserGroupCrmStatus.NoContract,
  status: UserGroupStatus.Active,
  isVisibleToLeaders: false,
} as const;

/** The reference type of a group that stands for an account's cohort. */
export const COHORT_GROUP_REFERENCE_TYPE = 'CrmCohortGroup';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/usergroup/upsert: the stored fields; absent ones take the spec's defaults. */
export const ZUserGroupSave = z.object({
  id: zGuid.optional(),
  name: z.string().trim().min(1).max(200).default(USER_GROUP_DEFAULTS.name),
  /** Internal ids of the group's CRM accounts. */
  crmAccountIds: z.array(zGuid).max(100).default([]),
  trainerUserAccountIds: z.array(zGuid).max(100).default([]),
  leaderUserAccountIds: z.array(zGuid).max(100).default([]),
  isHidden: z.boolean().default(USER_GROUP_DEFAULTS.isHidden),
  isVisibleToLeaders: z.boolean().default(USER_GROUP_DEFAULTS.isVisibleToLeaders),
  profileConfigId: zGuid.nullish().transform((value) => value ?? null),
  referenceId: optionalText(100),
  referenceType: optionalText(100),
  crmStatus: z.nativeEnum(UserGroupCrmStatus).default(USER_GROUP_DEFAULTS.crmStatus),
  status: z.nativeEnum(UserGroupStatus).default(USER_GROUP_DEFAULTS.status),
  coachingSessionStatusUpdateEmail: optionalText(320),
  specialTeamCode: optionalText(100),
  version: z.number().int().min(1).optional(),
});
export type TUserGroupSave = z.input<typeof ZUserGroupSave>;

export type TUserGroupAbilities = {
  edit: boolean;
  /** Add and remove members, make invite codes. */
  manageMembers: boolean;
  delete: boolean;
};

/** A person as group lists show them. */
export type TPersonSummary = {
  userAccountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export type TUserGroup = Omit<z.output<typeof ZUserGroupSave>, 'version'> & {
  id: string;
  appName: string;
  version: number;
  crmAccounts: { id: string; accountName: string }[];
  trainers: TPersonSummary[];
  leaders: TPersonSummary[];
  memberCount: number;
  inviteCode: string | null;
  /** Address of the group's picture, or null. */
  dataImageUrl: string | null;
  attachments: { name: string; url: string }[];
  createdUTC: string;
  abilities: TUserGroupAbilities;
};

/** A row of the group lists: no people lists. */
export type TUserGroupRow = Pick<
  TUserGroup,
  | 'id'
  | 'name'
  | 'crmAccounts'
  | 'isHidden'
  | 'crmStatus'
  | 'status'
  | 'memberCount'
  | 'referenceType'
  | 'createdUTC'
>;

/** A member of a group, as the detail view and the team dashboard list them. */
export type TUserGroupMember = TPersonSummary & {
  titles: string[];
  /** ISO time the person joined the group. */
  addedUTC: string;
  isLeader: boolean;
  isTrainer: boolean;
};

export const USER_GROUP_MEMBER_SORT_PROPERTIES = [
  'lastName',
  'firstName',
  'email',
  'added',
] as const;

/** GET /api/usergroup/GetDetailView: the group and one page of its members. */
export const ZUserGroupDetailQuery = zPagedQuery.extend({
  userGroupId: zGuid,
  sortProperty: z.enum(USER_GROUP_MEMBER_SORT_PROPERTIES).default('lastName'),
});
export type TUserGroupDetailQuery = z.input<typeof ZUserGroupDetailQuery>;

export type TUserGroupDetailView = {
  group: TUserGroup;
  members: PagedResult<TUserGroupMember>;
};

/**
 * A row of the team dashboard: the member. The dashboard reads each member's plan and 360
 * status from their own calls (`tractionplan/GetTractionPlanStatusByUserAccountIds`,
 * `profileparticipant/GetLatestStatusByUserAccountIds`) with the page's user account ids.
 */
export type TTeamDashboardRow = TUserGroupMember;

/** GET /api/usergroup/search: the groups the caller may see, paged. */
export const ZUserGroupSearch = zPagedQuery.extend({
  sortProperty: z.enum(['name', 'createdUTC', 'memberCount']).default('name'),
  crmAccountId: zGuid.optional(),
  includeHidden: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(true),
});
export type TUserGroupSearch = z.input<typeof ZUserGroupSearch>;

/** GetMembership/{userAccountId}: the groups a person belongs to, with their trainer. */
export type TGroupMembership = {
  userGroupId: string;
  name: string;
  addedUTC: string;
  isLeader: boolean;
  trainerName: string | null;
  trainerEmail: string | null;
  crmAccounts: { id: string; accountName: string }[];
};

/** AddMember/{groupId} and RemoveMember/{groupId}: user account ids or e-mail addresses. */
export const ZGroupMemberChange = z.object({
  userAccountIds: z.array(zGuid).max(500).default([]),
  emails: z.array(z.string().trim().toLowerCase().email()).max(500).default([]),
});
export type TGroupMemberChange = z.input<typeof ZGroupMemberChange>;

export type TGroupMemberChangeResult = {
  added: number;
  removed: number;
  /** E-mail addresses that name no user account of the brand. */
  notFound: string[];
  memberCount: number;
};

/** POST syncUserAccountGroupInfo: re-derives the cohort claims of these people (all when empty). */
export const ZSyncGroupInfo = z.object({ userAccountIds: z.array(zGuid).max(1000).default([]) });
