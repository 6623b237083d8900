import { z } from 'zod';
import { MakeupStatus, SchedulingType } from '../domain/enums';
import type { EventCertificateTemplate } from './event-catalog';
import { optionalText } from './event-catalog';
import { zEmail } from './email';
import { zEventCodeInput } from './events';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * Participants (the spec's Attendant): people registered for an event, checked in or not.
 * Paths: `/api/participant/...`, check-in under `/api/event/checkin/{id}`.
 */

/** What a person tells about themselves when registering or checking in. */
export const ZAttendantFields = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: zEmail.transform((value) => value.toLowerCase()),
  titles: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  school: optionalText(200),
  employerName: optionalText(200),
  parentEmployerName: optionalText(200),
  mobile: optionalText(40),
  smsNotifications: z.boolean().default(true),
  crmAccountIds: z.array(zGuid).max(20).default([]),
});
export type TAttendantFields = z.input<typeof ZAttendantFields>;

/** POST participant/save (and each item of saveParticipants): a participant added by hand. */
export const ZParticipantSave = ZAttendantFields.extend({
  id: zGuid.optional(),
  eventId: zGuid,
  /** The person's user account in the brand; found by e-mail when absent. */
  userAccountId: zGuid.nullish().transform((value) => value ?? null),
});
export type TParticipantSave = z.input<typeof ZParticipantSave>;

export const ZParticipantsSave = z.array(ZParticipantSave).min(1).max(500);

/** POST event/checkin/{eventId}. */
export const ZCheckinRequest = z
  .object({
    /** The event's code: needed unless the caller manages the event. */
    eventCode: zEventCodeInput.optional(),
    /** Check in this registration (the participant's own QR code, or a trainer's list). */
    participantId: zGuid.optional(),
    /** The caller's details when checking themselves in without a registration. */
    attendant: ZAttendantFields.partial({ email: true }).optional(),
  })
  .prefault({});
export type TCheckinRequest = z.input<typeof ZCheckinRequest>;

export type TCheckinResult = {
  checkedIn: boolean;
  participantId: string | null;
  /** Already checked in before this call (nothing changed). */
  alreadyCheckedIn: boolean;
  computedCheckedInCount: number;
  checkedInTitle: string | null;
  checkedInRedirect: string | null;
  message: string | null;
};

export type TParticipantAbilities = { edit: boolean; delete: boolean; checkIn: boolean };

export type TParticipant = z.output<typeof ZAttendantFields> & {
  id: string;
  appName: string;
  eventId: string;
  userAccountId: string | null;
  /** ISO time of registration (the spec's `date`). */
  date: string;
  eventStartDate: string | null;
  checkedIn: boolean;
  checkedInUTC: string | null;
  inviteSentUTC: string | null;
  /** Path of the participant's own check-in page (their QR code opens it). */
  checkinPath: string;
  schedulingType: SchedulingType | null;
  /** The event's scheduling link with this participant filled in, or null. */
  personalizedSchedulingUrl: string | null;
  makeupStatus: MakeupStatus | null;
  makeupEventId: string | null;
  certificateAvailable: boolean;
  abilities: TParticipantAbilities;
};

/** A registration with its event, as myevents and the participant's own lists show it. */
export type TParticipantWithEvent = TParticipant & {
  event: {
    id: string;
    description: string | null;
    eventTypeId: string;
    eventTypeName: string | null;
    category: string | null;
    startDate: string | null;
    endDate: string | null;
    ianaLocationTimeZone: string;
    location: string | null;
    virtualConferenceUrl: string | null;
    trainer: string | null;
    trainerEmail: string | null;
    archived: boolean;
  };
};

/** GET participant (root): one event's participants, paged. */
export const ZParticipantSearch = zPagedQuery.extend({
  eventId: zGuid,
  sortProperty: z.enum(['lastName', 'firstName', 'email', 'date', 'checkedIn']).default('lastName'),
  checkedIn: z.enum(['true', 'false']).optional(),
});
export type TParticipantSearch = z.input<typeof ZParticipantSearch>;

export const zGuidArray = z.array(zGuid).max(1000);

/** POST sendInvites/{eventId}: to these participants, or to everyone not invited yet. */
export const ZSendInvites = z
  .object({
    participantIds: z.array(zGuid).max(1000).default([]),
    /** Send again to people already invited. */
    resend: z.boolean().default(false),
  })
  .prefault({});
export type TSendInvites = z.input<typeof ZSendInvites>;
export type TSendInvitesResult = { queued: number; skipped: number };

/** CreateParticipantsFromGroupMembers/{eventId}/{userGroupId} */
export type TImportResult = { added: number; alreadyRegistered: number; withoutEmail: number };

/** POST GetEmailsByEventType/{eventTypeId}/{checkedInOnly} */
export type TParticipantEmail = { email: string; userAccountId: string | null; eventId: string };

/** The data of a participant's event certificate (data and print-data calls). */
export type TEventCertificate = {
  participantId: string;
  firstName: string;
  lastName: string;
  eventId: string;
  eventTypeName: string;
  eventDescription: string | null;
  totalHours: number | null;
  numberOfDays: number | null;
  startDate: string | null;
  endDate: string | null;
  ianaLocationTimeZone: string;
  location: string | null;
  trainer: string | null;
  trainer2: string | null;
  checkedInUTC: string | null;
  template: EventCertificateTemplate;
  brandName: string;
};

/** Participant scheduling (feature participantScheduling). */
export const ZMakeupRequest = z.object({ makeupEventId: zGuid });

/** Moving participants (feature moveParticipant). */
export const ZMoveParticipants = z.object({
  participantIds: z.array(zGuid).min(1).max(1000),
});
export const ZMoveParticipantsTo = ZMoveParticipants.extend({ fromEventId: zGuid });

export type TMovePreview = {
  fromEventId: string;
  toEventId: string;
  lines: {
    participantId: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    willMove: boolean;
    reason: string | null;
    carriesCheckin: boolean;
  }[];
  moving: number;
  targetCountAfter: number;
  targetMaxStudents: number;
  overCapacity: boolean;
};
export type TMoveResult = TMovePreview & { moved: number };

/** GetScheduledByUserAccountIdAndCategory/{userAccountId}/{category}/{status}/{days} */
export const ZScheduledParams = z.object({
  a: zGuid,
  b: z.string().trim().min(1).max(100),
  c: z.enum([MakeupStatus.Pending, MakeupStatus.Complete, 'all']),
  d: z.coerce.number().int().min(1).max(3660),
});
