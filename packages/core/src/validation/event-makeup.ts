import { z } from 'zod';
import { MakeupStatus, SchedulingType } from '../domain/enums';
import { zGuid } from './guid';

/**
 * Participant scheduling (feature `participantScheduling`): every participant has a scheduling
 * link; a person who missed an event (or cannot come) books an internal make-up event, another
 * event of the same type, and the request is `pending` until they check in there (or a manager
 * marks it), then `complete`. Events with an outside booking page (`schedulingUrl`, OnceHub)
 * link there instead. See docs/decisions.md, "Events: jobs, make-up events and the post-event
 * survey".
 */

/** The query parameter of `myevents` that opens the make-up choice for one registration. */
export const MAKEUP_SCHEDULING_QUERY = 'schedule';

/** Path of the portal's own scheduling page of a participant (internal make-up events). */
export function makeupSchedulingPath(participantId: string): string {
  return `/myevents?${MAKEUP_SCHEDULING_QUERY}=${encodeURIComponent(participantId)}`;
}

/** GET participant/GetSchedulingLink/{participantId}: the person's own scheduling link. */
export type TSchedulingLink = {
  participantId: string;
  eventId: string;
  schedulingType: SchedulingType;
  /** Absolute address: the outside booking page with the participant, or the portal's page. */
  url: string;
};

/** An event a participant may book as their make-up (GetMakeupOptions/{participantId}). */
export type TMakeupOption = {
  eventId: string;
  description: string | null;
  eventTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  ianaLocationTimeZone: string;
  location: string | null;
  virtualConferenceUrl: string | null;
  trainer: string | null;
  /** Places left before the event's maximum. */
  seatsLeft: number;
};

/** A make-up request: the registration that was missed and the event booked instead. */
export type TMakeupRequest = {
  participantId: string;
  firstName: string;
  lastName: string;
  email: string;
  userAccountId: string | null;
  eventId: string;
  eventName: string;
  eventStartDate: string | null;
  makeupEventId: string;
  makeupEventName: string;
  makeupStartDate: string | null;
  makeupIanaLocationTimeZone: string;
  /** The person's registration in the make-up event. */
  makeupParticipantId: string | null;
  status: MakeupStatus;
  schedulingType: SchedulingType;
  requestedUTC: string | null;
  completedUTC: string | null;
  /** The event's managers may mark it complete or cancel it. */
  canManage: boolean;
};

/** POST participant/RequestMakeup/{participantId} body: ZMakeupRequest (participants.ts). */

/** POST participant/SetMakeupStatus/{participantId}/{status}. */
export const ZMakeupStatusParams = z.object({
  id: zGuid,
  status: z.enum([MakeupStatus.Pending, MakeupStatus.Complete]),
});

/** GET participant/GetMakeupRequests?eventId=&status= (managers). */
export const ZMakeupRequestsQuery = z.object({
  /** The missed event or the make-up event. */
  eventId: zGuid.optional(),
  status: z.enum([MakeupStatus.Pending, MakeupStatus.Complete]).optional(),
});
export type TMakeupRequestsQuery = z.input<typeof ZMakeupRequestsQuery>;

/** POST participant/SendSchedulingLinks/{eventId}: to these participants, or to all not sent. */
export const ZSendSchedulingLinks = z
  .object({
    participantIds: z.array(zGuid).max(1000).default([]),
    /** Send again to people who already had theirs. */
    resend: z.boolean().default(false),
  })
  .prefault({});
export type TSendSchedulingLinks = z.input<typeof ZSendSchedulingLinks>;
export type TSendSchedulingLinksResult = { queued: number; skipped: number };
