import { z } from 'zod';
import { SURVEY_ADMINS } from '../access/roles';
import { ZPublicSurveySubmit, zShortCode } from '../survey/take';
import {
  ZReleaseTeamArchive,
  ZReleaseTeamSave,
  ZScorecardTeamJoin,
  ZTeamAlignmentStart,
  ZTeamSurveyKindSave,
  zSurveyDataId,
  zTeamAlignmentReportParams,
  type TReleaseTeam,
  type TScorecardSubmitResult,
  type TScorecardTeam,
  type TScorecardTeams,
  type TTeamAlignment,
  type TTeamAlignmentReport,
  type TTeamScorecardReport,
  type TTeamSurveyRelease,
} from '../survey/team-surveys';
import { endpoint, json } from './endpoint';

const base = '/api/survey';
const admins = { access: SURVEY_ADMINS, feature: 'survey' } as const;
const team = json<TReleaseTeam>('TReleaseTeam');

/** Survey admins mark releases as team surveys and keep a release's non-registered groups. */
const adminApi = {
  getTeamSurveyReleases: endpoint({
    method: 'GET',
    path: `${base}/GetTeamSurveyReleases`,
    ...admins,
    summary:
      'The brand’s releases, each with the team survey it is (alignment, scorecard) or none.',
    answer: json<TTeamSurveyRelease[]>('TTeamSurveyRelease[]'),
  }),
  saveTeamSurveyKind: endpoint({
    method: 'POST',
    path: `${base}/SaveTeamSurveyKind`,
    ...admins,
    summary:
      'Marks a release as a team alignment survey or a team scorecard (public only), or neither.',
    body: ZTeamSurveyKindSave,
    answer: json<TTeamSurveyRelease>('TTeamSurveyRelease'),
  }),
  getReleaseTeams: endpoint({
    method: 'GET',
    path: `${base}/GetReleaseTeams/:releaseId`,
    ...admins,
    summary: 'A release’s non-registered groups, archived ones too, with their responses.',
    params: z.object({ releaseId: ZReleaseTeamSave.shape.releaseId }),
    answer: json<TReleaseTeam[]>('TReleaseTeam[]'),
  }),
  saveReleaseTeam: endpoint({
    method: 'POST',
    path: `${base}/SaveReleaseTeam`,
    ...admins,
    summary: 'Adds a non-registered group to a release, or renames one.',
    body: ZReleaseTeamSave,
    answer: team,
  }),
  archiveReleaseTeam: endpoint({
    method: 'POST',
    path: `${base}/ArchiveReleaseTeam`,
    ...admins,
    summary: 'Archives a release’s non-registered group (no longer offered) or brings it back.',
    body: ZReleaseTeamArchive,
    answer: team,
  }),
};

/**
 * Team alignment: the groups a signed-in person leads (core's `canLeadTeamAlignment`) start a
 * release's survey for their members and read the report; others 403, unknown 404. Members
 * answer by their invitation's code, with the survey calls of `mySurveys`.
 */
const alignment = { access: 'any', feature: 'teamAlignment' } as const;
const alignmentApi = {
  getTeamAlignments: endpoint({
    method: 'GET',
    path: `${base}/GetTeamAlignments`,
    ...alignment,
    summary: 'The open alignment releases for each group the caller leads, started or not.',
    answer: json<TTeamAlignment[]>('TTeamAlignment[]'),
  }),
  startTeamAlignment: endpoint({
    method: 'POST',
    path: `${base}/StartTeamAlignment`,
    ...alignment,
    summary: 'Invites the members of a group to an alignment release (again: the new members).',
    body: ZTeamAlignmentStart,
    answer: json<TTeamAlignment>('TTeamAlignment'),
  }),
  getTeamAlignmentReport: endpoint({
    method: 'GET',
    path: `${base}/GetTeamAlignmentReport/:releaseId/:groupId`,
    ...alignment,
    summary: 'A group’s averages and agreement per item, once the anonymity minimum answered.',
    params: zTeamAlignmentReportParams,
    answer: json<TTeamAlignmentReport>('TTeamAlignmentReport'),
  }),
};

/**
 * Team scorecards: anyone with a scorecard release's link picks or names their team, answers
 * (the public survey's calls keep the answers in progress) and gets the key of their report.
 */
const scorecard = { access: 'anonymous', feature: 'teamScorecard' } as const;
const scorecardApi = {
  getScorecardTeams: endpoint({
    method: 'GET',
    path: `${base}/GetScorecardTeams/:shortCode`,
    ...scorecard,
    summary: 'A scorecard release’s teams to pick from, when it takes answers.',
    params: z.object({ shortCode: zShortCode }),
    answer: json<TScorecardTeams>('TScorecardTeams'),
  }),
  joinScorecardTeam: endpoint({
    method: 'POST',
    path: `${base}/JoinScorecardTeam`,
    ...scorecard,
    summary: 'The scorecard’s team of that name, made when new (up to a limit per release).',
    body: ZScorecardTeamJoin,
    answer: json<TScorecardTeam>('TScorecardTeam'),
  }),
  submitScorecard: endpoint({
    method: 'POST',
    path: `${base}/SubmitTeamScorecard`,
    ...scorecard,
    summary: 'Stores a visitor’s scorecard for their team; answers the key of its report.',
    body: ZPublicSurveySubmit,
    answer: json<TScorecardSubmitResult>('TScorecardSubmitResult'),
  }),
  getScorecardReport: endpoint({
    method: 'GET',
    path: `${base}/GetTeamScorecardReport/:surveyDataId`,
    ...scorecard,
    summary: 'A scorecard response’s team scores beside all teams’, or its own (key unknown: 404).',
    params: z.object({ surveyDataId: zSurveyDataId }),
    answer: json<TTeamScorecardReport>('TTeamScorecardReport'),
  }),
};

/** Team alignment, team scorecards and non-registered groups (issue 20, part 4). */
export const surveyTeamsApi = { ...adminApi, ...alignmentApi, ...scorecardApi };
