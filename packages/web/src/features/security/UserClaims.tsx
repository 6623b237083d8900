import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUserClaim, TUserDetail } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { AddClaimForm, type NewClaim } from './AddClaimForm';
import { ExpiryDialog } from './ExpiryDialog';
import { removeUserClaim, setClaimExpireDate, upsertUserClaim } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';
import { formatDateTime } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type ClaimLinkProps = { type: string; value: string; children?: ReactNode };

/** A link to everyone holding that claim type and value; it reads as the type unless told. */
export function ClaimLink({ type, value, children }: ClaimLinkProps) {
  const to = `/users/claim/${encodeURIComponent(type)}${value ? `/${encodeURIComponent(value)}` : ''}`;
  return (
    <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
      {children ?? type}
    </Link>
  );
}

/** The claims a user holds directly: add, remove, set or remove an expiry date. */
export function UserClaims({ user }: { user: TUserDetail }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const [editing, setEditing] = useState<TUserClaim | null>(null);
  const key = (claim: TUserClaim) => ({
    userId: user.id,
    claimType: claim.claimType,
    claimValue: claim.claimValue,
  });

  const add = (claim: NewClaim) =>
    run(
      () => upsertUserClaim(api, { userId: user.id, ...claim }),
      () => t('security.claims.added', { type: claim.claimType }),
    );
  const remove = async (claim: TUserClaim) => {
    const message = t('security.claims.confirmRemove', {
      type: claim.claimType,
      value: claim.claimValue,
    });
    if (!(await confirm({ message }))) return;
    await run(
      () => removeUserClaim(api, key(claim)),
      () => t('security.claims.removed', { type: claim.claimType }),
    );
  };
  const saveExpiry = async (claim: TUserClaim, expiresAt: string | null) => {
    const saved = await run(
      () => setClaimExpireDate(api, { ...key(claim), expiresAt }),
      () => t('security.claims.expirySaved'),
    );
    if (saved) setEditing(null);
  };

  return (
    <SecuritySection title={t('security.claims.direct')}>
      {user.claims.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('security.claims.none')}
        </Typography>
      ) : (
        <TableScroll label={t('security.claims.direct')}>
          <Table size="small" aria-label={t('security.claims.direct')} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('security.claims.type')}</TableCell>
                <TableCell>{t('security.claims.value')}</TableCell>
                <TableCell>{t('security.claims.expires')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {user.claims.map((claim) => (
                <TableRow key={claim.id}>
                  <TableCell>
                    <ClaimLink type={claim.claimType} value={claim.claimValue} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.claimValue}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(claim.expiresAt, i18n.language) || t('security.claims.never')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" disabled={busy} onClick={() => setEditing(claim)}>
                      {t('security.claims.setExpiry')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => void remove(claim)}
                    >
                      {t('security.common.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <AddClaimForm withExpiry busy={busy} onAdd={add} />
      {editing && (
        <ExpiryDialog
          claim={editing}
          busy={busy}
          onSave={(expiresAt) => void saveExpiry(editing, expiresAt)}
          onClose={() => setEditing(null)}
        />
      )}
    </SecuritySection>
  );
}
