import { z } from 'zod';
import { EventCountStatus } from '../domain/enums';
import {
  ATTENDANCE_STATUS_NONE,
  EVENT_CODE_MAX_INPUT,
  EVENT_DEFAULTS,
  SELF_REGISTER_MAX_DAYS,
  isValidTimeZone,
  isWellFormedEventCode,
  normalizeEventCode,
} from '../domain/events';
import { zEmail } from './email';
import { optionalText, optionalUrl } from './event-catalog';
import { zGuid } from './guid';
import { zPagedQuery, type PagedResult } from './paging';

/** Training events (`/api/event/...`): the spec's Event entity with its defaults. */

const zInstant = z.iso.datetime({ offset: true });
const optionalInstant = zInstant.nullish().transform((value) => value ?? null);
const optionalGuid = zGuid.nullish().transform((value) => value ?? null);
const optionalEmail = zEmail
  .nullish()
  .or(z.literal(''))
  .transform((value) => (value ? value.toLowerCase() : null));

export const zIanaTimeZone = z
  .string()
  .trim()
  .refine(isValidTimeZone, { message: 'Must be an IANA time zone such as America/Chicago.' });

/** Query flags arrive as text. */
export const zFlag = z
  .union([
    z.boolean(),
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['true', 'false', '1', '0'])),
  ])
  .transform((value) => value === true || value === 'true' || value === '1');

export const ZEventOpportunity = z.object({
  id: optionalText(100),
  name: optionalText(300),
  owner: optionalText(200),
  contractEndDate: z.iso.date().nullish().default(null),
  salesStage: optionalText(100),
  type: optionalText(100),
  crmAccountId: optionalText(100),
});
export type TEventOpportunity = z.output<typeof ZEventOpportunity>;

export const ZEventPlanner = z.object({
  email: optionalEmail,
  name: optionalText(200),
  userAccountId: optionalGuid,
});
export type TEventPlanner = z.output<typeof ZEventPlanner>;

/** POST /api/event/save: the fields a person sets; absent ones take the spec's defaults. */
export const ZEventSave = z
  .object({
    id: zGuid.optional(),
    /** The catalog item (event type). */
    eventTypeId: zGuid,
    description: optionalText(4000),
    userGroupId: optionalGuid,
    status: z.string().trim().min(1).max(100).default(EVENT_DEFAULTS.status),
    location: optionalText(500),
    trainer: optionalText(200),
    trainerEmail: optionalEmail,
    trainer2: optionalText(200),
    trainer2Email: optionalEmail,
    trainee: optionalText(200),
    /** The CRM's code of the event (free text); the check-in code is `eventCode`. */
    code: optionalText(100),
    /**
     * The check-in code, to replace it with one from generateEventCode (absent: a new event
     * draws one, a saved event keeps its own). The old code and its QR codes stop working.
     */
    eventCode: z
      .string()
      .max(EVENT_CODE_MAX_INPUT)
      .transform(normalizeEventCode)
      .refine(
        isWellFormedEventCode,
        'A check-in code is 8 letters and digits of the code alphabet.',
      )
      .optional(),
    district: optionalText(200),
    schools: optionalText(1000),
    startDate: optionalInstant,
    endDate: optionalInstant,
    maxStudents: z.number().int().min(1).max(100_000).default(EVENT_DEFAULTS.maxStudents),
    facilitatorRating: z.number().min(0).max(10).nullish().default(null),
    referenceId: optionalText(100),
    /** Internal ids of the event's CRM accounts when the list is static. */
    crmAccountIds: z.array(zGuid).max(200).default([]),
    /** True: the accounts are the list above; false: they follow the user group's accounts. */
    isStaticAccountList: z.boolean().default(true),
    includeProfile: z.boolean().default(false),
    includeTractionPlan: z.boolean().default(false),
    opportunity: ZEventOpportunity.prefault({}),
    planner: ZEventPlanner.prefault({}),
    deliverableType: optionalText(100),
    deliveryType: optionalText(100),
    virtualConferenceUrl: optionalUrl,
    /** The location's time zone as shown to people (free text). */
    locationTimeZone: optionalText(100),
    /** The IANA zone every date rule of the event uses. */
    ianaLocationTimeZone: zIanaTimeZone.default(EVENT_DEFAULTS.ianaLocationTimeZone),
    correlationId: optionalText(100),
    schedulingUrl: optionalUrl,
    useReplyTrainer: z.boolean().default(false),
    disableSyncParticipants: z.boolean().default(false),
    disableCoachingSessionStatusUpdates: z.boolean().default(false),
    disableCoachingSessionReminders: z.boolean().default(false),
    eventSummaryDetails: optionalText(8000),
    additionalResources: optionalText(8000),
    virtualHost1Name: optionalText(200),
    virtualHost2Name: optionalText(200),
    hasExternalAttachments: z.boolean().default(false),
    demographicConsideration: z.boolean().default(false),
    secondaryOnly: z.boolean().default(false),
    bilingual: z.boolean().default(false),
    specialNotes: optionalText(4000),
    quantity: z.number().int().min(0).max(100_000).nullish().default(null),
    conferenceSummaryUrl: optionalUrl,
    /** Optimistic concurrency: the version the form was loaded at (new events: absent). */
    version: z.number().int().min(1).optional(),
  })
  .refine((e) => !e.startDate || !e.endDate || e.endDate >= e.startDate, {
    message: 'The end date must not be before the start date.',
    path: ['endDate'],
  });
export type TEventSave = z.input<typeof ZEventSave>;

export type TEventAbilities = {
  /** Save, archive, delete, manage participants, update the count. */
  edit: boolean;
  /** Check people in by participant id without the event code (trainers, admins). */
  checkInOthers: boolean;
  /** The caller is registered for the event. */
  registered: boolean;
};

/** An event as the event calls answer it. */
export type TEvent = Omit<z.output<typeof ZEventSave>, 'id' | 'version'> & {
  id: string;
  appName: string;
  version: number;
  eventType: { id: string; name: string; referenceId: string | null } | null;
  userGroupName: string | null;
  crmAccounts: { id: string; accountName: string }[];
  /** The group's accounts at the last save, when the list is not static. */
  importedCrmAccounts: { id: string; accountName: string }[];
  /** The check-in code (`ABCD-EFGH` when shown). */
  eventCode: string;
  /** The invite code made by GenerateEventInviteCode, or null. */
  inviteCode: string | null;
  attendenceCount: number;
  /** 'none', then certified or reconciled through updatecount. */
  attendenceStatus: typeof ATTENDANCE_STATUS_NONE | EventCountStatus;
  participantCount: number;
  computedCheckedInCount: number;
  archived: boolean;
  /** Path of the check-in page of the event (the QR code of the event opens it). */
  checkinPath: string;
  /** The caller's participant id when registered; null otherwise. */
  participantId: string | null;
  /** The caller's personal scheduling link when registered and the event has one. */
  personalizedSchedulingUrl: string | null;
  createdUTC: string;
  updatedUTC: string;
  abilities: TEventAbilities;
};

/** The only fields the check-in page sees: never other participants. */
export type TCheckinEvent = Pick<
  TEvent,
  | 'id'
  | 'description'
  | 'location'
  | 'startDate'
  | 'endDate'
  | 'ianaLocationTimeZone'
  | 'locationTimeZone'
  | 'trainer'
  | 'virtualConferenceUrl'
> & {
  eventTypeName: string | null;
  checkedInTitle: string | null;
  checkedInRedirect: string | null;
  /** True when check-in is open now; `checkinMessage` says why not. */
  checkinAvailable: boolean;
  checkinMessage: string | null;
  /** The caller's own state for this event. */
  isRegistered: boolean;
  isCheckedIn: boolean;
};

export const EVENT_SORT_PROPERTIES = [
  'startDate',
  'description',
  'status',
  'createdUTC',
  'location',
] as const;

/** GET /api/event (root): the events the caller may see, paged and filtered. */
export const ZEventSearch = zPagedQuery.extend({
  sortProperty: z.enum(EVENT_SORT_PROPERTIES).default('startDate'),
  eventTypeId: zGuid.optional(),
  userGroupId: zGuid.optional(),
  crmAccountId: zGuid.optional(),
  status: z.string().trim().max(100).optional(),
  fromDate: zInstant.optional(),
  toDate: zInstant.optional(),
  includeArchived: zFlag.default(false),
  /** Only events the caller trains. */
  mine: zFlag.default(false),
});
export type TEventSearch = z.input<typeof ZEventSearch>;
export type TEventSearchResult = PagedResult<TEvent>;

/** POST getEventsByGroupsAndCrmAccountsFilteredByDate */
export const ZEventsByGroupsAndAccounts = z.object({
  accountIds: z.array(zGuid).max(500).default([]),
  userGroupIds: z.array(zGuid).max(500).default([]),
  fromDate: optionalInstant,
  toDate: optionalInstant,
  /** Include events without a date yet. */
  includeUnscheduledStatuses: z.boolean().default(false),
});
export type TEventsByGroupsAndAccounts = z.input<typeof ZEventsByGroupsAndAccounts>;

/** POST GetSelfRegisterEvents/{days}: optional narrowing by event type. */
export const ZSelfRegisterEventsQuery = z
  .object({ eventTypeIds: z.array(zGuid).max(100).default([]) })
  .prefault({});
export const zSelfRegisterDays = z.coerce.number().int().min(1).max(SELF_REGISTER_MAX_DAYS);

/** POST updatecount/{id}?count=&status= */
export const ZUpdateCount = z.object({
  count: z.coerce.number().int().min(0).max(100_000),
  status: z.enum([EventCountStatus.Certified, EventCountStatus.Reconciled]),
});
export type TUpdateCount = z.input<typeof ZUpdateCount>;

export const zEventCodeInput = z.string().trim().min(1).max(EVENT_CODE_MAX_INPUT);

/** ValidateEventCode/{code}: whether the code names an event open for check-in in the brand. */
export type TEventCodeValidation = {
  valid: boolean;
  eventId: string | null;
  checkinAvailable: boolean;
  message: string | null;
};

/** POST createProfileRequestActivity(FromLatest) */
export const ZProfileRequestActivity = z.object({
  userGroupId: optionalGuid,
  accountIds: z.array(zGuid).max(500).default([]),
  templateProfileConfigId: optionalGuid,
  eventTypeId: zGuid,
});
export type TProfileRequestActivity = z.input<typeof ZProfileRequestActivity>;

/** The profile-request event created by createProfileRequestActivity(FromLatest). */
export type TProfileRequestActivityResult = { event: TEvent; participantsAdded: number };

/** GetLatestActiveSurvey/{eventId}: the event's post-event survey, when open. */
export type TEventSurveyLink = {
  eventId: string;
  surveyUrl: string | null;
  anonymousSurveyUrl: string | null;
  /** The survey stops taking answers after this instant (null: no end). */
  expiresUTC: string | null;
  isOpen: boolean;
};

/** GetUpcomingEventsByUserAccountIdAndType/{userAccountId}/{eventTypeId}/{days} */
export const ZUpcomingEventsParams = z.object({
  a: zGuid,
  b: z.union([zGuid, z.literal('all')]),
  c: z.coerce.number().int().min(1).max(SELF_REGISTER_MAX_DAYS),
});
