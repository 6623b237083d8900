import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCard } from '../../ui/PageCard';

/** Every route whose page a later release builds: said plainly, with no made-up content. */
export function NotAvailableYetPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('shell.notAvailable.title')}>
      <Typography color="text.secondary">{t('shell.notAvailable.body')}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/">
          {t('shell.common.goHome')}
        </Button>
      </div>
    </PageCard>
  );
}
