import { z } from 'zod';
import { ASSESSMENT_AUTHORS, ASSESSORS } from '../access/roles';
import type { TAssessmentAbilities } from '../assessment/access';
import { ZAssessmentDefinitionSave, type TAssessmentDefinition } from '../assessment/definition';
import type { TSectionScore } from '../assessment/scores';
import type { AssessmentDefinitionType } from '../domain/names';
import { zSurveyAnswers, type TSurveyAnswers } from '../survey/answers';
import type { TSurveyBody } from '../survey/definition';
import { zFlag } from '../validation/events';
import { zGuid } from '../validation/guid';
import { endpoint, file, json } from './endpoint';
import { zIdParams } from './params';

/** An assessment of an account in its lists. */
export type TAssessmentSummary = {
  id: string;
  crmAccountId: string;
  accountName: string;
  definitionId: string;
  definitionName: string;
  type: AssessmentDefinitionType;
  assessorName: string | null;
  startedAt: string;
  completedAt: string | null;
  /** Its definition scores options: it has a growth summary and report. */
  scored: boolean;
};

/** An assessment to answer or read: the questions of the version it was started on. */
export type TAssessment = TAssessmentSummary & {
  abilities: TAssessmentAbilities;
  version: number;
  body: TSurveyBody;
  answers: TSurveyAnswers;
};

/** One completed assessment of a growth series: when, by whom, its section scores. */
export type TGrowthPoint = {
  assessmentId: string;
  completedAt: string;
  assessorName: string | null;
  scores: TSectionScore[];
};

/**
 * The growth summary: an account's completed assessments of one definition over time, oldest
 * first, up to the one it was asked for.
 */
export type TGrowthSummary = {
  accountName: string;
  definitionName: string;
  points: TGrowthPoint[];
};

/** The growth report: one completed assessment's answers and scores beside the previous one's. */
export type TGrowthReport = {
  accountName: string;
  definitionName: string;
  current: TGrowthPoint;
  previous: TGrowthPoint | null;
  body: TSurveyBody;
  answers: TSurveyAnswers;
};

export const ZAssessmentDefinitionSearch = z.object({ archived: zFlag.default(false) });
export const ZAssessmentSearch = z.object({ crmAccountId: zGuid.optional() });
export const ZAssessmentStart = z.object({ crmAccountId: zGuid, definitionId: zGuid });
export const ZAssessmentAnswers = z.object({
  version: z.number().int().min(1),
  answers: zSurveyAnswers,
});

const base = '/api/assessment';
const authors = { access: ASSESSMENT_AUTHORS, feature: 'assessments' } as const;
const assessors = { access: ASSESSORS, feature: 'assessments' } as const;
const growth = ['assessments', 'growthAssessment'] as const;
const definition = json<TAssessmentDefinition>('TAssessmentDefinition');
const assessment = json<TAssessment>('TAssessment');

/**
 * A growth view's data for the signed-in (of an assessment they may read), for its print view
 * (anonymous, opened by its print key), and its PDF.
 */
const printed = <Answer>(name: 'GrowthSummary' | 'GrowthReport', type: string, what: string) => ({
  view: endpoint({
    method: 'GET',
    path: `${base}/Get${name}/:id`,
    access: ASSESSORS,
    feature: growth,
    summary: `${what} of a completed assessment the caller may read.`,
    params: zIdParams,
    answer: json<Answer>(type),
  }),
  data: endpoint({
    method: 'GET',
    path: `${base}/${name}PrintData/:id`,
    access: 'anonymous',
    feature: growth,
    summary: `${what} for the print view, opened by its print key.`,
    params: zIdParams,
    answer: json<Answer>(type),
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${base}/${name}Pdf/:id`,
    access: ASSESSORS,
    feature: [...growth, 'pdfDownloads'],
    summary: `${what} of an assessment the caller may read, as a PDF.`,
    params: zIdParams,
    answer: file,
  }),
});
const summary = printed<TGrowthSummary>('GrowthSummary', 'TGrowthSummary', 'The growth summary');
const report = printed<TGrowthReport>('GrowthReport', 'TGrowthReport', 'The growth report');

/** Assessments (assessment/admin, the account page, the growth print views). */
export const assessmentApi = {
  definitions: endpoint({
    method: 'GET',
    path: `${base}/GetDefinitions`,
    ...authors,
    summary: "The brand's assessment definitions, archived ones when asked.",
    query: ZAssessmentDefinitionSearch,
    answer: json<TAssessmentDefinition[]>('TAssessmentDefinition[]'),
  }),
  saveDefinition: endpoint({
    method: 'POST',
    path: `${base}/SaveDefinition`,
    ...authors,
    summary:
      'Creates or changes a definition (400 when its survey asks what an assessment cannot).',
    body: ZAssessmentDefinitionSave,
    answer: definition,
  }),
  archiveDefinition: endpoint({
    method: 'POST',
    path: `${base}/ArchiveDefinition/:id`,
    ...authors,
    summary: 'Archives a definition: its assessments stay, no new one starts.',
    params: zIdParams,
    answer: definition,
  }),
  restoreDefinition: endpoint({
    method: 'POST',
    path: `${base}/RestoreDefinition/:id`,
    ...authors,
    summary: 'Brings an archived definition back.',
    params: zIdParams,
    answer: definition,
  }),
  startable: endpoint({
    method: 'GET',
    path: `${base}/GetStartableDefinitions`,
    ...assessors,
    summary: 'The definitions an assessment can be started on (not archived).',
    answer: json<TAssessmentDefinition[]>('TAssessmentDefinition[]'),
  }),
  list: endpoint({
    method: 'GET',
    path: `${base}/GetAssessments`,
    ...assessors,
    summary:
      'The assessments of the accounts the caller may see (one account when asked), newest first.',
    query: ZAssessmentSearch,
    answer: json<TAssessmentSummary[]>('TAssessmentSummary[]'),
  }),
  start: endpoint({
    method: 'POST',
    path: `${base}/StartAssessment`,
    ...assessors,
    summary:
      "Starts an assessment of an account the caller may see on a definition's latest version.",
    body: ZAssessmentStart,
    answer: assessment,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/GetAssessment/:id`,
    ...assessors,
    summary: 'An assessment with its questions and answers.',
    params: zIdParams,
    answer: assessment,
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/SaveAnswers/:id`,
    ...assessors,
    summary: "Keeps an open assessment's answers as they are (progress; incomplete is fine).",
    params: zIdParams,
    body: ZAssessmentAnswers,
    answer: json<{ savedAt: string }>('{ savedAt }'),
  }),
  complete: endpoint({
    method: 'POST',
    path: `${base}/CompleteAssessment/:id`,
    ...assessors,
    summary:
      "Completes an assessment (its answers checked whole) and updates its account's figures.",
    params: zIdParams,
    body: ZAssessmentAnswers,
    answer: assessment,
  }),
  growthSummary: summary.view,
  growthSummaryPrintData: summary.data,
  growthSummaryPdf: summary.pdf,
  growthReport: report.view,
  growthReportPrintData: report.data,
  growthReportPdf: report.pdf,
};
