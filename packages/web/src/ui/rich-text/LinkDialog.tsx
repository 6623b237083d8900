import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLink } from '@portal/core';
import { Dialog } from '../Dialog';

type Props = {
  initial: string;
  /** The link to set on the selection, or null to take the link off it. */
  onApply: (href: string | null) => void;
  onClose: () => void;
};

/** Asks for a link's address; only http(s) and mailto addresses are taken. */
export function LinkDialog({ initial, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const link = safeLink(address);
    if (link) onApply(link);
    else setInvalid(true);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('richText.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('richText.linkAddress')}
          value={address}
          error={invalid}
          helperText={invalid ? t('richText.linkInvalid') : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        {initial !== '' && (
          <Button onClick={() => onApply(null)}>{t('richText.linkRemove')}</Button>
        )}
        <Button onClick={onClose}>{t('richText.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('richText.linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
