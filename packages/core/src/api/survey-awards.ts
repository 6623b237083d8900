import { z } from 'zod';
import { SURVEY_ADMINS } from '../access/roles';
import {
  ZAwardProgramSave,
  ZAwardSurveyProgress,
  ZAwardSurveyResume,
  ZAwardSurveySubmit,
  zAwardSurveyCode,
  type TAwardAccountProgress,
  type TAwardProgram,
  type TAwardSurvey,
} from '../survey/awards';
import type { TPublicSurveyDraft, TSurveySaved, TSurveySubmitResult } from '../survey/take';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

const base = '/api/survey';
// Programmes are set up over releases: survey admins, with surveys and award surveys on.
const admins = { access: SURVEY_ADMINS, feature: ['survey', 'awardSurvey'] } as const;
// The link's code is the credential: staff, students and families answer without an account.
const taker = { access: 'anonymous', feature: 'awardSurvey' } as const;
const progress = json<TAwardAccountProgress[]>('TAwardAccountProgress[]');

/** Award programmes and their progress (survey admins). */
const programApi = {
  getAwardPrograms: endpoint({
    method: 'GET',
    path: `${base}/GetAwardPrograms`,
    ...admins,
    summary: "The brand's award programmes with their required surveys and accounts.",
    answer: json<TAwardProgram[]>('TAwardProgram[]'),
  }),
  saveAwardProgram: endpoint({
    method: 'POST',
    path: `${base}/SaveAwardProgram`,
    ...admins,
    summary: 'Creates or changes a programme; accounts that now complete it earn its award.',
    body: ZAwardProgramSave,
    answer: json<TAwardProgram>('TAwardProgram'),
  }),
  getAwardProgress: endpoint({
    method: 'GET',
    path: `${base}/GetAwardProgress/:id`,
    ...admins,
    summary: "A programme's accounts: per type the link and completed responses vs minimum.",
    params: zIdParams,
    answer: progress,
  }),
  // Any signed-in person may ask; the account's admins (and global staff) get an answer.
  getAccountAwardSurveys: endpoint({
    method: 'GET',
    path: `${base}/GetAccountAwardSurveys/:id`,
    access: 'any',
    feature: 'awardSurvey',
    summary: "An account's award programmes, its links and progress, for those who edit it.",
    params: zIdParams,
    answer: progress,
  }),
};

/** Taking an award survey by its link's code (a visitor's answers in progress by their key). */
const takeApi = {
  awardSurvey: endpoint({
    method: 'GET',
    path: `${base}/GetAwardSurvey/:code`,
    ...taker,
    summary: "An award link's survey with the account's name and the survey type.",
    params: z.object({ code: zAwardSurveyCode }),
    answer: json<TAwardSurvey>('TAwardSurvey'),
  }),
  resumeAwardSurvey: endpoint({
    method: 'POST',
    path: `${base}/ResumeAwardSurvey`,
    ...taker,
    summary: "A visitor's answers in progress on an award link, by the key their browser keeps.",
    body: ZAwardSurveyResume,
    answer: json<TPublicSurveyDraft>('TPublicSurveyDraft'),
  }),
  saveAwardSurveyProgress: endpoint({
    method: 'POST',
    path: `${base}/SaveAwardSurveyProgress`,
    ...taker,
    summary: "Keeps a visitor's answers so far under the hash of their resume key.",
    body: ZAwardSurveyProgress,
    answer: json<TSurveySaved>('TSurveySaved'),
  }),
  submitAwardSurvey: endpoint({
    method: 'POST',
    path: `${base}/SubmitAwardSurvey`,
    ...taker,
    summary: "Stores a response about the link's account; the account earns its award when due.",
    body: ZAwardSurveySubmit,
    answer: json<TSurveySubmitResult>('TSurveySubmitResult'),
  }),
};

/** Award surveys (issue 20, part 4). */
export const surveyAwardsApi = { ...programApi, ...takeApi };
