import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCrmAccount } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { accountKeys, setAccountPeople } from './accounts-api';
import { PersonPicker } from './PersonPicker';
import { useAction } from './use-action';

type Role = 'admins' | 'trainers';
type Props = { account: TCrmAccount };

/** The account's admins and trainers; employees with global data access change them. */
export function AccountPeople({ account }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(accountKeys.all);
  const lists: Record<Role, { ids: string[]; names: string[] }> = {
    admins: { ids: account.adminUserAccountIds, names: account.adminNames },
    trainers: { ids: account.trainerUserAccountIds, names: account.trainerNames },
  };
  const change = (role: Role, ids: string[]) =>
    void run(
      () => setAccountPeople(api, role, account.id, ids),
      () => t(`accounts.people.${role}Saved`),
    );
  return (
    <Stack spacing={3}>
      {(['admins', 'trainers'] as const).map((role) => (
        <Stack key={role} spacing={1} component="section" aria-label={t(`accounts.people.${role}`)}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {t(`accounts.people.${role}`)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {lists[role].ids.length === 0 && (
              <Typography color="text.secondary">{t('accounts.people.none')}</Typography>
            )}
            {lists[role].ids.map((id, index) => (
              <Chip
                key={id}
                label={lists[role].names[index] ?? id}
                onDelete={
                  account.abilities.manage && !busy
                    ? () =>
                        change(
                          role,
                          lists[role].ids.filter((other) => other !== id),
                        )
                    : undefined
                }
              />
            ))}
          </Stack>
          {account.abilities.manage && (
            <PersonPicker
              label={t(
                role === 'admins' ? 'accounts.people.addAdmin' : 'accounts.people.addTrainer',
              )}
              disabled={busy}
              onPick={(person) =>
                !lists[role].ids.includes(person.id) &&
                change(role, [...lists[role].ids, person.id])
              }
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
