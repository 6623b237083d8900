import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../ui/TableScroll';
import { ClaimLink } from './ClaimLink';

type Claim = { id: string; claimType: string; claimValue: string };

type ClaimTableProps<C extends Claim> = {
  label: string;
  claims: readonly C[];
  busy: boolean;
  onRemove: (claim: C) => void;
  /** A column of the holder's own (a user's claim expires), and an action beside remove. */
  extra?: { header: string; cell: (claim: C) => ReactNode; action: (claim: C) => ReactNode };
};

/** Claims as a table of type (a link to everyone holding it), value and a remove button. */
export function ClaimTable<C extends Claim>({
  label,
  claims,
  busy,
  onRemove,
  extra,
}: ClaimTableProps<C>) {
  const { t } = useTranslation();
  if (claims.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('security.claims.none')}
      </Typography>
    );
  }
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('security.claims.type')}</TableCell>
            <TableCell>{t('security.claims.value')}</TableCell>
            {extra && <TableCell>{extra.header}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.map((claim) => (
            <TableRow key={claim.id}>
              <TableCell>
                <ClaimLink type={claim.claimType} value={claim.claimValue} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.claimValue}</TableCell>
              {extra && <TableCell sx={{ whiteSpace: 'nowrap' }}>{extra.cell(claim)}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {extra?.action(claim)}
                <Button size="small" color="error" disabled={busy} onClick={() => onRemove(claim)}>
                  {t('security.common.remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
