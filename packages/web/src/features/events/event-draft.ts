import { EVENT_DEFAULTS, ZEventSave, type TEvent, type TEventSave } from '@portal/core';

/** The form's values: the save's input, every field present so each input starts filled. */
export type EventDraft = TEventSave & { crmAccountIds: string[] };

const SAVED_FIELDS = Object.keys(ZEventSave.shape) as (keyof TEventSave)[];

/** The save of a loaded event: its stored fields at the version it was loaded at. */
export function eventSave(event: TEvent): EventDraft {
  const draft: Record<string, unknown> = {};
  for (const field of SAVED_FIELDS) {
    if (field in event) draft[field] = event[field as keyof TEvent];
  }
  return {
    ...(draft as TEventSave),
    id: event.id,
    version: event.version,
    crmAccountIds: event.crmAccountIds,
  };
}

const NO_OPPORTUNITY = {
  id: null,
  name: null,
  owner: null,
  contractEndDate: null,
  salesStage: null,
  type: null,
  crmAccountId: null,
};

/**
 * A new event with the spec's defaults ('Manual Scheduled', 40 students, a static list of no
 * accounts) in the browser's time zone; the event type is chosen in the form.
 */
export function newEventSave(timeZone: string): EventDraft {
  return {
    eventTypeId: '',
    status: EVENT_DEFAULTS.status,
    maxStudents: EVENT_DEFAULTS.maxStudents,
    ianaLocationTimeZone: timeZone,
    isStaticAccountList: true,
    crmAccountIds: [],
    startDate: null,
    endDate: null,
    userGroupId: null,
    quantity: null,
    facilitatorRating: null,
    opportunity: NO_OPPORTUNITY,
    planner: { email: null, name: null, userAccountId: null },
    includeProfile: false,
    includeTractionPlan: false,
    useReplyTrainer: false,
    disableSyncParticipants: false,
    disableCoachingSessionStatusUpdates: false,
    disableCoachingSessionReminders: false,
    hasExternalAttachments: false,
    demographicConsideration: false,
    secondaryOnly: false,
    bilingual: false,
  };
}
