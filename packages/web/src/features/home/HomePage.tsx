import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { BrandLogo } from '../../ui/BrandLogo';

export function HomePage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const { session } = useSession();
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 760, mx: 'auto', borderRadius: 3, overflow: 'hidden' }}
    >
      <Box sx={{ height: 8, bgcolor: 'primary.main' }} />
      <Stack spacing={3} sx={{ p: { xs: 3, sm: 6 }, alignItems: 'flex-start' }}>
        <BrandLogo brand={brand} height={48} />
        <Typography variant="h1" component="h2">
          {t('shell.home.welcome', { siteTitle: brand.siteTitle })}
        </Typography>
        <Typography variant="body1" sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
          {t('shell.home.intro')}
        </Typography>
        {session && (
          <Typography variant="body2" color="text.secondary">
            {t('shell.home.signedInAs', { email: session.email })}
          </Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <Button variant="contained" component={RouterLink} to="/help">
            {t('route.help')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/support">
            {t('route.support')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
