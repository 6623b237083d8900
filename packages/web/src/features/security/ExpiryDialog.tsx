import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserClaim } from '@portal/core';
import { expiryFromDateInput, toDateInput } from './format';
import { Dialog } from '../../ui/Dialog';

type Props = {
  claim: TUserClaim;
  busy: boolean;
  onSave: (expiresAt: string | null) => void;
  onClose: () => void;
};

/** Sets or removes the expiry date of one user claim. */
export function ExpiryDialog({ claim, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [date, setDate] = useState(toDateInput(claim.expiresAt));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {t('security.claims.expiryTitle', { type: claim.claimType, value: claim.claimValue })}
      </DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={t('security.claims.expires')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('security.common.cancel')}</Button>
        <Button disabled={busy || claim.expiresAt === null} onClick={() => onSave(null)}>
          {t('security.claims.noExpiry')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || date === ''}
          onClick={() => onSave(expiryFromDateInput(date))}
        >
          {t('security.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
