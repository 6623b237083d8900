import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPersonSummary, TUserGroup } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { PersonPicker } from '../accounts/PersonPicker';
import { useAction } from '../accounts/use-action';
import { groupSave } from './group-save';
import { groupKeys, saveGroup } from './groups-api';

type Role = 'trainers' | 'leaders';
const FIELD = { trainers: 'trainerUserAccountIds', leaders: 'leaderUserAccountIds' } as const;

const nameOf = (person: TPersonSummary) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || (person.email ?? '');

/** The group's trainers (coaches) and leaders; its managers change them. */
export function GroupPeople({ group }: { group: TUserGroup }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(groupKeys.all);
  const change = (role: Role, ids: string[]) =>
    void run(
      () => saveGroup(api, { ...groupSave(group), [FIELD[role]]: ids }),
      () => t(`groups.people.${role}Saved`),
    );
  return (
    <Stack spacing={3}>
      {(['trainers', 'leaders'] as const).map((role) => {
        const people = group[role];
        const ids = people.map((person) => person.userAccountId);
        return (
          <Stack key={role} spacing={1} component="section" aria-label={t(`groups.people.${role}`)}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {t(`groups.people.${role}`)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {people.length === 0 && (
                <Typography color="text.secondary">{t('groups.people.none')}</Typography>
              )}
              {people.map((person) => (
                <Chip
                  key={person.userAccountId}
                  label={nameOf(person)}
                  onDelete={
                    group.abilities.edit && !busy
                      ? () =>
                          change(
                            role,
                            ids.filter((other) => other !== person.userAccountId),
                          )
                      : undefined
                  }
                />
              ))}
            </Stack>
            {group.abilities.edit && (
              <PersonPicker
                label={t(
                  role === 'trainers' ? 'groups.people.addTrainer' : 'groups.people.addLeader',
                )}
                disabled={busy}
                onPick={(person) => !ids.includes(person.id) && change(role, [...ids, person.id])}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
