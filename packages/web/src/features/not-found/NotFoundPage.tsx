import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCard } from '../../ui/PageCard';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('shell.notFound.title')}>
      <Typography color="text.secondary">{t('shell.notFound.body')}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/">
          {t('shell.common.goHome')}
        </Button>
      </div>
    </PageCard>
  );
}
