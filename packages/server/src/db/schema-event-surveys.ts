/** Event surveys (migration 0039): the survey module's invitations of an event's participants. */

/** The brand's release of the default post-event survey (the five statements). */
export type EventSurveyDefaultTable = {
  app_name: string;
  release_id: string;
};

/**
 * An invitation to an event's survey, with what the event type says of it: when it closes
 * (`surveyExpirationDays` after the event), anonymous or not, and once or many times.
 */
export type EventSurveyInvitationTable = {
  invitation_id: string;
  event_id: string;
  closes_at: Date | null;
  anonymous: boolean;
  allow_multiple: boolean;
};

export type EventSurveyTables = {
  event_survey_default: EventSurveyDefaultTable;
  event_survey_invitation: EventSurveyInvitationTable;
};
