import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchPlanStatus } from '../home-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/** The person's plan: complete or in progress, with the way to it; empty before a first save. */
export function PlanStatusBlock({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'planStatus', userAccountId],
    empty: null,
    load: (signal) => fetchPlanStatus(api, userAccountId, signal),
  });
  const started = Boolean(data?.tractionPlanId);
  return (
    <HomeBlock name="plan" title={t('home.plan.title')} loading={loading}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {!started
            ? t('home.plan.notStarted')
            : data?.isComplete
              ? t('home.plan.complete')
              : t('home.plan.inProgress')}
        </Typography>
        {started && data?.lastUpdatedUTC && (
          <Typography variant="body2" color="text.secondary">
            {t('home.plan.updated', { date: formatDate(data.lastUpdatedUTC, i18n.language) })}
          </Typography>
        )}
        <Button
          variant={started ? 'outlined' : 'contained'}
          component={RouterLink}
          to={started ? '/plan' : '/planBuilder'}
        >
          {started ? t('home.plan.open') : t('home.plan.start')}
        </Button>
      </Stack>
    </HomeBlock>
  );
}
