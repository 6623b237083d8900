import { useQuery } from '@tanstack/react-query';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { resolveShortUrl } from './surveys-api';
import { queryOf } from './survey-params';
import { SurveyUnavailable } from './SurveyOutcomes';

/**
 * `/squrl/{code}/{params*}`: a short link. The server counts the use and names the survey page;
 * the link's params (name/value pairs of the path, and those stored with it) follow in its query.
 */
export function ShortUrlPage() {
  const { t } = useTranslation();
  const { code = '', '*': path = '' } = useParams();
  const { api } = usePortal();
  const target = useQuery({
    queryKey: ['surveys', 'shortUrl', code, path],
    queryFn: ({ signal }) => resolveShortUrl(api, code, path, signal),
    // Each resolution counts a use: once per visit.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (target.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (target.isError || target.data.state !== 'open')
    return <SurveyUnavailable state="unavailable" />;
  return <Navigate to={`${target.data.to}${queryOf(target.data.params)}`} replace />;
}
