import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SecuritySection } from '../security/SecuritySection';
import { PremiumResponseList } from './AccountPremiumSurveys';
import { markPremium, premiumKeys, premiumRelease } from './premium-api';

/**
 * A release's premium side, on its results page: survey admins mark it premium (a per-account,
 * named release only), and its accounts' completed responses lead to their results views.
 */
export function PremiumReleasePanel({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const key = premiumKeys.release(releaseId);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => premiumRelease(api, releaseId, signal),
  });
  const mark = useMutation({
    mutationFn: (premium: boolean) => markPremium(api, releaseId, premium),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  if (state.isError) return <ErrorNotice error={state.error} />;
  if (!state.data) return null;
  const { premium, canMark, problem, responses } = state.data;
  if (!premium && (!canMark || problem)) return null;
  return (
    <SecuritySection level={2} title={t('premiumSurveys.release.title')}>
      <Stack spacing={1}>
        {canMark && (
          <FormControlLabel
            control={
              <Switch
                checked={premium}
                disabled={mark.isPending}
                onChange={(event) => mark.mutate(event.target.checked)}
              />
            }
            label={t('premiumSurveys.release.mark')}
          />
        )}
        {mark.isError && <ErrorNotice error={mark.error} />}
        {premium && problem && (
          <Alert severity="warning">{t(`errors.premiumSurveys.${problem}`)}</Alert>
        )}
        {premium && (
          <PremiumResponseList
            responses={responses}
            empty={t('premiumSurveys.release.none')}
            label={t('premiumSurveys.release.title')}
          />
        )}
      </Stack>
    </SecuritySection>
  );
}
