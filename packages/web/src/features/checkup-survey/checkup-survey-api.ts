import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  feedbackFormatApi,
  type CheckupFeedbackSubmission,
  type CheckupFeedbackSubmitResult,
  type CheckupSurvey,
  type FeedbackFormatInput,
  type TPartnerFeedbackRequest,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

// The rater's survey calls, by the spec's paths (every path segment taken from data is
// encoded), and the feedback format calls of the contract.

const seg = (value: string) => encodeURIComponent(value);
const CHECKUP = '/api/tractionplancheckup';

// ---- The survey ------------------------------------------------------------------------------

/** The survey of a code, its texts in `locale`; an unknown or used code answers `available: false`. */
export const getFeedbackByCode = (
  api: ApiClient,
  surveyCode: string,
  locale: string,
  signal?: AbortSignal,
) => api.get<CheckupSurvey>(`${CHECKUP}/GetFeedbackByCode/${seg(surveyCode)}`, { locale }, signal);

export const submitFeedback = (api: ApiClient, submission: CheckupFeedbackSubmission) =>
  api.post<CheckupFeedbackSubmitResult>(`${CHECKUP}/SubmitFeedback`, submission);

/** The signed-in partner's requests of every checkup (`all`); only their own carry survey codes. */
export const partnerRequests = (api: ApiClient, email: string, signal?: AbortSignal) =>
  api.get<TPartnerFeedbackRequest[]>(
    `${CHECKUP}/GetParticipantsFeedbackByAccountabilityPartnerEmail/${seg(email)}/all`,
    undefined,
    signal,
  );

// ---- Feedback formats ------------------------------------------------------------------------

export const formatVersions = (api: ApiClient, name: string, signal?: AbortSignal) =>
  call(api, feedbackFormatApi.versions, { params: { name } }, signal);

export const saveFormat = (api: ApiClient, input: FeedbackFormatInput) =>
  call(api, feedbackFormatApi.save, { body: input });

export const setDefaultFormat = (api: ApiClient, name: string, version: number) =>
  call(api, feedbackFormatApi.setDefault, { body: { name, version } });

export const deleteFormat = (api: ApiClient, name: string, version: number) =>
  call(api, feedbackFormatApi.remove, { params: { name, version } });

/** The brand's default format (its default version): where a brand-new format name starts. */
export const defaultFormat = (api: ApiClient) =>
  call(api, feedbackFormatApi.defaultVersion, { params: { name: DEFAULT_FEEDBACK_FORMAT_NAME } });
