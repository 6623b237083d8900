import { z } from 'zod';
import { zEmail } from './email';
import { zGuid } from './guid';
import {
  zAnswerValue,
  zDescriberRelationship,
  zInvitedRelationship,
  type DescriberRelationship,
} from './profile-instrument';

/** A 360 participant: one run of the profile for one person. */
export const zProfileParticipant = z.object({
  id: zGuid,
  userAccountId: zGuid,
  profileConfigId: zGuid,
  isActive: z.boolean(),
  checkedIn: z.boolean(),
  createdUTC: z.string(),
  /** The participant's own survey code (the self-description); only its owner sees it. */
  selfSurveyCode: z.string().nullable(),
  isSelfComplete: z.boolean(),
  hasPendingSelfDescription: z.boolean(),
  isSelfRequired: z.boolean(),
  selfOnly: z.boolean(),
});
export type ProfileParticipant = z.output<typeof zProfileParticipant>;

/** `start-my-360`: starts (or returns the active) participant of the caller. */
export const zStartProfileRequest = z.object({
  profileConfigId: zGuid.optional(),
});

/** Delivery state of the invitation e-mail (the spec's msg* fields). */
export const zDescriber = z.object({
  id: zGuid,
  participantId: zGuid,
  describerRelationship: zDescriberRelationship,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isComplete: z.boolean(),
  isDeclined: z.boolean(),
  isActive: z.boolean(),
  completedUTC: z.string().nullable(),
  invitedUTC: z.string(),
  remindersSent: z.number().int().nonnegative(),
  msgDelivered: z.boolean(),
  msgEvent: z.string().nullable(),
  msgReason: z.string().nullable(),
  msgDateDelivered: z.string().nullable(),
  msgStatus: z.string().nullable(),
});
export type Describer = z.output<typeof zDescriber>;

export const zDescriberInvite = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  email: zEmail,
  describerRelationship: zInvitedRelationship,
});
export type DescriberInvite = z.output<typeof zDescriberInvite>;

/**
 * `profiledescriberfeedback/upsertBatch` with `invites`: invite (or update) describers of the
 * caller's participant; each new one receives the invitation e-mail.
 */
export const zDescriberInviteBatch = z.object({
  participantId: zGuid,
  invites: z.array(zDescriberInvite).min(1).max(100),
});
export type DescriberInviteBatch = z.output<typeof zDescriberInviteBatch>;

/** `GetPotentialDescriberContactInfo`: people the participant asked before. */
export const zPotentialDescriber = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  describerRelationship: zDescriberRelationship,
});
export type PotentialDescriber = z.output<typeof zPotentialDescriber>;

// ---- The describer survey ------------------------------------------------------------------

/** Why a survey link no longer opens the survey; the page shows the unavailable text. */
export const SURVEY_STATES = ['open', 'completed', 'expired', 'declined'] as const;
export const zSurveyState = z.enum(SURVEY_STATES);
export type SurveyState = z.output<typeof zSurveyState>;

export const zSurveyItem = z.object({
  code: z.string(),
  text: z.string(),
});

export const zSurveyAnswer = z.object({
  itemCode: z.string().min(1).max(40),
  value: zAnswerValue,
});
export type SurveyAnswer = z.output<typeof zSurveyAnswer>;

export const COMMENT_MAX_LENGTH = 2000;

/**
 * `getActiveDescriberBySurveyCode/{code}`: the survey behind a link. When `state` is not
 * 'open' the items and answers are empty and the page shows the unavailable text.
 */
export const zDescriberSurvey = z.object({
  surveyCode: z.string(),
  state: zSurveyState,
  describerRelationship: zDescriberRelationship,
  isSelf: z.boolean(),
  participantFirstName: z.string(),
  participantLastName: z.string(),
  describerFirstName: z.string(),
  items: z.array(zSurveyItem),
  /** Answers saved so far, so the survey resumes where the describer left it. */
  answers: z.array(zSurveyAnswer),
  comment: z.string(),
  answeredCount: z.number().int().nonnegative(),
  itemCount: z.number().int().nonnegative(),
});
export type DescriberSurvey = z.output<typeof zDescriberSurvey>;

/** Survey codes are 32 random bytes, base64url: 43 characters. */
export const SURVEY_CODE_LENGTH = 43;
export const zSurveyCode = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a survey code');

/** `upsertBatch` with `answers`: the progress of one survey, saved as the describer goes. */
export const zSurveyProgress = z.object({
  surveyCode: zSurveyCode,
  answers: z.array(zSurveyAnswer).max(200),
  comment: z.string().max(COMMENT_MAX_LENGTH).optional(),
});
export type SurveyProgress = z.output<typeof zSurveyProgress>;

/** `submitDescriberFeedback/{surveyCode}`: the final answers; every item is required. */
export const zSurveySubmit = z.object({
  answers: z.array(zSurveyAnswer).max(200),
  comment: z.string().max(COMMENT_MAX_LENGTH).default(''),
});
export type SurveySubmit = z.output<typeof zSurveySubmit>;

/** `getDescriberFeedback/{participantId}/{describerId}`: a completed survey (owner or coach). */
export const zDescriberFeedback = z.object({
  describerId: zGuid,
  describerRelationship: zDescriberRelationship,
  isComplete: z.boolean(),
  completedUTC: z.string().nullable(),
  answers: z.array(zSurveyAnswer),
});

/** A completed self-description or describer survey (the getCompleted... calls). */
export const zCompletedDescription = z.object({
  describerId: zGuid,
  participantId: zGuid,
  describerRelationship: zDescriberRelationship,
  participantFirstName: z.string(),
  participantLastName: z.string(),
  completedUTC: z.string(),
});
export type CompletedDescription = z.output<typeof zCompletedDescription>;

export const isSelfRelationship = (relationship: DescriberRelationship) => relationship === 'self';

/** The web page of a describer survey (anonymous); signed-in describers use describerFeedback/. */
export const describerSurveyPath = (surveyCode: string) => `/feedback/describer/${surveyCode}`;

/**
 * The decline link of an invitation: the survey page with the describer id and decline key; the
 * page asks to confirm, then calls `profiledescriberfeedback/Decline/{declineId}/{declineKey}`.
 */
export const describerDeclinePath = (surveyCode: string, describerId: string, declineKey: string) =>
  `${describerSurveyPath(surveyCode)}?declineId=${describerId}&declineKey=${declineKey}`;
