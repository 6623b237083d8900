import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DEFAULT_LOCALE,
  SURVEY_NAMED_RESPONSES_SHOWN,
  formatDate,
  isLocale,
  surveyResultsApi,
  type TSurveyResultsFilters,
} from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { SecuritySection } from '../security/SecuritySection';

/**
 * A named release's newest responses for the filters, each opening its answers read only for
 * the results' reader (`mysurvey/{releaseId}/{responseId}/viewer`).
 */
export function NamedResponses({
  releaseId,
  filters,
}: {
  releaseId: string;
  filters: TSurveyResultsFilters;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { api } = usePortal();
  const list = useQuery({
    queryKey: ['survey', 'namedResponses', releaseId, filters],
    queryFn: ({ signal }) =>
      call(
        api,
        surveyResultsApi.getNamedResponses,
        { params: { releaseId }, query: filters },
        signal,
      ),
  });
  if (!list.data) return null;
  return (
    <SecuritySection level={2} title={t('surveyResults.responses.title')}>
      <Typography variant="body2" color="text.secondary">
        {list.data.length === 0
          ? t('surveyResults.responses.none')
          : t('surveyResults.responses.newest', { limit: SURVEY_NAMED_RESPONSES_SHOWN })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
        {list.data.map((response) => (
          <li key={response.id}>
            <Link component={RouterLink} to={`/mysurvey/${releaseId}/${response.id}/viewer`}>
              {response.name}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('surveyResults.responses.on', { date: formatDate(response.completedAt, locale) })}
            </Typography>
          </li>
        ))}
      </Stack>
    </SecuritySection>
  );
}
