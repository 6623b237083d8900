import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';

/** Where the app goes when the sign-in service did not start: try the page again later. */
export function TimeoutPage() {
  const { t } = useTranslation();
  const supportOn = useFeatureOn('supportForm');
  const [params] = useSearchParams();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <Typography variant="h1" component="h2">
        {t('shell.timeout.title')}
      </Typography>
      <Typography color="text.secondary">{t('shell.timeout.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          component={RouterLink}
          to={safeRedirectPath(params.get('redirect'))}
        >
          {t('shell.common.retry')}
        </Button>
        {supportOn && (
          <Button component={RouterLink} to="/support">
            {t('route.support')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
