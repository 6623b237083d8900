import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_LOCALE, formatDate, isLocale, surveyText } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { SurveyRenderer } from './renderer/SurveyRenderer';
import { myResponse, releaseResponse } from './surveys-api';

/** Whose answers: one's own by the invitation's code, or a response of a release for a viewer. */
export type AnsweredSource =
  | { kind: 'own'; surveyCode: string; responseId: string }
  | { kind: 'viewer'; releaseId: string; responseId: string };

const ignore = () => undefined;

/**
 * An answered named survey read again, in the renderer with every control disabled: one's own
 * (`mysurvey/{surveyCode}/{responseId}`) or, for a reader of the release's results, someone's
 * (`mysurvey/{releaseId}/{responseId}/viewer`).
 */
export function AnsweredSurvey({ source }: { source: AnsweredSource }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { api } = usePortal();
  const query = useQuery({
    queryKey: ['surveys', 'answered', source],
    queryFn: ({ signal }) =>
      source.kind === 'own'
        ? myResponse(api, source.surveyCode, source.responseId, signal)
        : releaseResponse(api, source.releaseId, source.responseId, signal),
    retry: false,
  });
  if (query.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (query.isError) {
    const refused = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <PageCard title={t('surveys.answered.unavailableTitle')}>
        {refused ? (
          <Alert severity="info">{t('surveys.answered.unavailable')}</Alert>
        ) : (
          <ErrorNotice error={query.error} />
        )}
      </PageCard>
    );
  }
  const view = query.data;
  const back =
    source.kind === 'own'
      ? { to: '/mysurveys', label: t('surveys.thankYou.mySurveys') }
      : {
          to: `/survey/admin/releases/${source.releaseId}/results`,
          label: t('surveys.answered.results'),
        };
  return (
    <PageCard title={surveyText(view.body.title, locale)}>
      {view.respondent && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('surveys.answered.of', { name: view.respondent })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('surveys.mine.answeredOn', { date: formatDate(view.completedAt, locale) })}
      </Typography>
      <Alert severity="info">{t('surveys.answered.readOnly')}</Alert>
      <SurveyRenderer
        body={view.body}
        answers={view.answers}
        onChange={ignore}
        locale={locale}
        readOnly
      />
      <Button
        component={RouterLink}
        to={back.to}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {back.label}
      </Button>
    </PageCard>
  );
}
