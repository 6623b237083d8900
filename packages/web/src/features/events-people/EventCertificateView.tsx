import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TEventCertificate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { BrandLogo } from '../../ui/BrandLogo';
import { formatDateRange } from '@portal/core';

/** The day (or days) of the event in its own time zone, in the reader's language. */
function eventDays(c: TEventCertificate, locale: string): string {
  return formatDateRange(c.startDate ?? c.checkedInUTC, c.endDate, locale, {
    timeZone: c.ianaLocationTimeZone,
    length: 'long',
    withTime: false,
  });
}

/**
 * A participant's event certificate in the catalog item's layout (standard, hours or
 * completion), drawn from its fields as React text: no name typed by a person becomes markup.
 */
export function EventCertificateView({ certificate: c }: { certificate: TEventCertificate }) {
  const { t, i18n } = useTranslation();
  const { brand } = usePortal();
  const name = `${c.firstName} ${c.lastName}`;
  const eventName = c.eventDescription || c.eventTypeName;
  const layout = c.template;
  return (
    <Box
      component="section"
      aria-label={t('eventsPeople.certificate.title')}
      sx={{
        border: 6,
        borderColor: 'primary.main',
        outline: '2px solid',
        outlineColor: 'secondary.main',
        outlineOffset: -14,
        borderRadius: 2,
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        bgcolor: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        minHeight: { sm: 520 },
        // One landscape sheet, Letter or A4, inside the print margins.
        '@media print': { minHeight: '6.9in' },
        justifyContent: 'center',
        breakInside: 'avoid',
      }}
    >
      <BrandLogo brand={brand} height={48} />
      <Typography variant="overline" sx={{ letterSpacing: '0.2em', fontSize: '1rem' }}>
        {t(`eventsPeople.certificate.heading.${layout}`)}
      </Typography>
      <Typography color="text.secondary">{t('eventsPeople.certificate.presentedTo')}</Typography>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography>{t(`eventsPeople.certificate.body.${layout}`)}</Typography>
      <Typography variant="h4" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {eventName}
      </Typography>
      {layout === 'hours' && c.totalHours !== null && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('eventsPeople.certificate.hours', { count: c.totalHours })}
        </Typography>
      )}
      {layout === 'completion' && c.numberOfDays !== null && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('eventsPeople.certificate.days', { count: c.numberOfDays })}
        </Typography>
      )}
      <Typography color="text.secondary">{eventDays(c, i18n.language)}</Typography>
      {c.location && <Typography color="text.secondary">{c.location}</Typography>}
      <Stack
        direction="row"
        spacing={6}
        useFlexGap
        sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {[c.trainer, c.trainer2].filter(Boolean).map((trainer) => (
          <Box key={trainer} sx={{ minWidth: 200, borderTop: 1, pt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{trainer}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('eventsPeople.certificate.trainer')}
            </Typography>
          </Box>
        ))}
        <Box sx={{ minWidth: 200, borderTop: 1, pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{c.brandName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('eventsPeople.certificate.issuedBy')}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
