import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TInviteCode } from '@portal/core';
import { copyText } from '../../ui/copy-text';
import { inviteLink } from './invite-api';
import { Dialog } from '../../ui/Dialog';

/** The code just created, with the link to share and a button that copies it. */
export function InviteCodeCreated({ code, onClose }: { code: TInviteCode; onClose: () => void }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, code.code);
  const copy = () =>
    copyText(link, {
      copied: t('account.inviteCodes.copied'),
      failed: t('account.inviteCodes.copyFailed'),
    });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('account.inviteCodes.createdTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {t('account.inviteCodes.createdCode', { code: code.code })}
        </Typography>
        <TextField
          label={t('account.inviteCodes.link')}
          value={link}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('account.inviteCodes.close')}</Button>
        <Button variant="contained" onClick={() => void copy()}>
          {t('account.inviteCodes.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
