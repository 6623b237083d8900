import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUserDetail } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { CloseIcon } from '../../ui/icons';
import { userDisplayName } from './format';
import { addUserRole, listRoles, removeUserRole } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';

const sameRole = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The roles of a user: each opens its users, can be removed; another role can be added. */
export function UserRoles({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const [chosen, setChosen] = useState('');
  const roles = useQuery({
    queryKey: ['security', 'roles'],
    queryFn: ({ signal }) => listRoles(api, signal),
  });
  const addable = (roles.data ?? []).filter(
    (role) => !user.roles.some((held) => sameRole(held, role.name)),
  );

  const remove = async (roleName: string) => {
    const message = t('security.roles.confirmRemove', {
      role: roleName,
      name: userDisplayName(user),
    });
    if (!(await confirm({ message }))) return;
    await run(
      () => removeUserRole(api, { userId: user.id, roleName }),
      () => t('security.roles.removed', { role: roleName }),
    );
  };
  const add = async () => {
    const roleName = chosen;
    const added = await run(
      () => addUserRole(api, { userId: user.id, roleName }),
      () => t('security.roles.added', { role: roleName }),
    );
    if (added) setChosen('');
  };

  return (
    <SecuritySection title={t('security.user.roles')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {user.roles.length === 0 && (
          <Typography color="text.secondary">{t('security.roles.none')}</Typography>
        )}
        {user.roles.map((role) => (
          <Chip
            key={role}
            label={
              <Link component={RouterLink} to={`/users/role/${encodeURIComponent(role)}`}>
                {role}
              </Link>
            }
            onDelete={busy ? undefined : () => void remove(role)}
            deleteIcon={<CloseIcon titleAccess={t('security.roles.removeLabel', { role })} />}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('security.roles.addLabel')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {addable.map((role) => (
            <MenuItem key={role.id} value={role.name}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={busy || chosen === ''} onClick={() => void add()}>
          {t('security.roles.add')}
        </Button>
      </Stack>
    </SecuritySection>
  );
}
