import { z } from 'zod';
import {
  ZOneClickAnswer,
  ZOpenSurveyProgress,
  ZOpenSurveySubmit,
  ZPublicSurveyProgress,
  ZPublicSurveyResume,
  ZPublicSurveySubmit,
  ZSurveyProgress,
  ZSurveySubmit,
  zShortCode,
  zSurveyParams,
  type TMySurveys,
  type TSharedSurveys,
  type TSurveyResponseView,
  type TPublicSurveyDraft,
  type TShortUrlTarget,
  type TSurveySaved,
  type TSurveySubmitResult,
  type TSurveyToTake,
} from '../survey/take';
import { zGuid } from '../validation/guid';
import { zSurveyCode } from '../validation/profile-participant';
import { zShareCodeParams } from '../validation/user-account';
import { endpoint, json } from './endpoint';

const base = '/api/survey';
const survey = json<TSurveyToTake>('TSurveyToTake');
const saved = json<TSurveySaved>('TSurveySaved');
const submitted = json<TSurveySubmitResult>('TSurveySubmitResult');
const byCode = z.object({ surveyCode: zSurveyCode });
const byShortCode = z.object({ shortCode: zShortCode });

/**
 * A person's surveys by the survey code of their invitation (feature mySurveys): the code is the
 * credential, so the calls that take one are open to visitors without a session. Every code
 * that does not open a survey (unknown, another brand's, a release not open yet, an archived
 * definition) answers the same `unavailable`.
 */
const invitationApi = {
  mySurveys: endpoint({
    method: 'GET',
    path: `${base}/GetMySurveys`,
    access: 'any',
    feature: 'mySurveys',
    summary: "The caller's surveys of open releases (to do, in progress) and those answered.",
    answer: json<TMySurveys>('TMySurveys'),
  }),
  surveyByCode: endpoint({
    method: 'GET',
    path: `${base}/GetSurveyByCode/:surveyCode`,
    access: 'anonymous',
    feature: 'mySurveys',
    summary: "The survey of an invitation's code, with the answers so far (or prefilled).",
    params: byCode,
    answer: survey,
  }),
  saveProgress: endpoint({
    method: 'POST',
    path: `${base}/SaveSurveyProgress`,
    access: 'anonymous',
    feature: 'mySurveys',
    summary: 'Keeps the answers so far on the invitation (each given answer checked).',
    body: ZSurveyProgress,
    answer: saved,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${base}/SubmitSurvey`,
    access: 'anonymous',
    feature: 'mySurveys',
    summary: 'Stores the answers, checked against the version they were given for.',
    body: ZSurveySubmit,
    answer: submitted,
  }),
  answerOneClick: endpoint({
    method: 'POST',
    path: `${base}/AnswerOneClick`,
    access: 'anonymous',
    feature: 'mySurveys',
    summary: "An e-mail link's answer, kept when the code is that person's and the answer valid.",
    body: ZOneClickAnswer,
    answer: survey,
  }),
};

const responseView = json<TSurveyResponseView>('TSurveyResponseView');

/**
 * Answered surveys read again, and a person's surveys by their share code. A response is named
 * by its id (random, 122 bits) and read only by the person who gave it (with their survey code)
 * or by a reader of the release's results; anonymous responses are never found this way.
 */
const answeredApi = {
  myResponse: endpoint({
    method: 'GET',
    path: `${base}/GetMySurveyResponse/:surveyCode/:responseId`,
    access: 'any',
    feature: 'mySurveys',
    summary: "The caller's own answers to a named survey, to read again.",
    params: byCode.extend({ responseId: zGuid }),
    answer: responseView,
  }),
  releaseResponse: endpoint({
    method: 'GET',
    path: `${base}/GetSurveyResponse/:releaseId/:responseId`,
    access: 'any',
    feature: 'survey',
    summary: "A named response of a release, read only by the release's results readers.",
    params: z.object({ releaseId: zGuid, responseId: zGuid }),
    answer: responseView,
  }),
  surveysByShareCode: endpoint({
    method: 'GET',
    path: `${base}/GetSurveysByShareCode/:code`,
    access: 'any',
    feature: 'mySurveys',
    summary:
      "A person's surveys by their share code: those of releases whose results the caller reads.",
    params: zShareCodeParams,
    answer: json<TSharedSurveys>('TSharedSurveys'),
  }),
};

/** A release by its short code: signed-in people (open) or anyone (public). */
const releaseApi = {
  openSurvey: endpoint({
    method: 'GET',
    path: `${base}/GetOpenSurvey/:shortCode`,
    access: 'any',
    feature: 'openSurvey',
    summary: "A release's survey for the caller, with their answers so far (params: the link's).",
    params: byShortCode,
    query: zSurveyParams,
    answer: survey,
  }),
  saveOpenProgress: endpoint({
    method: 'POST',
    path: `${base}/SaveOpenSurveyProgress`,
    access: 'any',
    feature: 'openSurvey',
    summary: "Keeps the caller's answers so far to a release's survey.",
    body: ZOpenSurveyProgress,
    answer: saved,
  }),
  submitOpen: endpoint({
    method: 'POST',
    path: `${base}/SubmitOpenSurvey`,
    access: 'any',
    feature: 'openSurvey',
    summary: "Stores the caller's answers to a release's survey (once, unless it takes more).",
    body: ZOpenSurveySubmit,
    answer: submitted,
  }),
  publicSurvey: endpoint({
    method: 'GET',
    path: `${base}/GetPublicSurvey/:shortCode`,
    access: 'anonymous',
    feature: 'publicSurvey',
    summary: "A public release's survey, special fields filled from the params.",
    params: byShortCode,
    query: zSurveyParams,
    answer: survey,
  }),
  // A POST, so the visitor's key never sits in a URL (logs, history).
  resumePublic: endpoint({
    method: 'POST',
    path: `${base}/ResumePublicSurvey`,
    access: 'anonymous',
    feature: 'publicSurvey',
    summary: "A visitor's answers in progress, found by the key their browser keeps.",
    body: ZPublicSurveyResume,
    answer: json<TPublicSurveyDraft>('TPublicSurveyDraft'),
  }),
  savePublicProgress: endpoint({
    method: 'POST',
    path: `${base}/SavePublicSurveyProgress`,
    access: 'anonymous',
    feature: 'publicSurvey',
    summary: "Keeps a visitor's answers so far under the hash of their resume key.",
    body: ZPublicSurveyProgress,
    answer: saved,
  }),
  submitPublic: endpoint({
    method: 'POST',
    path: `${base}/SubmitPublicSurvey`,
    access: 'anonymous',
    feature: 'publicSurvey',
    summary: "Stores a visitor's answers to a public release.",
    body: ZPublicSurveySubmit,
    answer: submitted,
  }),
  resolveShortUrl: endpoint({
    method: 'GET',
    path: `${base}/ResolveShortUrl/:code`,
    access: 'anonymous',
    feature: 'shortUrls',
    summary: "Counts a use of a short link and answers its survey's page with the params.",
    params: z.object({ code: zShortCode }),
    query: z.object({ path: z.string().max(2000).optional() }),
    answer: json<TShortUrlTarget>('TShortUrlTarget'),
  }),
};

/** Taking surveys (issue 20, part 3). */
export const surveyTakeApi = { ...invitationApi, ...answeredApi, ...releaseApi };
