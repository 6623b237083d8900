import { z } from 'zod';
import { canManageGroup, type GroupAccessFacts, type Viewer } from '../access/accounts';
import { SURVEY_ADMINS } from '../access/roles';
import { satisfies } from '../access/rules';
import { zGuid } from '../validation/guid';
import { zSurveyCode } from '../validation/profile-participant';
import { SURVEY_ADMIN_LIMITS } from './release-admin';
import type { TSurveyResultSet } from './results';
import type { TScoreItem } from './team-scores';
import { zShortCode } from './take';

/**
 * Team surveys (issue 20): a release marked as a team alignment survey, which a group's leaders
 * start for their group, or as a team scorecard, a public survey whose visitors answer for a
 * non-registered group of the release (docs/decisions.md, "Team surveys").
 */
export const TEAM_SURVEY_KINDS = ['alignment', 'scorecard'] as const;
export type TeamSurveyKind = (typeof TEAM_SURVEY_KINDS)[number];

/** Most teams a scorecard release has, visitors' and admins' together. */
export const SCORECARD_TEAM_LIMIT = 200;

/** A member's page of a team alignment survey: the invitation's code is the credential. */
export const teamAlignmentPath = (surveyCode: string) =>
  `/teamAlignment?code=${encodeURIComponent(surveyCode)}`;
/** The scorecard of a release, for anyone with the link. */
export const teamScorecardPath = (shortCode: string) =>
  `/aTeamScorecard?survey=${encodeURIComponent(shortCode)}`;
/** A scorecard response's report: its key is the credential. */
export const teamScorecardReportPath = (surveyDataId: string) =>
  `/publicReports/aTeamScorecardReportPublic/${encodeURIComponent(surveyDataId)}`;

/**
 * Who starts a team's alignment survey and reads its report: survey admins, the group's leaders
 * and those who manage the group (its trainers, its accounts' admins, global data access).
 */
export function canLeadTeamAlignment(viewer: Viewer, group: GroupAccessFacts): boolean {
  if (satisfies(viewer.session, SURVEY_ADMINS) || canManageGroup(viewer, group)) return true;
  return viewer.userAccountId !== null && group.leaderUserAccountIds.includes(viewer.userAccountId);
}

// ---- Survey admins: which releases are team surveys, and a release's teams --------------------

export const ZTeamSurveyKindSave = z
  .object({ releaseId: zGuid, kind: z.enum(TEAM_SURVEY_KINDS).nullable() })
  .strict();
export type TTeamSurveyKindSave = z.infer<typeof ZTeamSurveyKindSave>;

/** A release as the team surveys' tab lists it. */
export type TTeamSurveyRelease = {
  releaseId: string;
  name: string;
  shortCode: string;
  isPublic: boolean;
  open: boolean;
  kind: TeamSurveyKind | null;
};

export const zTeamName = z.string().trim().min(1).max(SURVEY_ADMIN_LIMITS.groupName);

/** Adds a non-registered group to a release, or renames one. */
export const ZReleaseTeamSave = z
  .object({ releaseId: zGuid, id: zGuid.optional(), name: zTeamName })
  .strict();
export type TReleaseTeamSave = z.infer<typeof ZReleaseTeamSave>;

export const ZReleaseTeamArchive = z.object({ id: zGuid, archived: z.boolean() }).strict();
export type TReleaseTeamArchive = z.infer<typeof ZReleaseTeamArchive>;

/** A release's non-registered group, with how many responses it has. */
export type TReleaseTeam = {
  id: string;
  name: string;
  archived: boolean;
  responses: number;
};

// ---- Team alignment ----------------------------------------------------------------------------

export const ZTeamAlignmentStart = z.object({ releaseId: zGuid, groupId: zGuid }).strict();
export type TTeamAlignmentStart = z.infer<typeof ZTeamAlignmentStart>;

/** A group an alignment release may be started for by the caller, and how far it got. */
export type TTeamAlignment = {
  releaseId: string;
  releaseName: string;
  groupId: string;
  groupName: string;
  /** When it was started for the group, or null. */
  startedAt: string | null;
  invited: number;
  completed: number;
};

export const zTeamAlignmentReportParams = z.object({ releaseId: zGuid, groupId: zGuid });

/** Per item: the team's average and how far apart its members are. */
export type TTeamAlignmentReport = {
  releaseName: string;
  groupName: string;
  minimum: number;
  invited: number;
  completed: number;
  /** Hidden until the anonymity minimum have answered. */
  results: TSurveyResultSet;
  items: TScoreItem[];
};

export const zAlignmentCodeQuery = z.object({ code: zSurveyCode });

// ---- Team scorecard ----------------------------------------------------------------------------

export type TScorecardTeam = { id: string; name: string };

/** A scorecard release's teams, to pick one before answering (none unless it is open). */
export type TScorecardTeams = {
  state: 'open' | 'closed' | 'unavailable';
  teams: TScorecardTeam[];
};

/** A visitor names their team: the release's team of that name, or a new one. */
export const ZScorecardTeamJoin = z.object({ shortCode: zShortCode, name: zTeamName }).strict();
export type TScorecardTeamJoin = z.infer<typeof ZScorecardTeamJoin>;

/** A scorecard's report key (`surveyDataId`): 32 random bytes, base64url. */
export const zSurveyDataId = zSurveyCode;

export type TScorecardSubmitResult = { canAnswerAgain: boolean; surveyDataId: string };

/** A response's scorecard: its team's scores beside all teams', or the response's own. */
export type TTeamScorecardReport = {
  releaseName: string;
  teamName: string;
  minimum: number;
  teamResponses: number;
  /** The team's and all teams' scores when the team has the minimum; else null. */
  items: TScoreItem[] | null;
  allItems: TScoreItem[] | null;
  /** The response's own scores. */
  ownItems: TScoreItem[];
};
