import { USER_GROUP_DEFAULTS, type TUserGroup, type TUserGroupSave } from '@portal/core';

/** The save of a loaded group: its stored fields at the version it was loaded at. */
export function groupSave(group: TUserGroup): TUserGroupSave {
  return {
    id: group.id,
    version: group.version,
    name: group.name,
    crmAccountIds: group.crmAccounts.map((account) => account.id),
    trainerUserAccountIds: group.trainers.map((person) => person.userAccountId),
    leaderUserAccountIds: group.leaders.map((person) => person.userAccountId),
    isHidden: group.isHidden,
    isVisibleToLeaders: group.isVisibleToLeaders,
    profileConfigId: group.profileConfigId,
    referenceId: group.referenceId,
    referenceType: group.referenceType,
    crmStatus: group.crmStatus,
    status: group.status,
    coachingSessionStatusUpdateEmail: group.coachingSessionStatusUpdateEmail,
    specialTeamCode: group.specialTeamCode,
  };
}

/** A new group takes the spec's defaults (name 'New Group', hidden, no contract, active). */
export const newGroupSave = (): TUserGroupSave => ({ ...USER_GROUP_DEFAULTS });
