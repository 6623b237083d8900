import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  feedbackFormatApi,
  tractionPlanCheckupApi,
  type CheckupFeedbackSubmission,
  type FeedbackFormatInput,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import { isLocale } from '@portal/core/i18n';

// The rater's survey and the feedback format calls.

// ---- The survey ------------------------------------------------------------------------------

/** The survey of a code, its texts in `locale`; an unknown or used code answers `available: false`. */
export const getFeedbackByCode = (
  api: ApiClient,
  surveyCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  call(
    api,
    tractionPlanCheckupApi.surveyByCode,
    // The server falls back to the default language for one it does not know.
    { params: { code: surveyCode }, query: { locale: isLocale(locale) ? locale : undefined } },
    signal,
  );

export const submitFeedback = (api: ApiClient, submission: CheckupFeedbackSubmission) =>
  call(api, tractionPlanCheckupApi.submitFeedback, { body: submission });

/** The signed-in partner's requests of every checkup (`all`); only their own carry survey codes. */
export const partnerRequests = (api: ApiClient, email: string, signal?: AbortSignal) =>
  call(api, tractionPlanCheckupApi.partnerRequests, { params: { a: email, b: 'all' } }, signal);

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
