import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { PageCard } from '../../ui/PageCard';

export function HelpPage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  return (
    <PageCard title={t('shell.help.title')}>
      <Typography sx={{ fontSize: '1.125rem' }}>
        {t('shell.help.intro', { siteTitle: brand.siteTitle })}
      </Typography>
      <Typography>{t('shell.help.navigation')}</Typography>
      <Typography>{t('shell.help.language')}</Typography>
      <Typography color="text.secondary">{t('shell.help.support')}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/support">
          {t('route.support')}
        </Button>
      </div>
    </PageCard>
  );
}
