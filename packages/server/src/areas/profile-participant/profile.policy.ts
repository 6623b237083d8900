import { canAccessProfile, isSecurityAdmin, type Session } from '@portal/core';

/** The caller as the profile policies see them: the session and their account in the brand. */
export type ProfileActor = { session: Session; accountId: string | null };

/** Anything owned by a person's user account: a participant, a report, an attachment. */
export type OwnedSubject = { userAccountId: string };

export const isOwner = (actor: ProfileActor, subject: OwnedSubject) =>
  actor.accountId !== null && actor.accountId === subject.userAccountId;

/**
 * A coach of the participant. Today: anyone with profile access ((trainer or clientCoach) and
 * profileViewer) or a security admin. After the accounts-and-groups merge this is narrowed to
 * the coaches (trainers, client coaches) of a group the participant belongs to
 * (docs/decisions.md, "360 profile (server)"); this is the one place to change.
 */
export function isCoachOf(actor: ProfileActor, subject: OwnedSubject): boolean {
  void subject; // narrowed by group membership after the merge (see above)
  return canAccessProfile(actor.session) || isSecurityAdmin(actor.session);
}

/**
 * A leader of the user group. Today: the same people as a coach; the team endpoints take the
 * members as an explicit list, each of whom the caller must be allowed to read. After the merge:
 * the group's leaders (and coaches) only.
 */
export function isTeamLeaderOf(actor: ProfileActor, userGroupId: string | null): boolean {
  void userGroupId; // narrowed to the group's leaderUserAccountIds after the merge
  return canAccessProfile(actor.session) || isSecurityAdmin(actor.session);
}

/** A participant, their describers and status: the person, or their coach. */
export function canReadParticipant(actor: ProfileActor, subject: OwnedSubject): boolean {
  return isOwner(actor, subject) || isCoachOf(actor, subject);
}

/** Inviting, removing and reactivating describers; starting and stopping the 360. */
export const canManageParticipant = canReadParticipant;

/** A report: the participant once released; a coach always. */
export function canReadReport(
  actor: ProfileActor,
  report: OwnedSubject & { isReleased: boolean },
): boolean {
  return (isOwner(actor, report) && report.isReleased) || isCoachOf(actor, report);
}

/** Creating a report: the participant (released by the rule) or their coach. */
export const canCreateReport = canReadParticipant;

/** Deleting, excluding, releasing and building insights: the coach. */
export const canManageReport = (actor: ProfileActor, report: OwnedSubject) =>
  isCoachOf(actor, report);
