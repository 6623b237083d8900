/**
 * Enumerations of the spec with their stored values. Values are what the API and the database
 * carry; the keys are the spec's names (including its spelling `Inititial`).
 */

type ValueOf<T> = T[keyof T];

export const MessageStatus = {
  Undefined: 0,
  InQueue: 1,
  InProcess: 2,
  Complete: 3,
  Reject: 4,
  Deferred: 5,
  Immediate: 6,
} as const;
export type MessageStatus = ValueOf<typeof MessageStatus>;

/** The spec names the message types without numbers; they take their order, as the others do. */
export const MessageType = { Undefined: 0, Email: 1, SMS: 2, SignalR: 3 } as const;
export type MessageType = ValueOf<typeof MessageType>;

export const CheckupStage = {
  Inititial: 0,
  Notify: 1,
  FinalNotification: 2,
  Feedback: 3,
  FeedbackClosed: 4,
  Reported: 5,
  Completed: 6,
} as const;
export type CheckupStage = ValueOf<typeof CheckupStage>;

export const CheckupType = { TractionPlan: 0, ExcelScorecard: 1 } as const;
export type CheckupType = ValueOf<typeof CheckupType>;

export const InteractionFrequency = {
  Daily: 'Daily',
  Weekly: 'Weekly',
  Monthly: 'Monthly',
  LessThanMonthly: 'LessThanMonthly',
} as const;
export type InteractionFrequency = ValueOf<typeof InteractionFrequency>;

export const DayOfWeek = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
} as const;
export type DayOfWeek = ValueOf<typeof DayOfWeek>;

export const UserAccountKind = { Regular: 0, ViewContent: 1 } as const;
export type UserAccountKind = ValueOf<typeof UserAccountKind>;

export const InviteCodeStatus = {
  Valid: 'Valid',
  Invalid: 'Invalid',
  Expired: 'Expired',
  MaxUsesReached: 'MaxUsesReached',
} as const;
export type InviteCodeStatus = ValueOf<typeof InviteCodeStatus>;

export const ResourceGroupStatus = {
  Draft: 'draft',
  Active: 'active',
  Archived: 'archived',
} as const;
export type ResourceGroupStatus = ValueOf<typeof ResourceGroupStatus>;

export const UserGroupCrmStatus = {
  NoContract: 'No Contract',
  ActiveContract: 'Active Contract',
  InactiveContract: 'Inactive Contract',
} as const;
export type UserGroupCrmStatus = ValueOf<typeof UserGroupCrmStatus>;

export const UserGroupStatus = { Active: 'Active', Inactive: 'Inactive' } as const;
export type UserGroupStatus = ValueOf<typeof UserGroupStatus>;

export const EventCountStatus = { Certified: 'certified', Reconciled: 'reconciled' } as const;
export type EventCountStatus = ValueOf<typeof EventCountStatus>;

/** Status of a user batch process (e.g. a batch merge). */
export const BatchStatus = {
  Pending: 'pending',
  Complete: 'complete',
  Cancelled: 'cancelled',
  Failed: 'failed',
} as const;
export type BatchStatus = ValueOf<typeof BatchStatus>;

/** Status of an internal make-up event. */
export const MakeupStatus = { Pending: 'pending', Complete: 'complete' } as const;
export type MakeupStatus = ValueOf<typeof MakeupStatus>;

/** The status an event starts with; the spec does not show the others. */
export const INITIAL_EVENT_STATUS = 'Manual Scheduled';

export const SchedulingType = {
  OnceHubBooking: 'OnceHubBooking',
  InternalMakeupEvent: 'InternalMakeupEvent',
} as const;
export type SchedulingType = ValueOf<typeof SchedulingType>;

export const ResponseUniquenessType = {
  Person: 'Person',
  PersonAndEntity: 'PersonAndEntity',
} as const;
export type ResponseUniquenessType = ValueOf<typeof ResponseUniquenessType>;
