import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TRoleSummary } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  roles: readonly TRoleSummary[];
  busy: boolean;
  onRename: (role: TRoleSummary) => void;
  onDelete: (role: TRoleSummary) => void;
};

/** The roles with how many users hold each; the name opens the role, the count its users. */
export function RolesTable({ roles, busy, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('security.roles.title')}>
      <Table size="small" aria-label={t('security.roles.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('security.roles.name')}</TableCell>
            <TableCell align="right">{t('security.roles.users')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/roles/view/${encodeURIComponent(role.id)}`}>
                  {role.name}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Link component={RouterLink} to={`/users/role/${encodeURIComponent(role.name)}`}>
                  {t('security.roles.userCount', { count: role.userCount })}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Button size="small" disabled={busy} onClick={() => onRename(role)}>
                  {t('security.roles.rename')}
                </Button>
                <Button size="small" color="error" disabled={busy} onClick={() => onDelete(role)}>
                  {t('security.common.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
