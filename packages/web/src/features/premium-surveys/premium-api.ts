import { surveyPremiumApi } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

// The calls of the premium survey screens (core's surveyPremiumApi).

export const premiumKeys = {
  release: (releaseId: string) => ['survey', 'premium', 'release', releaseId] as const,
  account: (accountId: string) => ['survey', 'premium', 'account', accountId] as const,
  results: (responseId: string) => ['survey', 'premium', 'results', responseId] as const,
};

/** The screen path of one account's premium survey results. */
export const premiumResultsPath = (responseId: string) => `/survey/premium/${responseId}`;

export const premiumRelease = (api: ApiClient, releaseId: string, signal?: AbortSignal) =>
  call(api, surveyPremiumApi.premiumRelease, { params: { releaseId } }, signal);

export const markPremium = (api: ApiClient, releaseId: string, premium: boolean) =>
  call(api, surveyPremiumApi.markPremiumRelease, { body: { releaseId, premium } });

export const accountPremiumSurveys = (api: ApiClient, accountId: string, signal?: AbortSignal) =>
  call(api, surveyPremiumApi.accountPremiumSurveys, { params: { accountId } }, signal);

export const premiumResults = (api: ApiClient, responseId: string, signal?: AbortSignal) =>
  call(api, surveyPremiumApi.premiumSurveyResults, { params: { responseId } }, signal);
