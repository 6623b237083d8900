import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, surveyContentApi } from '@portal/core';
import { call } from '../../../api/call';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { saveByCode, submitByCode, surveyByCode } from '../../surveys/surveys-api';
import { SURVEY_QUERY } from '../../surveys/survey-query';
import type { SectionProps } from './section-props';
import { useSectionScope } from './section-scope';
import { SignInNotice } from './SignInNotice';
import { UnavailableSection } from './UnavailableSection';

// The survey pages' view and taker, loaded when a page shows a survey.
const SurveyView = lazy(() =>
  import('../../surveys/SurveyView').then((module) => ({ default: module.SurveyView })),
);

/**
 * survey and contentSurvey: the release the editor chose, answered in place by the signed-in
 * reader through their invitation about this item (answers kept as they go, as on the survey
 * pages); answered, it says so when they come back (docs/decisions.md, "Content surveys").
 */
export function SurveySection({ section }: SectionProps) {
  const { contentId, signedIn } = useSectionScope();
  if (!signedIn) return <SignInNotice />;
  if (!contentId) return <UnavailableSection />;
  return <ContentSurvey contentId={contentId} sectionId={section.id} />;
}

function ContentSurvey({ contentId, sectionId }: { contentId: string; sectionId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const invitation = useQuery({
    queryKey: ['survey', 'content', contentId, sectionId],
    queryFn: ({ signal }) =>
      call(api, surveyContentApi.openContentSurvey, { body: { contentId, sectionId } }, signal),
    ...SURVEY_QUERY,
  });
  const surveyCode = invitation.data?.state === 'ready' ? invitation.data.surveyCode : '';
  const survey = useQuery({
    queryKey: ['surveys', 'byCode', surveyCode],
    queryFn: ({ signal }) => surveyByCode(api, surveyCode, signal),
    enabled: surveyCode !== '',
    ...SURVEY_QUERY,
  });
  const loading = <LinearProgress aria-label={t('shell.common.loading')} />;
  if (invitation.isError) return <ErrorNotice error={invitation.error} />;
  if (!invitation.data) return loading;
  if (invitation.data.state !== 'ready') {
    return <Alert severity="info">{t('resources.sections.surveyUnavailable')}</Alert>;
  }
  const { completedAt } = invitation.data;
  if (survey.data?.state === 'completed' && completedAt) {
    return (
      <Alert severity="success">
        {t('resources.sections.surveyAnswered', { date: formatDate(completedAt, i18n.language) })}
      </Alert>
    );
  }
  return (
    <Suspense fallback={loading}>
      <SurveyView
        query={survey}
        channel={{
          id: `content.${surveyCode}`,
          save: (version, answers) => saveByCode(api, surveyCode, version, answers),
          submit: (version, answers, language) =>
            submitByCode(api, { surveyCode, version, answers, language }),
          again: () => void survey.refetch(),
          signedIn: true,
        }}
      />
    </Suspense>
  );
}
