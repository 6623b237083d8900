import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons';
import type { VersionNotice, VersionWatcher } from './version-watcher';

type Props = { watcher: VersionWatcher; notice: Exclude<VersionNotice, 'hidden'> };

/** Bottom-right, non-blocking: the page stays usable while the notice shows. */
export function VersionNoticeCard({ watcher, notice }: Props) {
  const { t } = useTranslation();
  const available = watcher.message() ?? t('shell.version.newVersion');
  return (
    <Paper
      role="dialog"
      aria-live="polite"
      aria-label={available}
      elevation={8}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: 'calc(100vw - 32px)',
        width: 380,
        p: 2,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ flex: 1, pt: 0.5 }}>
          {notice === 'reloading' ? t('shell.version.reloading') : available}
        </Typography>
        <IconButton aria-label={t('shell.common.close')} size="small" onClick={watcher.dismiss}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {notice === 'available' && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="contained" onClick={watcher.reload}>
            {t('shell.version.reload')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
