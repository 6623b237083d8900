import {
  DEFAULT_LOCALE,
  insightsReportApi,
  profileDescriberApi,
  profileParticipantApi,
  profileReportApi,
  type AnyEndpoint,
  type CallInput,
  type DescriberInviteBatch,
  type FileAnswer,
  type ProfileReportData,
  type ScaleTarget,
  type SurveyProgress,
  type SurveySubmit,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call, endpointPath } from '../../api/call';
import type { Query } from '../../api/query-string';
import { isLocale } from '@portal/core/i18n';

// The 360 calls of the participant, the describer and the report reader.

/** The page's language as the calls take it; one the server does not know is left out. */
const inLocale = (locale: string) => ({ locale: isLocale(locale) ? locale : undefined });

// ---- Participant -----------------------------------------------------------------------------

/** The person's latest participant (the list comes newest first); null when they never started. */
export const getParticipant = async (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  (await call(api, profileParticipantApi.byUserAccount, { params: { id: uaId } }, signal))[0] ??
  null;

export const startProfile = (api: ApiClient) =>
  call(api, profileParticipantApi.start, { body: {} });

export const reactivateParticipant = (api: ApiClient, participantId: string) =>
  call(api, profileParticipantApi.reactivate, { params: { id: participantId } });

export const isSelfRequired = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  call(api, profileParticipantApi.isSelfRequired, { params: { id: participantId } }, signal);

// ---- Describers ------------------------------------------------------------------------------

export const listDescribers = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  call(api, profileDescriberApi.describersOf, { params: { id: participantId } }, signal);

export const inviteDescribers = (api: ApiClient, batch: DescriberInviteBatch) =>
  call(api, profileDescriberApi.upsertBatch, { body: batch });

export const potentialDescribers = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  call(api, profileDescriberApi.potentialDescribers, { params: { id: uaId } }, signal);

export const reactivateDescriber = (api: ApiClient, participantId: string, describerId: string) =>
  call(api, profileDescriberApi.reactivate, { params: { a: participantId, b: describerId } });

export const removeDescriber = (api: ApiClient, participantId: string, describerId: string) =>
  call(api, profileDescriberApi.remove, { params: { a: participantId, b: describerId } });

export const describerRequests = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  call(api, profileDescriberApi.requests, { params: { id: uaId } }, signal);

// ---- The survey ------------------------------------------------------------------------------

/** The survey with its items in `locale` (the page's language). */
export const getSurvey = (
  api: ApiClient,
  surveyCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  call(
    api,
    profileDescriberApi.survey,
    { params: { code: surveyCode }, query: inLocale(locale) },
    signal,
  );

export const saveSurveyProgress = (api: ApiClient, progress: SurveyProgress) =>
  call(api, profileDescriberApi.upsertBatch, { body: progress });

export const submitSurvey = (api: ApiClient, surveyCode: string, body: SurveySubmit) =>
  call(api, profileDescriberApi.submit, { params: { code: surveyCode }, body });

/** The decline link of an invitation carries the describer's id and its own decline key. */
export const declineSurvey = (api: ApiClient, declineId: string, declineKey: string) =>
  call(api, profileDescriberApi.decline, { params: { id: declineId, key: declineKey } });

// ---- Reports ---------------------------------------------------------------------------------

export const listReports = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  call(api, profileReportApi.ofAccount, { params: { id: uaId } }, signal);

/** A report (by id or code) with its scale names and texts in `locale` (the page's language). */
export const getReport = (
  api: ApiClient,
  reportCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  call(api, profileReportApi.data, { params: { id: reportCode }, query: inLocale(locale) }, signal);

export const deleteReport = (api: ApiClient, reportId: string) =>
  call(api, profileReportApi.remove, { params: { id: reportId } });

export const releaseReport = (api: ApiClient, reportId: string) =>
  call(api, profileReportApi.release, { params: { id: reportId } });

export const setReportsExcluded = (api: ApiClient, reportIds: string[], isExcluded: boolean) =>
  call(api, profileReportApi.setExcluded, { body: { reportIds, isExcluded } });

export const createReport = (
  api: ApiClient,
  body: { profileParticipantId: string; describerIds: string[]; label: string },
) => call(api, profileReportApi.create, { body });

/** The members ride in the query (comma separated); scale names in `locale`. */
export const getTeamReport = (
  api: ApiClient,
  team: { userGroupId: string; reportId: string; userAccountIds: string },
  locale: string,
  signal?: AbortSignal,
) =>
  call(
    api,
    profileReportApi.teamDataX,
    {
      params: { id: team.userGroupId, x: team.reportId },
      query: { ...inLocale(locale), userAccountIds: team.userAccountIds || undefined },
    },
    signal,
  );

// ---- Insights reports ------------------------------------------------------------------------

export const createInsightsReport = (api: ApiClient, profileReportId: string) =>
  call(api, insightsReportApi.create, { body: { profileReportId } });

export const saveRangeSelections = (
  api: ApiClient,
  body: { id: string; rangeSelections: ScaleTarget[]; isComplete: boolean },
) => call(api, insightsReportApi.saveRanges, { body });

export const setInsightsIncomplete = (api: ApiClient, id: string) =>
  call(api, insightsReportApi.setIncomplete, { params: { id } });

/** The report as it would be from these describers, not stored (the profile builder). */
export const previewReport = (
  api: ApiClient,
  body: { userAccountId: string; describers: string[] },
  locale: string,
) => call(api, profileReportApi.preview, { query: inLocale(locale), body });

// ---- Files ---------------------------------------------------------------------------------

/** A file to download: its path and query (what `useDownloadFile` takes). */
type FileCall = { path: string; query?: Query };

const fileCall = <E extends AnyEndpoint & { answer: FileAnswer }>(
  endpoint: E,
  input: CallInput<E>,
): FileCall => ({
  path: endpointPath(endpoint, input),
  // The query schemas of these endpoints are flat objects of scalars.
  query: (input as { query?: Query }).query,
});

/** The report's PDF printed in `locale`; with `screenshots`, a zip of its pages as images. */
export const reportPdf = (report: ProfileReportData, locale: string, screenshots: boolean) =>
  fileCall(profileReportApi.reportPdf, {
    params: { id: report.reportCode },
    query: {
      ...inLocale(locale),
      ...(screenshots
        ? { outputScreenshot: 'true' as const, baseFilename: reportFileName(report) }
        : {}),
    },
  });

/** '360 report Ann Lee 05-02-26': what a downloaded report is saved as (without extension). */
export const reportFileName = (report: ProfileReportData) =>
  `360 ${report.participantFirstName} ${report.participantLastName} ${report.formattedLabel}`;

/** The team's PDF in `locale`, portrait; the members as in the team report. */
export const teamPdf = (userGroupId: string, locale: string, userAccountIds: string) =>
  fileCall(profileReportApi.teamPdf, {
    params: { a: userGroupId, b: isLocale(locale) ? locale : DEFAULT_LOCALE, flag: 'false' },
    query: { userAccountIds: userAccountIds || undefined },
  });
