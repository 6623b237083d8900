import { z } from 'zod';
import { zGuid } from './guid';

/**
 * The status shapes that several screens read across features: the home page, the team and
 * coach dashboards, and the plan builder. Each is answered by the area that owns the data
 * (tractionplan, profileparticipant, profilereport, profiledescriberfeedback); the shapes live
 * here so that every reader parses the same thing.
 */

/** `tractionplan/GetTractionPlanStatusBy...`: one row per person asked about. */
export const zTractionPlanStatus = z.object({
  userAccountId: zGuid.nullable(),
  email: z.string(),
  tractionPlanId: zGuid.nullable(),
  /** A goal and at least one constraint with both a definition and steps. */
  isComplete: z.boolean(),
  /** ISO time of the last save; null when there is no plan. */
  lastUpdatedUTC: z.string().nullable(),
});
export type TractionPlanStatus = z.output<typeof zTractionPlanStatus>;

/** `profileparticipant/GetLatestStatusByUserAccountId(s)`, `GetStatusByParticipantIds`. */
export const zProfileParticipantStatus = z.object({
  userAccountId: zGuid,
  /** The latest profile participant; null when the person never started a 360. */
  participantId: zGuid.nullable(),
  isActive: z.boolean(),
  isSelfComplete: z.boolean(),
  /** The spec's rule: latest participant active and no describers or self not complete. */
  hasPendingSelfDescription: z.boolean(),
  describerCount: z.number().int().nonnegative(),
  describersComplete: z.number().int().nonnegative(),
  latestReportId: zGuid.nullable(),
  latestReportReleased: z.boolean(),
});
export type ProfileParticipantStatus = z.output<typeof zProfileParticipantStatus>;

/** `profilereport/getAllReportInfoByUserAccountId`: a person's reports as lists show them. */
export const zProfileReportInfo = z.object({
  id: zGuid,
  reportCode: z.string(),
  /** MM/DD/YY, then ' - label' when there is one, then (describer count minus one). */
  formattedLabel: z.string(),
  createdUTC: z.string(),
  isReleased: z.boolean(),
});
export type ProfileReportInfo = z.output<typeof zProfileReportInfo>;

/** `profiledescriberfeedback/getDescriberRequests`: surveys someone asked this person to give. */
export const zDescriberRequest = z.object({
  surveyCode: z.string(),
  participantFirstName: z.string(),
  participantLastName: z.string(),
  relationship: z.string(),
  requestedUTC: z.string(),
});
export type DescriberRequest = z.output<typeof zDescriberRequest>;

/**
 * A scale of a profile report as the plan builder reads it (`profilereport/
 * GetLatestProfileReportData/{userAccountId}` answers `{ scales, topConstraints }` or 204 when
 * the person has no released report). The profile area may carry more fields; these are kept.
 */
export const zProfileScaleSummary = z.object({
  id: zGuid,
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  /** The descriptor lines that define the scale; a plan constraint's definition list. */
  definition: z.array(z.string()),
  /** Strength statements, filled when the scale is one of the person's strengths. */
  strengths: z.array(z.string()),
  /** Suggested traction steps for the scale. */
  tractionSteps: z.array(z.string()),
});
export type ProfileScaleSummary = z.output<typeof zProfileScaleSummary>;

export const zLatestProfileReportSummary = z.object({
  scales: z.array(zProfileScaleSummary.passthrough()),
  topConstraints: z.array(zProfileScaleSummary.passthrough()),
});
export type LatestProfileReportSummary = z.output<typeof zLatestProfileReportSummary>;
