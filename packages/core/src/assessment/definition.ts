import { z } from 'zod';
import {
  ASSESSMENT_DEFINITION_TYPES,
  type AssessmentDefinitionType,
  type AssessmentQuestionType,
} from '../domain/names';
import { questionsOf, type TSurveyBody, type TSurveyQuestion } from '../survey/definition';
import { zGuid } from '../validation/guid';

/**
 * An assessment definition: one of the spec's types over a survey definition whose questions are
 * of the spec's four assessment question types. The questions are built, translated and kept by
 * version in the survey editor, so an assessment names the version it was answered on and never
 * changes after it is completed (docs/decisions.md, "Assessments").
 */

export const ASSESSMENT_LIMITS = { name: 200, list: 500 } as const;

/**
 * The assessment question type of a survey question, or null when the survey question has no
 * assessment counterpart: free text, a day, options (one or several, scored when their values
 * are numbers) and yes/no.
 */
export function assessmentQuestionType(question: TSurveyQuestion): AssessmentQuestionType | null {
  switch (question.type) {
    case 'text':
      if (question.inputType === 'date') return 'date';
      return question.inputType === undefined || question.inputType === 'text' ? 'text' : null;
    case 'comment':
      return 'text';
    case 'radiogroup':
    case 'dropdown':
    case 'checkbox':
      return 'options';
    case 'boolean':
      return 'yesno';
    default:
      return null;
  }
}

/** The names of the questions an assessment cannot ask (not of the four assessment types). */
export const unfitQuestions = (body: TSurveyBody): string[] =>
  questionsOf(body)
    .filter((question) => assessmentQuestionType(question) === null)
    .map((question) => question.name);

/** An assessment definition in assessment/admin and in the list to start one from. */
export type TAssessmentDefinition = {
  id: string;
  type: AssessmentDefinitionType;
  name: string;
  surveyDefinitionId: string;
  /** The survey definition's name and latest version: the questions a new assessment asks. */
  surveyName: string;
  version: number;
  archived: boolean;
  assessmentCount: number;
  updatedAt: string;
};

export const ZAssessmentDefinitionSave = z.object({
  id: zGuid.optional(),
  type: z.enum(ASSESSMENT_DEFINITION_TYPES),
  name: z.string().trim().min(1).max(ASSESSMENT_LIMITS.name),
  surveyDefinitionId: zGuid,
});
export type TAssessmentDefinitionSave = z.input<typeof ZAssessmentDefinitionSave>;
