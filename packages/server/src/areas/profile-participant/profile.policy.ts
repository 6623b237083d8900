import { canAccessProfile, isSecurityAdmin, type Session } from '@portal/core';
import { coaches, type Coachees } from '../usergroup/coachees';

/**
 * The caller as the profile policies see them: the session, their account in the brand and the
 * people they coach (usergroup/coachees.ts; empty without profile access).
 */
export type ProfileActor = { session: Session; accountId: string | null; coachees: Coachees };

/** Anything owned by a person's user account: a participant, a report, an attachment. */
export type OwnedSubject = { userAccountId: string };

export const isOwner = (actor: ProfileActor, subject: OwnedSubject) =>
  actor.accountId !== null && actor.accountId === subject.userAccountId;

/**
 * A coach of the participant: profile access ((trainer or clientCoach) and profileViewer) and
 * the participant among the people they coach (a member of a group they train or lead, or of an
 * account they administer or train), or a security admin.
 */
export function isCoachOf(actor: ProfileActor, subject: OwnedSubject): boolean {
  if (isSecurityAdmin(actor.session)) return true;
  return canAccessProfile(actor.session) && coaches(actor.coachees, subject.userAccountId);
}

/**
 * A leader of the user group: its trainers and leaders with profile access (the team endpoints
 * read the group's members, each of whom such a leader coaches), or a security admin.
 */
export function isTeamLeaderOf(actor: ProfileActor, members: readonly string[]): boolean {
  if (isSecurityAdmin(actor.session)) return true;
  return (
    canAccessProfile(actor.session) &&
    members.length > 0 &&
    members.every((member) => coaches(actor.coachees, member))
  );
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
