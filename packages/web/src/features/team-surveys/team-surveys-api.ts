import {
  surveyTeamsApi,
  type TPublicSurveySubmit,
  type TReleaseTeamArchive,
  type TReleaseTeamSave,
  type TTeamAlignmentStart,
  type TTeamSurveyKindSave,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

// The calls of the team surveys (core's surveyTeamsApi).

export const teamSurveyKeys = {
  all: ['team-surveys'] as const,
  releases: ['team-surveys', 'releases'] as const,
  teams: (releaseId: string) => ['team-surveys', 'teams', releaseId] as const,
  alignments: ['team-surveys', 'alignments'] as const,
};

export const listTeamSurveyReleases = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyTeamsApi.getTeamSurveyReleases, {}, signal);

export const saveTeamSurveyKind = (api: ApiClient, body: TTeamSurveyKindSave) =>
  call(api, surveyTeamsApi.saveTeamSurveyKind, { body });

export const listReleaseTeams = (api: ApiClient, releaseId: string, signal?: AbortSignal) =>
  call(api, surveyTeamsApi.getReleaseTeams, { params: { releaseId } }, signal);

export const saveReleaseTeam = (api: ApiClient, body: TReleaseTeamSave) =>
  call(api, surveyTeamsApi.saveReleaseTeam, { body });

export const archiveReleaseTeam = (api: ApiClient, body: TReleaseTeamArchive) =>
  call(api, surveyTeamsApi.archiveReleaseTeam, { body });

export const listTeamAlignments = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyTeamsApi.getTeamAlignments, {}, signal);

export const startTeamAlignment = (api: ApiClient, body: TTeamAlignmentStart) =>
  call(api, surveyTeamsApi.startTeamAlignment, { body });

export const teamAlignmentReport = (
  api: ApiClient,
  params: { releaseId: string; groupId: string },
  signal?: AbortSignal,
) => call(api, surveyTeamsApi.getTeamAlignmentReport, { params }, signal);

export const scorecardTeams = (api: ApiClient, shortCode: string, signal?: AbortSignal) =>
  call(api, surveyTeamsApi.getScorecardTeams, { params: { shortCode } }, signal);

export const joinScorecardTeam = (api: ApiClient, shortCode: string, name: string) =>
  call(api, surveyTeamsApi.joinScorecardTeam, { body: { shortCode, name } });

export const submitScorecard = (api: ApiClient, submission: TPublicSurveySubmit) =>
  call(api, surveyTeamsApi.submitScorecard, { body: submission });

export const scorecardReport = (api: ApiClient, surveyDataId: string, signal?: AbortSignal) =>
  call(api, surveyTeamsApi.getScorecardReport, { params: { surveyDataId } }, signal);
