import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRANTABLE_CLAIM_TYPES, ZInviteCodeCreate, type TInviteCodeCreate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { expiryFromDateInput } from '../security/format';
import { listRoles } from '../security/security-api';
import { Dialog } from '../../ui/Dialog';

type Props = {
  busy: boolean;
  onCreate: (code: TInviteCodeCreate) => void;
  onClose: () => void;
};

type Field = 'description' | 'maxUses' | 'expiresAt' | 'claims' | 'roles';

/** The new code's fields as typed, checked by core's `ZInviteCodeCreate`. */
function parse(form: Record<'description' | 'maxUses' | 'expiry', string>, lists: Lists) {
  return ZInviteCodeCreate.safeParse({
    description: form.description,
    maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
    expiresAt: expiryFromDateInput(form.expiry),
    // A code grants a claim as 'true': the claims a code can give are on/off access claims.
    claims: lists.claims.map((type) => ({ type })),
    roles: lists.roles,
  });
}

type Lists = { claims: string[]; roles: string[] };

/** Asks what a new invite code grants and its limits. */
export function InviteCodeDialog({ busy, onCreate, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const roles = useQuery({
    queryKey: ['security', 'roles'],
    queryFn: ({ signal }) => listRoles(api, signal),
  });
  const [form, setForm] = useState({ description: '', maxUses: '', expiry: '' });
  const [lists, setLists] = useState<Lists>({ claims: [], roles: [] });
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const text = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((old) => ({ ...old, [name]: event.target.value })),
  });
  const submit = () => {
    const parsed = parse(form, lists);
    setInvalid(new Set(parsed.error?.issues.map((issue) => issue.path[0] as Field) ?? []));
    if (parsed.success) onCreate(parsed.data);
  };
  const help = (field: 'description' | 'maxUses' | 'expiresAt', hint: string) =>
    invalid.has(field) ? t(`account.inviteCodes.invalid.${field}`) : hint;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{t('account.inviteCodes.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              autoFocus
              label={t('account.inviteCodes.description')}
              {...text('description')}
              error={invalid.has('description')}
              helperText={help('description', t('account.inviteCodes.descriptionHint'))}
            />
            <TextField
              type="number"
              label={t('account.inviteCodes.maxUses')}
              {...text('maxUses')}
              error={invalid.has('maxUses')}
              helperText={help('maxUses', t('account.inviteCodes.maxUsesHint'))}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <TextField
              type="date"
              label={t('account.inviteCodes.expiresOn')}
              {...text('expiry')}
              error={invalid.has('expiresAt')}
              helperText={help('expiresAt', t('account.inviteCodes.expiresHint'))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Autocomplete
              multiple
              options={GRANTABLE_CLAIM_TYPES}
              value={lists.claims}
              onChange={(_event, claims) => setLists((old) => ({ ...old, claims }))}
              renderInput={(params) => (
                <TextField {...params} label={t('account.inviteCodes.claimsToGrant')} />
              )}
            />
            <Autocomplete
              multiple
              options={(roles.data ?? []).map((role) => role.name)}
              value={lists.roles}
              loading={roles.isPending}
              onChange={(_event, names) => setLists((old) => ({ ...old, roles: names }))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('account.inviteCodes.rolesToGrant')}
                  error={invalid.has('roles') || invalid.has('claims')}
                  helperText={
                    invalid.has('roles') || invalid.has('claims')
                      ? t('account.inviteCodes.invalid.grants')
                      : ' '
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('account.inviteCodes.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
