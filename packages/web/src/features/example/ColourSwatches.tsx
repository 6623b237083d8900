import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WCAG_AA_TEXT, contrastRatio, formatNumber, type BrandTheme } from '@portal/core';

const WHITE = '#ffffff';

/** Each theme colour with the text the portal writes on it and their contrast. */
export function ColourSwatches({ theme }: { theme: BrandTheme }) {
  const { t, i18n } = useTranslation();
  const swatches = [
    { name: 'primary', fill: theme.primary, ink: WHITE },
    { name: 'secondary', fill: theme.secondary, ink: WHITE },
    { name: 'background', fill: theme.background, ink: theme.text },
    { name: 'surface', fill: theme.surface, ink: theme.text },
  ] as const;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {swatches.map(({ name, fill, ink }) => {
        const ratio = contrastRatio(ink, fill);
        return (
          <Box
            component="li"
            key={name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            <Box sx={{ bgcolor: fill, color: ink, px: 2, py: 3, fontWeight: 600 }}>
              {t(`example.colours.${name}`)}
            </Box>
            <Box sx={{ px: 2, py: 1 }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {fill}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('example.colours.contrast', {
                  ratio: formatNumber(ratio, i18n.language, { max: 1 }),
                })}{' '}
                {t(ratio >= WCAG_AA_TEXT ? 'example.colours.passes' : 'example.colours.fails')}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
