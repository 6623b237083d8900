import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUserSummary } from '@portal/core';
import { isLocked, userDisplayName } from './format';
import { formatDateTime } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

/** The columns a user list sorts by, named as the user fields the server sorts on. */
export const USER_SORTS = ['lastName', 'email', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortState = { property: UserSort; ascending: boolean };

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

type Props = {
  rows: readonly TUserSummary[];
  loaded: boolean;
  sort: SortState;
  onSort: (property: UserSort) => void;
};

/** One user's state: locked, e-mail not confirmed, or nothing to say. */
function UserState({ user }: { user: TUserSummary }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {isLocked(user) && <Chip size="small" color="error" label={t('security.user.locked')} />}
      {!user.emailConfirmed && (
        <Chip size="small" variant="outlined" label={t('security.user.unconfirmed')} />
      )}
    </Stack>
  );
}

/** A page of users: the name opens the user, each role opens the users of that role. */
export function UserTable({ rows, loaded, sort, onSort }: Props) {
  const { t, i18n } = useTranslation();
  const header = (property: UserSort, label: string) => (
    <TableSortLabel
      active={sort.property === property}
      direction={sort.property === property && !sort.ascending ? 'desc' : 'asc'}
      onClick={() => onSort(property)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <TableScroll label={t('security.users.title')}>
      <Table size="small" aria-label={t('security.users.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{header('lastName', t('security.user.name'))}</TableCell>
            <TableCell sx={WIDE}>{header('email', t('security.user.email'))}</TableCell>
            <TableCell sx={WIDE}>{t('security.user.roles')}</TableCell>
            <TableCell>{t('security.user.state')}</TableCell>
            <TableCell sx={WIDE}>{header('createdAt', t('security.user.created'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <Link component={RouterLink} to={`/users/view/${encodeURIComponent(user.id)}`}>
                  {userDisplayName(user)}
                </Link>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: 'break-word' }}>{user.email}</TableCell>
              <TableCell sx={WIDE}>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {user.roles.map((role) => (
                    <Chip
                      key={role}
                      size="small"
                      label={role}
                      component={RouterLink}
                      to={`/users/role/${encodeURIComponent(role)}`}
                      clickable
                    />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <UserState user={user} />
              </TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                {formatDateTime(user.createdAt, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {t('security.users.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
