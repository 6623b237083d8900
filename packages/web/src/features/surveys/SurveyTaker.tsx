import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  formatDate,
  isLocale,
  surveyText,
  type LocaleCode,
  type TOpenSurvey,
  type TSurveyAnswers,
  type TSurveySubmitResult,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { PageCard } from '../../ui/PageCard';
import { SurveyRenderer } from './renderer/SurveyRenderer';
import { SurveyThankYou, SurveyUnavailable } from './SurveyOutcomes';
import { MY_SURVEYS_KEY } from './surveys-api';
import { SAVE_STATE_TEXT, useSurveyAutosave } from './use-survey-autosave';

/** How a survey page keeps and sends answers (by invitation code, open or public release). */
export type SurveyChannel = {
  /** Names the device's copy of the answers. */
  id: string;
  save: (version: number, answers: TSurveyAnswers) => Promise<unknown>;
  submit: (
    version: number,
    answers: TSurveyAnswers,
    language: LocaleCode,
  ) => Promise<TSurveySubmitResult>;
  /** Starts a fresh response after one was sent (releases that take several). */
  again?: () => void;
  /** Leads on from a sent response (a page of its own: award and event surveys), instead of the thank-you here. */
  onSubmitted?: () => void;
  signedIn?: boolean;
};

type Outcome = { kind: 'open' } | { kind: 'done'; again: boolean } | { kind: 'gone' };

/**
 * An open survey: the renderer over the answers the autosave keeps, then the thank-you page, or
 * the unavailable page when the server refuses the code meanwhile.
 */
export function SurveyTaker({
  survey,
  channel,
  intro,
}: {
  survey: TOpenSurvey;
  channel: SurveyChannel;
  /** Shown above the survey's description (whose survey it is). */
  intro?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'open' });
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const draft = useSurveyAutosave({
    id: channel.id,
    version: survey.version,
    initial: survey.answers,
    save: (answers) => channel.save(survey.version, answers),
  });

  const submit = async () => {
    setSubmitting(true);
    setProblem(null);
    try {
      await draft.flush();
      const result = await channel.submit(survey.version, draft.answers, locale);
      draft.discard();
      // The person's list shows it answered from now on.
      void queryClient.invalidateQueries({ queryKey: MY_SURVEYS_KEY });
      if (channel.onSubmitted) channel.onSubmitted();
      else setOutcome({ kind: 'done', again: result.canAnswerAgain });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        if (error.code === 'errors.surveyTake.versionChanged')
          setProblem(t('surveys.take.changed'));
        else setOutcome({ kind: 'gone' });
      } else {
        setProblem(t('surveys.take.submitError'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (outcome.kind === 'gone') return <SurveyUnavailable state="unavailable" focusTitle />;
  if (outcome.kind === 'done') {
    return (
      <SurveyThankYou
        completedText={surveyText(survey.body.completedText, locale)}
        onAgain={outcome.again ? channel.again : undefined}
        signedIn={channel.signedIn}
      />
    );
  }
  const description = surveyText(survey.body.description, locale);
  return (
    <PageCard title={surveyText(survey.body.title, locale)}>
      {intro}
      {description && <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>}
      {survey.anonymous && <Alert severity="info">{t('surveys.take.anonymous')}</Alert>}
      {survey.closesAt && (
        <Typography variant="body2" color="text.secondary">
          {t('surveys.take.closes', { date: formatDate(survey.closesAt, locale) })}
        </Typography>
      )}
      <SurveyRenderer
        body={survey.body}
        answers={draft.answers}
        onChange={draft.change}
        locale={locale}
        onSubmit={() => void submit()}
        onPageChange={() => void draft.flush()}
        submitting={submitting}
      />
      <Typography
        variant="body2"
        role="status"
        color={draft.state === 'kept' ? 'warning.main' : 'text.secondary'}
        sx={{ minHeight: '1.5em' }}
      >
        {draft.state === 'idle' ? '' : t(SAVE_STATE_TEXT[draft.state])}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
    </PageCard>
  );
}
