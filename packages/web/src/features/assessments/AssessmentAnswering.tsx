import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type TAssessment } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { SurveyRenderer } from '../surveys/renderer/SurveyRenderer';
import { SAVE_STATE_TEXT, useSurveyAutosave } from '../surveys/use-survey-autosave';
import { assessmentKeys, completeAssessment, saveAnswers } from './assessments-api';

/**
 * An open assessment answered page by page with the survey renderer, saved as the assessor goes
 * (kept on the device until the server confirms), then completed.
 */
export function AssessmentAnswering({ assessment }: { assessment: TAssessment }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [problem, setProblem] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  const draft = useSurveyAutosave({
    id: `assessment.${assessment.id}`,
    version: assessment.version,
    initial: assessment.answers,
    save: (answers) => saveAnswers(api, assessment.id, assessment.version, answers),
  });

  const complete = async () => {
    setCompleting(true);
    setProblem(null);
    try {
      await draft.flush();
      const done = await completeAssessment(api, assessment.id, assessment.version, draft.answers);
      draft.discard();
      queryClient.setQueryData(assessmentKeys.one(assessment.id), done);
      await queryClient.invalidateQueries({ queryKey: ['assessment', 'list'] });
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 409
          ? t('assessments.form.completedMeanwhile')
          : t('assessments.form.completeError'),
      );
    } finally {
      setCompleting(false);
    }
  };

  return (
    <>
      <SurveyRenderer
        body={assessment.body}
        answers={draft.answers}
        onChange={draft.change}
        locale={locale}
        onSubmit={() => void complete()}
        onPageChange={() => void draft.flush()}
        submitting={completing}
        submitLabel={t('assessments.form.complete')}
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
    </>
  );
}
