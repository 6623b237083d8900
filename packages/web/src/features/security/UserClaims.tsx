import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserClaim, TUserDetail } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ClaimTable } from './ClaimTable';
import { AddClaimForm, type NewClaim } from './AddClaimForm';
import { ExpiryDialog } from './ExpiryDialog';
import { removeUserClaim, setClaimExpireDate, upsertUserClaim } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';
import { formatDateTime } from '@portal/core';

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
      <ClaimTable
        label={t('security.claims.direct')}
        claims={user.claims}
        busy={busy}
        onRemove={(claim) => void remove(claim)}
        extra={{
          header: t('security.claims.expires'),
          cell: (claim) =>
            formatDateTime(claim.expiresAt, i18n.language) || t('security.claims.never'),
          action: (claim) => (
            <Button size="small" disabled={busy} onClick={() => setEditing(claim)}>
              {t('security.claims.setExpiry')}
            </Button>
          ),
        }}
      />
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
