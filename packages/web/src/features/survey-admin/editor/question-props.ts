import type { TSurveyQuestion } from '@portal/core';
import type { EditorScope } from './editor-scope';

export type QuestionOf<T extends TSurveyQuestion['type']> = Extract<TSurveyQuestion, { type: T }>;

/** What a type's settings editor is given: its question, the change, the scope, its path. */
export type SettingsProps<Q extends TSurveyQuestion = TSurveyQuestion> = {
  question: Q;
  onChange: (question: Q) => void;
  scope: EditorScope;
  /** The question's field path (`pages.0.elements.1`). */
  path: string;
};
