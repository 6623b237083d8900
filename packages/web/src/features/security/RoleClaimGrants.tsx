import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TRoleClaimGrant } from '@portal/core';
import { SecuritySection } from './SecuritySection';
import { ClaimLink } from './ClaimLink';
import { TableScroll } from '../../ui/TableScroll';

/** The claims a user holds through its roles: read-only here, changed on the role. */
export function RoleClaimGrants({ grants }: { grants: readonly TRoleClaimGrant[] }) {
  const { t } = useTranslation();
  return (
    <SecuritySection title={t('security.claims.throughRoles')}>
      {grants.length === 0 ? (
        <Typography color="text.secondary">{t('security.claims.none')}</Typography>
      ) : (
        <TableScroll label={t('security.claims.throughRoles')}>
          <Table size="small" aria-label={t('security.claims.throughRoles')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('security.claims.type')}</TableCell>
                <TableCell>{t('security.claims.value')}</TableCell>
                <TableCell>{t('security.claims.role')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grants.map((grant) => (
                <TableRow key={`${grant.roleName}:${grant.claimType}:${grant.claimValue}`}>
                  <TableCell>
                    <ClaimLink type={grant.claimType} value={grant.claimValue} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{grant.claimValue}</TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/users/role/${encodeURIComponent(grant.roleName)}`}
                    >
                      {grant.roleName}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </SecuritySection>
  );
}
