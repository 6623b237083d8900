import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type PagedResult, type TUserGroup, type TUserGroupMember } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { Paging } from '../../ui/Paging';
import { toasts } from '../../ui/toast/toast-store';
import { PersonPicker } from '../accounts/PersonPicker';
import { useAction } from '../accounts/use-action';
import { changeMembers, groupKeys } from './groups-api';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  group: TUserGroup;
  members: PagedResult<TUserGroupMember>;
  paging: { page: number; pageSize: number };
  onPaging: (change: { page: number; pageSize?: number }) => void;
};

/** The group's members, a page at a time; its managers add people by name or pasted e-mails. */
export function GroupMembers({ group, members, paging, onPaging }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(groupKeys.all);
  const [emails, setEmails] = useState('');
  const manage = group.abilities.manageMembers;

  const add = async (body: { userAccountIds?: string[]; emails?: string[] }) => {
    const result = await run(
      () => changeMembers(api, 'add', group.id, body),
      (answer) => t('groups.members.added', { count: answer.added }),
    );
    if (result && result.notFound.length > 0) {
      toasts.show({
        message: t('groups.members.notFound', { list: result.notFound.join(', ') }),
        severity: 'warning',
      });
    }
    return result;
  };
  const addPasted = async () => {
    const list = emails
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter(Boolean);
    if (list.length > 0 && (await add({ emails: list }))) setEmails('');
  };
  const remove = (member: TUserGroupMember) =>
    void run(
      () => changeMembers(api, 'remove', group.id, { userAccountIds: [member.userAccountId] }),
      () => t('groups.members.removed', { name: [member.firstName, member.lastName].join(' ') }),
    );

  return (
    <Stack spacing={2}>
      {manage && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <PersonPicker
            label={t('groups.members.addPerson')}
            disabled={busy}
            onPick={(person) => void add({ userAccountIds: [person.id] })}
          />
          <TextField
            label={t('groups.members.pasteEmails')}
            size="small"
            multiline
            maxRows={4}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            disabled={busy || emails.trim() === ''}
            onClick={() => void addPasted()}
          >
            {t('groups.members.addEmails')}
          </Button>
        </Stack>
      )}
      <TableScroll label={t('groups.members.title')}>
        <Table size="small" aria-label={t('groups.members.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('groups.members.name')}</TableCell>
              <TableCell>{t('groups.members.email')}</TableCell>
              <TableCell>{t('groups.members.role')}</TableCell>
              <TableCell>{t('groups.members.since')}</TableCell>
              {manage && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('groups.members.none')}</TableCell>
              </TableRow>
            )}
            {members.data.map((member) => (
              <TableRow key={member.userAccountId}>
                <TableCell>
                  {[member.firstName, member.lastName].filter(Boolean).join(' ')}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                <TableCell>
                  {[
                    ...(member.isLeader ? [t('groups.members.leader')] : []),
                    ...(member.isTrainer ? [t('groups.members.trainer')] : []),
                  ].join(', ')}
                </TableCell>
                <TableCell>{formatDate(member.addedUTC, i18n.language)}</TableCell>
                {manage && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => remove(member)}
                    >
                      {t('groups.actions.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={members.count}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={onPaging}
      />
    </Stack>
  );
}
