import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { accountAwardSurveys, awardKeys } from './award-surveys-api';
import { AwardProgress } from './AwardProgress';

/**
 * The account page's award surveys, for the people who change the account: each programme it
 * takes part in, with the links to send and how far each survey is.
 */
export function AccountAwardSurveys({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const query = useQuery({
    queryKey: awardKeys.account(accountId),
    queryFn: ({ signal }) => accountAwardSurveys(api, accountId, signal),
  });
  if (query.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (query.isError) return <ErrorNotice error={query.error} />;
  if (query.data.length === 0) {
    return <Typography color="text.secondary">{t('awardSurveys.account.none')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Typography>{t('awardSurveys.account.intro')}</Typography>
      <AwardProgress entries={query.data} heading="program" />
    </Stack>
  );
}
