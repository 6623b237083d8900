import type {
  Describer,
  DescriberInviteBatch,
  DescriberRequest,
  DescriberSurvey,
  InsightsReport,
  PotentialDescriber,
  ProfileParticipant,
  ProfileReportData,
  ProfileReportListItem,
  ScaleTarget,
  SurveyProgress,
  SurveySubmit,
  TeamReportData,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

// The 360 calls of the participant, the describer and the report reader, by the spec's paths.
// Every path segment taken from data is encoded.

const seg = (value: string) => encodeURIComponent(value);
const PARTICIPANT = '/api/profileparticipant';
const DESCRIBER = '/api/profiledescriberfeedback';
const REPORT = '/api/profilereport';

// ---- Participant -----------------------------------------------------------------------------

/** The person's latest participant (the list comes newest first); null when they never started. */
export const getParticipant = async (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  (
    await api.get<ProfileParticipant[]>(
      `${PARTICIPANT}/getByUserAccountId/${seg(uaId)}`,
      undefined,
      signal,
    )
  )[0] ?? null;

export const startProfile = (api: ApiClient) =>
  api.post<ProfileParticipant>(`${PARTICIPANT}/start`, {});

export const reactivateParticipant = (api: ApiClient, participantId: string) =>
  api.get<ProfileParticipant>(`${PARTICIPANT}/ReactivateProfileParticipant/${seg(participantId)}`);

export const isSelfRequired = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  api.get<boolean>(`${PARTICIPANT}/isSelfRequired/${seg(participantId)}`, undefined, signal);

// ---- Describers ------------------------------------------------------------------------------

export const listDescribers = (api: ApiClient, participantId: string, signal?: AbortSignal) =>
  api.get<Describer[]>(
    `${DESCRIBER}/getDescribersByParticipantId/${seg(participantId)}`,
    undefined,
    signal,
  );

export const inviteDescribers = (api: ApiClient, batch: DescriberInviteBatch) =>
  api.post<Describer[]>(`${DESCRIBER}/upsertBatch`, batch);

export const potentialDescribers = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  api.get<PotentialDescriber[]>(
    `${DESCRIBER}/GetPotentialDescriberContactInfo/${seg(uaId)}`,
    undefined,
    signal,
  );

export const reactivateDescriber = (api: ApiClient, participantId: string, describerId: string) =>
  api.get<Describer>(`${DESCRIBER}/reactivateDescriber/${seg(participantId)}/${seg(describerId)}`);

export const removeDescriber = (api: ApiClient, participantId: string, describerId: string) =>
  api.del<boolean>(`${DESCRIBER}/removeDescriber/${seg(participantId)}/${seg(describerId)}`);

export const describerRequests = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  api.get<DescriberRequest[]>(`${DESCRIBER}/getDescriberRequests/${seg(uaId)}`, undefined, signal);

// ---- The survey ------------------------------------------------------------------------------

/** The survey with its items in `locale` (the page's language). */
export const getSurvey = (
  api: ApiClient,
  surveyCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  api.get<DescriberSurvey>(
    `${DESCRIBER}/getActiveDescriberBySurveyCode/${seg(surveyCode)}`,
    { locale },
    signal,
  );

export const saveSurveyProgress = (api: ApiClient, progress: SurveyProgress) =>
  api.post<unknown>(`${DESCRIBER}/upsertBatch`, progress);

export const submitSurvey = (api: ApiClient, surveyCode: string, body: SurveySubmit) =>
  api.post<unknown>(`${DESCRIBER}/submitDescriberFeedback/${seg(surveyCode)}`, body);

/** The decline link of an invitation carries the describer's id and its own decline key. */
export const declineSurvey = (api: ApiClient, declineId: string, declineKey: string) =>
  api.get<unknown>(`${DESCRIBER}/Decline/${seg(declineId)}/${seg(declineKey)}`);

// ---- Reports ---------------------------------------------------------------------------------

export const listReports = (api: ApiClient, uaId: string, signal?: AbortSignal) =>
  api.get<ProfileReportListItem[]>(
    `${REPORT}/getAllByUserAccountId/${seg(uaId)}`,
    undefined,
    signal,
  );

/** A report with its scale names and texts in `locale` (the page's language). */
export const getReport = (
  api: ApiClient,
  reportCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  api.get<ProfileReportData>(
    `${REPORT}/getProfileReportData/${seg(reportCode)}`,
    { locale },
    signal,
  );

export const deleteReport = (api: ApiClient, reportId: string) =>
  api.del<boolean>(`${REPORT}/DeleteProfileReport/${seg(reportId)}`);

export const setReportsExcluded = (api: ApiClient, reportIds: string[], isExcluded: boolean) =>
  api.post<unknown>(`${REPORT}/UpdateIsExcludedBatch`, { reportIds, isExcluded });

export const createReport = (
  api: ApiClient,
  body: { profileParticipantId: string; describerIds: string[]; label: string },
) =>
  api.post<{ id: string; reportCode: string; isReleased: boolean }>(`${REPORT}/createReport`, body);

/** The members ride in the query (comma separated); scale names in `locale`. */
export const getTeamReport = (
  api: ApiClient,
  team: { userGroupId: string; reportId: string; userAccountIds: string },
  locale: string,
  signal?: AbortSignal,
) =>
  api.get<TeamReportData>(
    `${REPORT}/getProfileTeamReportData/${seg(team.userGroupId)}/${seg(team.reportId)}`,
    team.userAccountIds ? { userAccountIds: team.userAccountIds, locale } : { locale },
    signal,
  );

// ---- Insights reports ------------------------------------------------------------------------

const INSIGHTS = '/api/insightsreport';

export const createInsightsReport = (api: ApiClient, profileReportId: string) =>
  api.post<InsightsReport>(`${INSIGHTS}/CreateInitialReport`, { profileReportId });

export const saveRangeSelections = (
  api: ApiClient,
  body: { id: string; rangeSelections: ScaleTarget[]; isComplete: boolean },
) => api.post<InsightsReport>(`${INSIGHTS}/SaveRangeSelections`, body);

export const setInsightsIncomplete = (api: ApiClient, id: string) =>
  api.get<InsightsReport>(`${INSIGHTS}/SetIncomplete/${seg(id)}`);

/** The report as it would be from these describers, not stored (the profile builder). */
export const previewReport = (
  api: ApiClient,
  body: { userAccountId: string; describers: string[] },
  locale: string,
) => api.post<ProfileReportData>(`${REPORT}/PreviewProfileReport?locale=${seg(locale)}`, body);

// ---- Files -----------------------------------------------------------------------------------

/** The report's PDF, printed in `locale`. */
export const reportPdfPath = (reportCode: string, locale: string) =>
  `${REPORT}/getReportpdf/${seg(reportCode)}?locale=${seg(locale)}`;

/** '360 report Ann Lee 05-02-26': what a downloaded report is saved as (without extension). */
export const reportFileName = (report: ProfileReportData) =>
  `360 ${report.participantFirstName} ${report.participantLastName} ${report.formattedLabel}`;

/** GetTeamReportByGroupIdPdf/{userGroupId}/{locale}/{landscape}. */
export const teamPdfPath = (userGroupId: string, locale: string) =>
  `${REPORT}/GetTeamReportByGroupIdPdf/${seg(userGroupId)}/${seg(locale)}/false`;
