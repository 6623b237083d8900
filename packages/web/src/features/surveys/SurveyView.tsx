import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyToTake } from '@portal/core';
import { PageCard } from '../../ui/PageCard';
import { SurveyUnavailable } from './SurveyOutcomes';
import { SurveyTaker, type SurveyChannel } from './SurveyTaker';

/**
 * A survey page's states: loading, a load failure, the unavailable page (unknown, closed,
 * answered: the server does not say which of the first two), or the survey.
 */
export function SurveyView({
  query,
  channel,
  oneClick,
  intro,
}: {
  query: UseQueryResult<TSurveyToTake>;
  channel: SurveyChannel;
  oneClick?: boolean;
  intro?: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (query.isError) {
    return (
      <PageCard title={t('surveys.unavailable.title')}>
        <Alert severity="error">{t('surveys.take.loadError')}</Alert>
      </PageCard>
    );
  }
  const survey = query.data;
  if (survey.state !== 'open')
    return <SurveyUnavailable state={survey.state} oneClick={oneClick} />;
  return (
    <SurveyTaker
      key={`${channel.id}-${survey.version}`}
      survey={survey}
      channel={channel}
      intro={intro}
    />
  );
}
