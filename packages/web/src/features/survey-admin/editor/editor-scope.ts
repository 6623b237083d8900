import type { TextLanguage } from './definition-draft';
import type { DraftIssues } from './draft-issues';

/** What every part of the editor is given: the language edited and the issues by field path. */
export type EditorScope = { language: TextLanguage; issues: DraftIssues };

/** The issue of one field (`pages.0.title`), for its helper text. */
export const issueAt = (scope: EditorScope, ...path: (string | number)[]) =>
  scope.issues.get(path.join('.'));
