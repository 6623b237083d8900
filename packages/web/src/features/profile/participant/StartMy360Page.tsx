import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProfileParticipant } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { getParticipant, reactivateParticipant, startProfile } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';
import { useProfileAction } from '../use-profile-action';
import { DescribersSection } from './DescribersSection';

/**
 * start-my-360: starts the person's 360 (or reactivates an inactive one), then the
 * self-description and the describers they invite.
 */
export function StartMy360Page() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const uaId = useMyAccountId();
  const { run, busy } = useProfileAction();
  const participant = useQuery({
    queryKey: ['profile', 'participant', uaId],
    queryFn: ({ signal }) => getParticipant(api, uaId, signal),
    enabled: uaId !== '',
  });

  const title = t('route.startMy360');
  if (uaId === '') {
    return (
      <PageCard title={title}>
        <Alert severity="info">{t('profile.participant.noAccount')}</Alert>
      </PageCard>
    );
  }
  if (participant.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (participant.isError) {
    return (
      <PageCard title={title}>
        <ErrorNotice error={participant.error} />
      </PageCard>
    );
  }
  const current = participant.data;
  if (!current || !current.isActive) {
    return (
      <PageCard title={title}>
        <Typography>{t('profile.participant.intro')}</Typography>
        {current && <Alert severity="info">{t('profile.participant.inactive')}</Alert>}
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            void run(
              () => (current ? reactivateParticipant(api, current.id) : startProfile(api)),
              current ? t('profile.participant.reactivated') : t('profile.participant.started'),
            )
          }
        >
          {current ? t('profile.participant.reactivate') : t('profile.participant.start')}
        </Button>
      </PageCard>
    );
  }
  return (
    <PageCard title={title}>
      <SelfDescription participant={current} />
      <DescribersSection participant={current} />
      <Button component={RouterLink} to="/myreports" sx={{ alignSelf: 'flex-start' }}>
        {t('route.myReports')}
      </Button>
    </PageCard>
  );
}

function SelfDescription({ participant }: { participant: ProfileParticipant }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="h6" component="h3">
        {t('profile.participant.selfTitle')}
      </Typography>
      {participant.isSelfComplete ? (
        <Alert severity="success">{t('profile.participant.selfDone')}</Alert>
      ) : (
        <>
          <Typography>
            {participant.isSelfRequired
              ? t('profile.participant.selfRequired')
              : t('profile.participant.selfPending')}
          </Typography>
          {participant.selfSurveyCode && (
            <Button
              component={RouterLink}
              to={`/start-my-360/self/${encodeURIComponent(participant.selfSurveyCode)}`}
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('profile.participant.describeYourself')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
