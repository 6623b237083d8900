import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TRoleClaim, TRoleDetail } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AddClaimForm, type NewClaim } from './AddClaimForm';
import { getRole, removeRoleClaim, upsertRoleClaim, usersByRole } from './security-api';
import { SecuritySection } from './SecuritySection';
import { ClaimTable } from './ClaimTable';
import { UserList } from './UserList';
import { useSecurityAction } from './use-security-action';

/** The claims a role grants: add and remove. */
function RoleClaims({ role }: { role: TRoleDetail }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const add = (claim: NewClaim) =>
    run(
      () =>
        upsertRoleClaim(api, {
          roleId: role.id,
          claimType: claim.claimType,
          claimValue: claim.claimValue,
        }),
      () => t('security.claims.added', { type: claim.claimType }),
    );
  const remove = async (claim: TRoleClaim) => {
    const message = t('security.claims.confirmRemoveFromRole', {
      type: claim.claimType,
      value: claim.claimValue,
      role: role.name,
    });
    if (!(await confirm({ message }))) return;
    await run(
      () =>
        removeRoleClaim(api, {
          roleId: role.id,
          claimType: claim.claimType,
          claimValue: claim.claimValue,
        }),
      () => t('security.claims.removed', { type: claim.claimType }),
    );
  };
  return (
    <SecuritySection title={t('security.roles.claims')}>
      <ClaimTable
        label={t('security.roles.claims')}
        claims={role.claims}
        busy={busy}
        onRemove={(claim) => void remove(claim)}
      />
      <AddClaimForm busy={busy} onAdd={add} />
    </SecuritySection>
  );
}

/** One role (roles/view/{roleId}): the claims it grants and the users holding it. */
export function RoleViewPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const roleId = useParams().roleId ?? '';
  const result = useQuery({
    queryKey: ['security', 'role', roleId],
    queryFn: ({ signal }) => getRole(api, roleId, signal),
  });
  if (result.isPending) return <LinearProgress />;
  if (result.isError) return <ErrorNotice error={result.error} />;
  const role = result.data;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('security.roles.viewTitle', { role: role.name })}
      </Typography>
      <RoleClaims role={role} />
      <SecuritySection title={t('security.roles.usersTitle', { count: role.userCount })}>
        <UserList
          listKey={['byrole', role.name]}
          load={(query, signal) => usersByRole(api, role.name, query, signal)}
        />
      </SecuritySection>
    </>
  );
}
