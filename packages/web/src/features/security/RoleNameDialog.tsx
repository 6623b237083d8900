import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRoleSave } from '@portal/core';
import { Dialog } from '../../ui/Dialog';

type Props = {
  title: string;
  initial: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Asks for a role's name (create or rename), checked by core's `ZRoleSave`. */
export function RoleNameDialog({ title, initial, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    const parsed = ZRoleSave.safeParse({ name });
    setInvalid(!parsed.success);
    if (parsed.success) onSave(parsed.data.name);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            label={t('security.roles.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid}
            helperText={invalid ? t('security.validation.roleName') : ' '}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('security.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
