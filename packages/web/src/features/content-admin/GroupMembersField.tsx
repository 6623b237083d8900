import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  RESOURCE_GROUP_MEMBER_TYPES,
  type ResourceGroupMemberType,
  type TNamedMember,
  type TResourceGroupMember,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { contentAdminKeys, fetchMemberNames } from './content-admin-api';
import { MemberPicker } from './MemberPicker';

/** A member with the name it was picked by (members loaded with the group come with their id). */
export type NamedMember = TResourceGroupMember & { name?: string | null };

type Props = {
  /** The saved group, whose members' names are read from the server. */
  groupId: string | undefined;
  members: NamedMember[];
  onChange: (members: NamedMember[]) => void;
};

const ADD_LABELS = {
  userGroup: 'contentAdmin.members.addUserGroup',
  crmAccount: 'contentAdmin.members.addCrmAccount',
  event: 'contentAdmin.members.addEvent',
} as const satisfies Record<ResourceGroupMemberType, string>;

const keyOf = (member: TResourceGroupMember) => `${member.type}:${member.id}`;

/** Who belongs to a group: user groups, CRM accounts and events, picked and shown by name. */
export function GroupMembersField({ groupId, members, onChange }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const saved = useQuery({
    queryKey: contentAdminKeys.memberNames(groupId ?? ''),
    queryFn: ({ signal }) => fetchMemberNames(api, groupId ?? '', signal),
    enabled: groupId !== undefined,
  });
  const names = new Map((saved.data ?? []).map((member) => [keyOf(member), member.name]));
  const nameOf = (member: NamedMember) => {
    const name = member.name ?? names.get(keyOf(member));
    if (name) return name;
    return saved.isSuccess && names.has(keyOf(member))
      ? t('contentAdmin.members.gone')
      : member.id.slice(0, 8);
  };
  const add = (member: TNamedMember) => {
    if (members.some((m) => keyOf(m) === keyOf(member))) return;
    onChange([...members, member]);
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
            key={keyOf(member)}
            label={`${t(`contentAdmin.members.${member.type}`)}: ${nameOf(member)}`}
            onDelete={() => onChange(members.filter((m) => m !== member))}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        {RESOURCE_GROUP_MEMBER_TYPES.map((type) => (
          <MemberPicker key={type} type={type} label={t(ADD_LABELS[type])} onPick={add} />
        ))}
      </Stack>
    </Stack>
  );
}
