import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RouteDef } from '@portal/core';
import { PageCard } from '../../ui/PageCard';
import { builtKey } from '../../app/built-key';

/**
 * Every route whose page a later release builds: said plainly, with what the page will offer
 * (by the issue that builds it, the route's `plannedIn`) and no made-up content.
 */
export function NotAvailableYetPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const offer =
    route.plannedIn === undefined
      ? ''
      : t(builtKey(`shell.notAvailable.offers.issue${route.plannedIn}`), { defaultValue: '' });
  return (
    <PageCard title={t('shell.notAvailable.title')} eyebrow={t(route.titleKey)}>
      {offer !== '' && (
        <Typography data-testid="planned-offer" sx={{ fontSize: '1.125rem' }}>
          {offer}
        </Typography>
      )}
      <Typography color="text.secondary">{t('shell.notAvailable.body')}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/">
          {t('shell.common.goHome')}
        </Button>
      </div>
    </PageCard>
  );
}
