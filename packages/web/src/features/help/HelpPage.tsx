import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { PageCard } from '../../ui/PageCard';

export function HelpPage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const languageOn = useFeatureOn('languageSwitch');
  const supportOn = useFeatureOn('supportForm');
  return (
    <PageCard title={t('shell.help.title')}>
      <Typography sx={{ fontSize: '1.125rem' }}>
        {t('shell.help.intro', { siteTitle: brand.siteTitle })}
      </Typography>
      <Typography>{t('shell.help.navigation')}</Typography>
      {languageOn && <Typography>{t('shell.help.language')}</Typography>}
      {supportOn && (
        <>
          <Typography color="text.secondary">{t('shell.help.support')}</Typography>
          <div>
            <Button variant="contained" component={RouterLink} to="/support">
              {t('route.support')}
            </Button>
          </div>
        </>
      )}
    </PageCard>
  );
}
