import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { zSurveyBody, type TSurveyBody } from '@portal/core';

/**
 * core's check of a definition (zSurveyBody, the one the server runs) said beside the fields:
 * each issue by the path of its field (`pages.0.elements.2.title`), in the editor's language.
 */
export type DraftIssues = ReadonlyMap<string, string>;

/** core names a question of its cross-question checks by its place in the whole survey. */
function fieldPath(body: TSurveyBody, path: readonly PropertyKey[]): string {
  const [head, index, ...rest] = path;
  if (head !== 'questions' || typeof index !== 'number') return path.map(String).join('.');
  let left = index;
  for (const [page, { elements }] of body.pages.entries()) {
    if (left < elements.length) return ['pages', page, 'elements', left, ...rest].join('.');
    left -= elements.length;
  }
  return path.map(String).join('.');
}

function describe(issue: z.core.$ZodIssue, t: TFunction): string {
  const field = issue.path.at(-1);
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? t('surveyAdmin.issues.tooLong', { max: Number(issue.maximum) })
        : t('surveyAdmin.issues.tooMany', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'array' && field === 'elements')
        return t('surveyAdmin.issues.noQuestion');
      if (issue.origin === 'array')
        return t('surveyAdmin.issues.tooFew', { min: Number(issue.minimum) });
      return issue.origin === 'string'
        ? t('surveyAdmin.issues.required')
        : t('surveyAdmin.issues.tooLow', { min: Number(issue.minimum) });
    case 'invalid_format':
      return t('surveyAdmin.issues.name');
    case 'custom':
      if (field === 'visibleWhen') return t('surveyAdmin.issues.conditionNotEarlier');
      if (field === 'name') return t('surveyAdmin.issues.duplicateName');
      return issue.message;
    default:
      return issue.message;
  }
}

/** The definition's issues by field (the first one of each field). */
export function draftIssues(body: TSurveyBody, t: TFunction): DraftIssues {
  const result = zSurveyBody.safeParse(body);
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = fieldPath(body, issue.path);
    if (!issues.has(path)) issues.set(path, describe(issue, t));
  }
  return issues;
}

/** The issues at or under a path (a question's, a page's), for a count on its card. */
export const issuesUnder = (issues: DraftIssues, path: string): number =>
  [...issues.keys()].filter((key) => key === path || key.startsWith(`${path}.`)).length;
