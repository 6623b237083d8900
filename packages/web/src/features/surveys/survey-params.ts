import { zSurveyParams, type TSurveyParams } from '@portal/core';

/** The params a short link gave the survey page, from its query string (invalid ones dropped). */
export function paramsOf(search: URLSearchParams): TSurveyParams {
  const parsed = zSurveyParams.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : {};
}

/** The params as a query string, to carry them from the short link to the survey page. */
export const queryOf = (params: TSurveyParams) => {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
};

/** The device's copy of a release's answers is per link: per account for PersonAndEntity. */
export const releaseDraftId = (kind: string, shortCode: string, params: TSurveyParams) =>
  `${kind}.${shortCode}${queryOf(params)}`;
