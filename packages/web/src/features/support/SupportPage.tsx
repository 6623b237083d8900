import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { PageCard } from '../../ui/PageCard';

export function SupportPage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  return (
    <PageCard title={t('shell.support.title')}>
      <Typography color="text.secondary">{t('shell.support.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          href={brand.supportFormUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shell.support.form')}
        </Button>
        <Button variant="outlined" href={brand.contactUrl}>
          {t('shell.support.contact')}
        </Button>
        <Button component={RouterLink} to="/help">
          {t('shell.support.help')}
        </Button>
      </Stack>
    </PageCard>
  );
}
