import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TUserDetail } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { useConfirm } from '../../ui/confirm-context';
import { toasts } from '../../ui/toast/toast-store';
import { LOCKED_UNTIL_UNLOCKED, isLocked, toUserSave, userDisplayName } from './format';
import { MergeUsersDialog } from './MergeUsersDialog';
import { deleteUser, refreshUserClaims, saveUser, startImpersonation } from './security-api';
import { useSecurityAction } from './use-security-action';

/** What an admin does to one user: edit, lock or unlock, refresh claims, act as, merge, delete. */
export function UserActions({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session, switchIdentity } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { run, busy } = useSecurityAction();
  const name = userDisplayName(user);
  const locked = isLocked(user);
  const self = session?.userId === user.id;
  const [merging, setMerging] = useState(false);
  const mergeOn = useFeatureOn('userMerge');

  const toggleLock = async () => {
    const message = locked
      ? t('security.user.confirmUnlock', { name })
      : t('security.user.confirmLock', { name });
    if (!(await confirm({ message }))) return;
    const lockoutEnd = locked ? null : LOCKED_UNTIL_UNLOCKED;
    await run(
      () => saveUser(api, { ...toUserSave(user), lockoutEnabled: true, lockoutEnd }),
      () => (locked ? t('security.user.unlockedDone') : t('security.user.lockedDone')),
    );
  };

  const refresh = () =>
    run(
      () => refreshUserClaims(api, user.id),
      () => t('security.user.claimsRefreshed'),
    );

  const remove = async () => {
    if (!(await confirm({ message: t('security.user.confirmDelete', { name }) }))) return;
    if (
      await run(
        () => deleteUser(api, user.id),
        () => t('security.user.deleted'),
      )
    ) {
      await navigate('/users');
    }
  };

  const impersonate = async () => {
    if (!session) return;
    const message = t('security.impersonation.confirm', { name });
    if (!(await confirm({ message, yes: t('security.impersonation.start') }))) return;
    if (!(await run(() => startImpersonation(api, session.userId, user.id)))) return;
    if (!(await switchIdentity('/'))) {
      toasts.show({ message: t('security.impersonation.notRenewed'), severity: 'warning' });
    }
  };

  return (
    <>
      <Button
        variant="contained"
        component={RouterLink}
        to={`/users/edit/${encodeURIComponent(user.id)}`}
      >
        {t('security.user.edit')}
      </Button>
      <Button variant="outlined" disabled={busy || self} onClick={() => void toggleLock()}>
        {locked ? t('security.user.unlock') : t('security.user.lockAction')}
      </Button>
      <Button variant="outlined" disabled={busy} onClick={() => void refresh()}>
        {t('security.user.refreshClaims')}
      </Button>
      <Button
        variant="outlined"
        color="warning"
        disabled={busy || self}
        onClick={() => void impersonate()}
      >
        {t('security.impersonation.start')}
      </Button>
      {mergeOn && (
        <Button variant="outlined" disabled={busy || self} onClick={() => setMerging(true)}>
          {t('security.merge.open')}
        </Button>
      )}
      <Button
        variant="outlined"
        color="error"
        disabled={busy || self}
        onClick={() => void remove()}
      >
        {t('security.user.delete')}
      </Button>
      {merging && <MergeUsersDialog user={user} onClose={() => setMerging(false)} />}
    </>
  );
}
