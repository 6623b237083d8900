import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type TSharedSurvey } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { SurveyList, type SurveyLineItem } from './SurveyList';
import { surveysByShareCode } from './surveys-api';

/** An answered named survey opens its answers read-only (`viewer`); nothing else opens. */
const sharedLine = (survey: TSharedSurvey, view: string, index: number): SurveyLineItem => ({
  ...survey,
  key: `${survey.releaseId}.${survey.entityName ?? ''}.${index}`,
  links: survey.responseId
    ? [{ label: view, to: `/mysurvey/${survey.releaseId}/${survey.responseId}/viewer` }]
    : [],
});

/**
 * `mysurveys/{shareCode}`: a person's surveys by their share code, of the releases whose results
 * the caller reads, read only (no survey codes: they are the person's credentials).
 */
export function SharedSurveys({ shareCode }: { shareCode: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { api } = usePortal();
  const list = useQuery({
    queryKey: ['surveys', 'shared', shareCode],
    queryFn: ({ signal }) => surveysByShareCode(api, shareCode, signal),
    retry: false,
  });
  if (list.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (list.isError) {
    return (
      <PageCard title={t('route.mySurveys')}>
        <ErrorNotice error={list.error} />
      </PageCard>
    );
  }
  const { person, pending, done } = list.data;
  const view = t('surveys.mine.view');
  return (
    <PageCard title={t('surveys.shared.title', { name: person })}>
      <SurveyList
        title={t('surveys.mine.pending')}
        items={pending.map((survey, index) => sharedLine(survey, view, index))}
        empty={t('surveys.shared.nonePending')}
        locale={locale}
      />
      <SurveyList
        title={t('surveys.mine.done')}
        items={done.map((survey, index) => sharedLine(survey, view, index))}
        empty={t('surveys.shared.noneDone')}
        locale={locale}
      />
    </PageCard>
  );
}
