import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, type TCrmAccountCertificate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { BrandLogo } from '../../ui/BrandLogo';

/**
 * An account's award certificate, drawn from its fields as React text. The stored template's
 * HTML is not injected: names typed by people never become markup (docs/decisions.md).
 */
export function CertificateView({ certificate }: { certificate: TCrmAccountCertificate }) {
  const { t, i18n } = useTranslation();
  const { brand } = usePortal();
  const { award } = certificate;
  return (
    <Box
      component="section"
      aria-label={t('accounts.certificate.title')}
      sx={{
        border: 6,
        borderColor: 'primary.main',
        borderRadius: 2,
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        bgcolor: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <BrandLogo brand={brand} height={48} />
      <Typography variant="overline" sx={{ letterSpacing: '0.2em' }}>
        {t(`accounts.achievement.${award.achievementType}`)}
      </Typography>
      <Typography variant="h1" component="h2">
        {award.name}
      </Typography>
      <Typography color="text.secondary">{t('accounts.certificate.presentedTo')}</Typography>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700 }}>
        {certificate.accountName}
      </Typography>
      {award.description && <Typography sx={{ maxWidth: 520 }}>{award.description}</Typography>}
      <Typography color="text.secondary">
        {t('accounts.certificate.when', {
          year: award.schoolYear,
          date: formatDate(award.awardedDate, i18n.language, { length: 'long' }),
        })}
      </Typography>
    </Box>
  );
}
