import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyText, type LocaleCode, type TSurveyAnswers, type TSurveyBody } from '@portal/core';
import { focusField } from '../../../ui/use-radio-group';
import { QuestionField } from './QuestionField';
import { questionErrors, questionIds, shownPages, withAnswer } from './survey-pages';

export type SurveyRendererProps = {
  /** The definition version answered. */
  body: TSurveyBody;
  answers: TSurveyAnswers;
  onChange: (answers: TSurveyAnswers) => void;
  locale: LocaleCode;
  /** Called on Submit once every shown page is valid; without it the last page has no Submit. */
  onSubmit?: () => void;
  /** Called when the person moves to another page (a moment to save). */
  onPageChange?: (page: number) => void;
  /** While a submission runs: Submit waits. */
  submitting?: boolean;
  /** The last page's button when it is not "Submit" (an assessment is completed). */
  submitLabel?: string;
  /** Answers given, read again: every control disabled, pages turned without checks. */
  readOnly?: boolean;
};

/**
 * A survey page by page: its questions in the person's language (only those their answers
 * show), a progress bar, Back, Next and Submit. Next and Submit check the page with core's rule
 * and write each broken rule beside its question; they then follow the answers as they change.
 */
export function SurveyRenderer(props: SurveyRendererProps) {
  const { body, answers, onChange, locale, onSubmit, onPageChange, submitting, readOnly } = props;
  const { t } = useTranslation();
  const pages = shownPages(body, answers);
  const [index, setIndex] = useState(0);
  const [checked, setChecked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = Math.min(index, pages.length - 1);
  const shown = pages[current];
  const last = current === pages.length - 1;

  useEffect(() => {
    // Keyboard and screen-reader users land on the new page's top, not on the button they left.
    if (moved.current) heading.current?.focus();
  }, [current]);

  if (!shown) return null;
  const errors = checked ? questionErrors(body, answers, shown.questions) : {};

  const go = (to: number) => {
    moved.current = true;
    setChecked(false);
    setIndex(to);
    onPageChange?.(to);
  };
  const forward = () => {
    const found = readOnly ? {} : questionErrors(body, answers, shown.questions);
    const first = shown.questions.find((q) => found[q.name]);
    if (first) {
      setChecked(true);
      focusField(questionIds(first.name).field);
      return;
    }
    if (last) onSubmit?.();
    else go(current + 1);
  };
  const pageTitle = surveyText(shown.page.title, locale);
  const pageDescription = surveyText(shown.page.description, locale);

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        forward();
      }}
    >
      {pages.length > 1 && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('surveys.renderer.progress', { page: current + 1, count: pages.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((current + 1) / pages.length) * 100}
            aria-label={t('surveys.renderer.progress', { page: current + 1, count: pages.length })}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
      <Box>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h2"
          component="h3"
          sx={{ outline: 'none' }}
        >
          {pageTitle || t('surveys.renderer.page', { page: current + 1 })}
        </Typography>
        {pageDescription && (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {pageDescription}
          </Typography>
        )}
      </Box>
      <Stack
        spacing={3.5}
        // A disabled fieldset disables every control of the page, whatever its type.
        component={readOnly ? 'fieldset' : 'div'}
        disabled={readOnly}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        {shown.questions.map((question) => (
          <QuestionField
            key={question.name}
            question={question}
            value={answers[question.name]}
            onChange={(value) => onChange(withAnswer(answers, question.name, value))}
            locale={locale}
            error={errors[question.name]}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => go(current - 1)}
          sx={{ visibility: current === 0 ? 'hidden' : 'visible' }}
        >
          {t('surveys.renderer.back')}
        </Button>
        {(!last || onSubmit) && (
          <Button type="submit" variant="contained" size="large" disabled={last && submitting}>
            {last
              ? (props.submitLabel ?? t('surveys.renderer.submit'))
              : t('surveys.renderer.next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
