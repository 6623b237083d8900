import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from './lazy-page';

/**
 * A page that failed to load or render: say so and offer a reload. Drawn with boxes in the
 * theme's styles: MUI's Paper, Typography and Button (with its ripple and progress) would
 * otherwise load with every first page for a screen that shows when something went wrong.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message =
    error instanceof ChunkTimeoutError ? t('shell.chunk.timeout') : t('shell.common.error');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Box
        sx={{
          p: 4,
          maxWidth: 480,
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box component="h1" sx={{ typography: 'h2', mt: 0, mb: 2 }}>
          {message}
        </Box>
        <Box
          component="button"
          type="button"
          onClick={() => window.location.reload()}
          sx={{
            typography: 'button',
            px: 2,
            py: 0.75,
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
          }}
        >
          {t('shell.common.retry')}
        </Box>
      </Box>
    </Box>
  );
}
