import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function TimeoutPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <Typography variant="h1" component="h2">
        {t('shell.timeout.title')}
      </Typography>
      <Typography color="text.secondary">{t('shell.timeout.body')}</Typography>
      <Button variant="contained" component={RouterLink} to="/login">
        {t('shell.toolbar.signIn')}
      </Button>
    </Stack>
  );
}
