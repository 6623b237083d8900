import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceGroupMemberType, TResourceGroupMember } from '@portal/core';
import { AccountPicker } from '../accounts/AccountPicker';
import { EventPicker } from '../events/EventPicker';
import { GroupPicker } from '../events/GroupPicker';
import { eventTitle } from '../events/event-title';

/** A member with the name it was picked by (members loaded with the group have only their id). */
export type NamedMember = TResourceGroupMember & { name?: string };

type Props = {
  members: NamedMember[];
  onChange: (members: NamedMember[]) => void;
};

/** Who belongs to a group: user groups, CRM accounts and events, picked by name. */
export function GroupMembersField({ members, onChange }: Props) {
  const { t } = useTranslation();
  const add = (type: ResourceGroupMemberType, id: string, name: string) => {
    if (members.some((m) => m.type === type && m.id === id)) return;
    onChange([...members, { type, id, name }]);
  };
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('contentAdmin.members.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {members.length === 0 && (
          <Typography color="text.secondary">{t('contentAdmin.members.none')}</Typography>
        )}
        {members.map((member) => (
          <Chip
            key={`${member.type}:${member.id}`}
            label={`${t(`contentAdmin.members.${member.type}`)}: ${
              member.name ?? member.id.slice(0, 8)
            }`}
            onDelete={() => onChange(members.filter((m) => m !== member))}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <GroupPicker
          label={t('contentAdmin.members.addUserGroup')}
          value={null}
          onChange={(group) => group && add('userGroup', group.id, group.name)}
        />
        <AccountPicker
          label={t('contentAdmin.members.addCrmAccount')}
          value={null}
          onChange={(account) => account && add('crmAccount', account.id, account.accountName)}
        />
        <EventPicker
          label={t('contentAdmin.members.addEvent')}
          value={null}
          onChange={(event) => event && add('event', event.id, eventTitle(event))}
        />
      </Stack>
    </Stack>
  );
}
