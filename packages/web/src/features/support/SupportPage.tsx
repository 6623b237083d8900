import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { PageCard } from '../../ui/PageCard';

const MAILTO = 'mailto:';

/** The brand's support form and contact; open to visitors, who may not be able to sign in. */
export function SupportPage() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const { session } = useSession();
  const contactAddress = brand.contactUrl.startsWith(MAILTO)
    ? brand.contactUrl.slice(MAILTO.length)
    : null;
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
        {session && (
          <Button component={RouterLink} to="/help">
            {t('shell.support.help')}
          </Button>
        )}
      </Stack>
      {contactAddress && (
        <Typography variant="body2" color="text.secondary">
          <Link href={brand.contactUrl}>{contactAddress}</Link>
        </Typography>
      )}
    </PageCard>
  );
}
