import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  surveyText,
  type LocaleCode,
  type SurveyAnswerError,
  type TSurveyAnswerValue,
  type TSurveyQuestion,
} from '@portal/core';
import { RequiredMark } from '../../../ui/RequiredMark';
import { questionIds } from './survey-pages';

type Props = {
  question: TSurveyQuestion;
  locale: LocaleCode;
  error: SurveyAnswerError | undefined;
  /** The id of the one control the title labels (text, dropdown); groups name it themselves. */
  labelFor?: string;
  children: ReactNode;
};

/**
 * One question: its title (the label of its control, or the name of its group), its description,
 * the control, and the broken rule under it in the reader's language.
 */
export function QuestionFrame({ question, locale, error, labelFor, children }: Props) {
  const { t } = useTranslation();
  const ids = questionIds(question.name);
  const description = surveyText(question.description, locale);
  return (
    <Box id={ids.field} component="section" sx={{ scrollMarginTop: 96 }}>
      <Typography
        id={ids.title}
        {...(labelFor ? { component: 'label', htmlFor: labelFor } : {})}
        sx={{ display: 'block', fontWeight: 600, fontSize: '1.05rem', mb: 0.5 }}
      >
        {surveyText(question.title, locale)}
        {question.isRequired && <RequiredMark />}
      </Typography>
      {description && (
        <Typography
          id={ids.description}
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, whiteSpace: 'pre-line' }}
        >
          {description}
        </Typography>
      )}
      {children}
      {error && (
        <Typography id={ids.error} variant="body2" color="error" sx={{ mt: 0.5, fontWeight: 600 }}>
          {t(`surveys.answerErrors.${error}`)}
        </Typography>
      )}
    </Box>
  );
}

/** What a control names as its description: the question's description and its error. */
export function describedBy(question: TSurveyQuestion, error: SurveyAnswerError | undefined) {
  const ids = questionIds(question.name);
  const parts = [question.description ? ids.description : null, error ? ids.error : null];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** The question of a type (radiogroup and dropdown share one shape). */
type QuestionOf<Q extends TSurveyQuestion['type']> = TSurveyQuestion extends infer T
  ? T extends { type: infer U }
    ? Q extends U
      ? T
      : never
    : never
  : never;

/** The props every answer control takes. */
export type ControlProps<Q extends TSurveyQuestion['type']> = {
  question: QuestionOf<Q>;
  value: unknown;
  onChange: (value: TSurveyAnswerValue | undefined) => void;
  locale: LocaleCode;
  error: SurveyAnswerError | undefined;
};
