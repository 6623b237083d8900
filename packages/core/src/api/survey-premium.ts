import { SURVEY_ADMINS } from '../access/roles';
import { zGuid } from '../validation/guid';
import { z } from 'zod';
import {
  ZPremiumReleaseMark,
  type TPremiumRelease,
  type TPremiumResponse,
  type TPremiumSurveyResults,
} from '../survey/premium';
import { endpoint, file, json } from './endpoint';

const base = '/api/survey';
const feature = 'premiumSurvey';
const byResponse = z.object({ responseId: zGuid });
const results = json<TPremiumSurveyResults>('TPremiumSurveyResults');

/**
 * Premium surveys (issue 20): the mark of a release, the accounts' completed responses and the
 * results view of each, on screen, in print and as a PDF. Any signed-in person may call the
 * reading ones; the server lets through the readers of the results (core's
 * `canReadSurveyResults` over the response's account): others 403, unknown or other brand 404.
 */
export const surveyPremiumApi = {
  markPremiumRelease: endpoint({
    method: 'POST',
    path: `${base}/MarkPremiumRelease`,
    access: SURVEY_ADMINS,
    feature,
    summary: 'Marks a release premium (a "multi survey" trigger, not anonymous) or unmarks it.',
    body: ZPremiumReleaseMark,
    answer: json<TPremiumRelease>('TPremiumRelease'),
  }),
  premiumRelease: endpoint({
    method: 'GET',
    path: `${base}/GetPremiumRelease/:releaseId`,
    access: 'any',
    feature,
    summary: "Whether a release is premium, and its accounts' completed responses.",
    params: z.object({ releaseId: zGuid }),
    answer: json<TPremiumRelease>('TPremiumRelease'),
  }),
  accountPremiumSurveys: endpoint({
    method: 'GET',
    path: `${base}/GetAccountPremiumSurveys/:accountId`,
    access: 'any',
    feature,
    summary: "An account's completed premium surveys the caller may read, newest first.",
    params: z.object({ accountId: zGuid }),
    answer: json<TPremiumResponse[]>('TPremiumResponse[]'),
  }),
  premiumSurveyResults: endpoint({
    method: 'GET',
    path: `${base}/GetPremiumSurveyResults/:responseId`,
    access: 'any',
    feature,
    summary: "One account's premium survey: its answers beside the release's figures.",
    params: byResponse,
    answer: results,
  }),
  // The print view's data: anonymous, opened by a print key for this response (header).
  premiumSurveyResultsPrintData: endpoint({
    method: 'GET',
    path: `${base}/GetPremiumSurveyResultsPrintData/:responseId`,
    access: 'anonymous',
    summary: 'The results view for the print view, opened by its print key (print-key header).',
    params: byResponse,
    answer: results,
  }),
  premiumSurveyResultsPdf: endpoint({
    method: 'GET',
    path: `${base}/GetPremiumSurveyResultsPdf/:responseId`,
    access: 'any',
    feature: [feature, 'pdfDownloads'],
    summary: 'The results view as a PDF.',
    params: byResponse,
    answer: file,
  }),
};
