import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  answerText,
  DEFAULT_LOCALE,
  formatDate,
  isLocale,
  surveyText,
  visibleQuestions,
  type TSurveyAnswers,
  type TSurveyBody,
  type TSurveyQuestion,
} from '@portal/core';
import { PRINT_CLASSES } from '../print/PrintLayout';

/**
 * A completed assessment's answers to read (on screen and in the growth report): each section's
 * questions that its answers show, with the answer in words, or that there is none.
 */
export function AssessmentAnswers({
  body,
  answers,
}: {
  body: TSurveyBody;
  answers: TSurveyAnswers;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const shown = new Set(visibleQuestions(body, answers).map((q) => q.name));
  const yesNo = { yes: t('assessments.answers.yes'), no: t('assessments.answers.no') };
  const say = (question: TSurveyQuestion) => {
    const answer = answers[question.name];
    if (answer === undefined || answer === '' || question.type === 'matrix') {
      return t('assessments.answers.none');
    }
    const isDate = question.type === 'text' && question.inputType === 'date';
    return isDate
      ? formatDate(String(answer), locale)
      : answerText(question, answer, locale, yesNo);
  };
  return (
    <>
      {body.pages.map((page) => (
        <Box component="section" key={page.name} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3">
            {surveyText(page.title, locale) || page.name}
          </Typography>
          <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5, whiteSpace: 'pre-line' } }}>
            {page.elements
              .filter((question) => shown.has(question.name))
              .map((question) => (
                <div key={question.name} className={PRINT_CLASSES.keepTogether}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {surveyText(question.title, locale)}
                  </Typography>
                  <Typography component="dd">{say(question)}</Typography>
                </div>
              ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
