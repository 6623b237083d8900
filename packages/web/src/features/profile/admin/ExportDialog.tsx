import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileConfig } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { toasts } from '../../../ui/toast/toast-store';
import { saveBlob } from '../../print/download-file';
import { useProfileAction } from '../use-profile-action';
import { exportProfileData } from './instrument-api';
import { Dialog } from '../../../ui/Dialog';

const today = () => new Date().toISOString().slice(0, 10);
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/**
 * ExportProfileData of one configuration between two days, saved as the CSV the server names;
 * when nothing is returned the spec's 'no data to export'.
 */
export function ExportDialog({ config, onClose }: { config: ProfileConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useProfileAction();
  const [from, setFrom] = useState(yearAgo);
  const [to, setTo] = useState(today);
  const send = async () => {
    // 204 (nothing to export) becomes null; undefined is a failure the action already showed.
    const answer = await run(
      async () => (await exportProfileData(api, config.id, from, to)) ?? null,
    );
    if (answer === undefined) return;
    if (answer === null) {
      toasts.show({ message: t('profile.downloads.noData'), severity: 'warning' });
      return;
    }
    saveBlob(new Blob([answer.body], { type: 'text/csv;charset=utf-8' }), answer.fileName);
    onClose();
  };
  const day = (label: string, value: string, change: (value: string) => void) => (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => change(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1 }}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('profile.downloads.export')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          {day(t('profile.formats.targetLow'), from, setFrom)}
          {day(t('profile.formats.targetHigh'), to, setTo)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile.common.cancel')}</Button>
        <Button variant="contained" disabled={busy || !from || !to} onClick={() => void send()}>
          {t('profile.downloads.export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
