import { CONTENT_STAFF } from '../access/roles';
import {
  ZContentSurveyOpen,
  type TContentSurvey,
  type TContentSurveyRelease,
} from '../survey/content';
import { endpoint, json } from './endpoint';

const feature = 'contentSurveys';

/** Surveys in content pages (issue 20, part 8): the reader's invitation and the editor's list. */
export const surveyContentApi = {
  openContentSurvey: endpoint({
    method: 'POST',
    path: '/api/survey/OpenContentSurvey',
    access: 'any',
    feature,
    summary:
      "The caller's invitation to a survey section of an item they reach (made on first open).",
    body: ZContentSurveyOpen,
    answer: json<TContentSurvey>('TContentSurvey'),
  }),
  contentSurveyReleases: endpoint({
    method: 'GET',
    path: '/api/survey/GetContentSurveyReleases',
    access: CONTENT_STAFF,
    feature,
    summary: "The brand's releases not closed, for a survey section's editor.",
    answer: json<TContentSurveyRelease[]>('TContentSurveyRelease[]'),
  }),
};
