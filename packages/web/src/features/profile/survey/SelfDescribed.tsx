import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { PageCard } from '../../../ui/PageCard';
import { getParticipant } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';

/**
 * The end of the self-description: it leads on to inviting the describers, or to the report when
 * the 360 is a self-description only.
 */
export function SelfDescribed() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const uaId = useMyAccountId();
  const participant = useQuery({
    queryKey: ['profile', 'participant', uaId],
    queryFn: ({ signal }) => getParticipant(api, uaId, signal),
    enabled: uaId !== '',
  });
  const selfOnly = participant.data?.selfOnly === true;
  return (
    <PageCard title={t('profile.survey.selfTitle')} focusTitle>
      <Alert severity="success">{t('profile.survey.selfThanks')}</Alert>
      <Typography>
        {selfOnly ? t('profile.survey.selfOnlyNext') : t('profile.survey.selfNext')}
      </Typography>
      <Button
        component={RouterLink}
        to="/start-my-360"
        variant="contained"
        size="large"
        disabled={participant.isPending && uaId !== ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        {selfOnly ? t('profile.survey.nextReport') : t('profile.survey.nextInvite')}
      </Button>
    </PageCard>
  );
}
