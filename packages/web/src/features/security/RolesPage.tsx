import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TRoleSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ClaimUsage } from './ClaimUsage';
import { RoleNameDialog } from './RoleNameDialog';
import { RolesTable } from './RolesTable';
import { deleteRole, listRoles, saveRole } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';

/** A role being named: a new one (no id) or one being renamed. */
type Naming = { id?: string; name: string };

/**
 * The roles: create, rename, delete; the claims in use. The tools that change many users at once
 * are on the security utilities page, linked from here.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const [naming, setNaming] = useState<Naming | null>(null);
  const roles = useQuery({
    queryKey: ['security', 'roles'],
    queryFn: ({ signal }) => listRoles(api, signal),
  });

  const save = async (name: string) => {
    const id = naming?.id;
    const saved = await run(
      () => saveRole(api, { id, name }),
      () => t('security.roles.saved', { role: name }),
    );
    if (saved) setNaming(null);
  };
  const remove = async (role: TRoleSummary) => {
    const message = t('security.roles.confirmDelete', { role: role.name, count: role.userCount });
    if (!(await confirm({ message }))) return;
    await run(
      () => deleteRole(api, role.id),
      () => t('security.roles.deleted', { role: role.name }),
    );
  };

  return (
    <>
      <SecuritySection
        level={2}
        title={t('security.roles.title')}
        actions={
          <>
            <Button component={RouterLink} to="/secUtil">
              {t('security.utilities.link')}
            </Button>
            <Button variant="contained" onClick={() => setNaming({ name: '' })}>
              {t('security.roles.create')}
            </Button>
          </>
        }
      >
        {roles.isPending && <LinearProgress />}
        {roles.isError && <ErrorNotice error={roles.error} />}
        {roles.data && (
          <RolesTable
            roles={roles.data}
            busy={busy}
            onRename={(role) => setNaming({ id: role.id, name: role.name })}
            onDelete={(role) => void remove(role)}
          />
        )}
      </SecuritySection>
      <ClaimUsage />
      {naming && (
        <RoleNameDialog
          title={naming.id ? t('security.roles.renameTitle') : t('security.roles.createTitle')}
          initial={naming.name}
          busy={busy}
          onSave={(name) => void save(name)}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}
