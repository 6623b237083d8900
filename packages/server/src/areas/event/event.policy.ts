import {
  CLIENT_STAFF,
  EVENT_MANAGERS,
  hasGlobalDataAccess,
  satisfies,
  type TEventAbilities,
} from '@portal/core';
import type { Actor } from '../../shared/request-context';

/**
 * Who may do what to an event (see docs/decisions.md, "Training events (server)"). The
 * facts are read by the store; the rules are here, once.
 */
export type EventAccessFacts = {
  trainer_email: string | null;
  trainer2_email: string | null;
  planner_user_account_id: string | null;
  /** The caller may see one of the event's accounts or its group (accounts' own rules). */
  viewerSeesAccounts: boolean;
  /** The caller is registered for the event. */
  viewerRegistered: boolean;
  /** A future, open event of a self-register type: offered to every signed-in person. */
  offeredForSelfRegistration: boolean;
};

/** Event admins manage every event of their brand. */
export const isEventAdmin = (actor: Actor) => satisfies(actor.session, 'eventAdmin');

/** A trainer (or coach) named on the event, or its planner. */
export function trainsEvent(actor: Actor, event: EventAccessFacts): boolean {
  if (!satisfies(actor.session, EVENT_MANAGERS)) return false;
  return (
    actor.email === event.trainer_email ||
    actor.email === event.trainer2_email ||
    (actor.userAccountId !== null && actor.userAccountId === event.planner_user_account_id)
  );
}

/** Save, archive, delete, manage participants, certify the count, check people in. */
export function canManageEvent(actor: Actor, event: EventAccessFacts): boolean {
  return isEventAdmin(actor) || trainsEvent(actor, event);
}

/** Who reads an event's survey results: its managers, staff who read every event, survey admins. */
export function readsEventSurveyResults(actor: Actor, event: EventAccessFacts): boolean {
  return (
    canManageEvent(actor, event) || readsAllEvents(actor) || satisfies(actor.session, 'surveyAdmin')
  );
}

/** Staff who read every event of the brand: employees and global data access. */
export function readsAllEvents(actor: Actor): boolean {
  return (
    isEventAdmin(actor) || hasGlobalDataAccess(actor.session) || satisfies(actor.session, 'tfg')
  );
}

/**
 * Reading an event: its managers, staff who read all, client admins and coaches of its
 * accounts or group, and its own participants.
 */
export function canReadEvent(actor: Actor, event: EventAccessFacts): boolean {
  return (
    canManageEvent(actor, event) ||
    readsAllEvents(actor) ||
    (satisfies(actor.session, CLIENT_STAFF) && event.viewerSeesAccounts) ||
    event.viewerRegistered ||
    event.offeredForSelfRegistration
  );
}

/** Reading the participant list (names and e-mails) of an event: not its participants. */
export function canReadParticipants(actor: Actor, event: EventAccessFacts): boolean {
  return canReadEvent(actor, {
    ...event,
    viewerRegistered: false,
    offeredForSelfRegistration: false,
  });
}

export function eventAbilities(actor: Actor, event: EventAccessFacts): TEventAbilities {
  const manage = canManageEvent(actor, event);
  return { edit: manage, checkInOthers: manage, registered: event.viewerRegistered };
}
