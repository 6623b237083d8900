import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from './lazy-page';

/** A page that failed to load or render: say so and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message =
    error instanceof ChunkTimeoutError ? t('shell.chunk.timeout') : t('shell.common.error');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {message}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('shell.common.retry')}
        </Button>
      </Paper>
    </Box>
  );
}
