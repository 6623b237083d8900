import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { listClaimUsage } from './security-api';
import { SecuritySection } from './SecuritySection';
import { ClaimLink } from './ClaimLink';
import { TableScroll } from '../../ui/TableScroll';

/** Every claim type and value in use, with how many users hold it (directly or by role). */
export function ClaimUsage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const usage = useQuery({
    queryKey: ['security', 'claimUsage'],
    queryFn: ({ signal }) => listClaimUsage(api, signal),
  });
  const rows = usage.data ?? [];
  return (
    <SecuritySection title={t('security.claims.inUse')}>
      {usage.isPending && <LinearProgress />}
      {usage.isError && <ErrorNotice error={usage.error} />}
      {usage.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('security.claims.none')}</Typography>
      )}
      {rows.length > 0 && (
        <TableScroll label={t('security.claims.inUse')}>
          <Table size="small" aria-label={t('security.claims.inUse')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('security.claims.type')}</TableCell>
                <TableCell>{t('security.claims.value')}</TableCell>
                <TableCell align="right">{t('security.roles.users')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((claim) => (
                <TableRow key={`${claim.claimType}:${claim.claimValue}`}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/users/claim/${encodeURIComponent(claim.claimType)}`}
                    >
                      {claim.claimType}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.claimValue}</TableCell>
                  <TableCell align="right">
                    <ClaimLink type={claim.claimType} value={claim.claimValue}>
                      {t('security.roles.userCount', { count: claim.userCount })}
                    </ClaimLink>
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
