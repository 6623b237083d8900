import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';

/** Sign-in is the identity service's page; until it exists this page says so. */
export function LoginPage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <Typography variant="h1" component="h2">
        {brand.loginButtonText}
      </Typography>
      <Typography color="text.secondary">{t('shell.login.notice')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" component={RouterLink} to="/support">
          {t('route.support')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('shell.common.goHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
