import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { originalUserIdOf } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { Banner } from '../../ui/Banner';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from './error-message';
import { stopImpersonation } from './security-api';

/**
 * Shown on every shell page while the session acts as another user (it carries the original-user
 * claim): who is being acted as, and the way back.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session, displayName, switchIdentity, signOut } = useSession();
  const [busy, setBusy] = useState(false);
  if (!session || originalUserIdOf(session) === null) return null;
  const actedAs = session.userId;

  const stop = async () => {
    setBusy(true);
    try {
      await stopImpersonation(api);
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
      setBusy(false);
      return;
    }
    if (!(await switchIdentity(`/users/view/${encodeURIComponent(actedAs)}`))) {
      // The session still describes the other user: it must not stay (docs/decisions.md).
      toasts.show({ message: t('security.impersonation.signInAgain'), severity: 'warning' });
      await signOut();
    }
    setBusy(false);
  };

  const name = displayName && displayName !== session.email ? displayName : '';
  return (
    <Banner
      severity="warning"
      action={
        <Button
          size="small"
          variant="contained"
          color="warning"
          disabled={busy}
          onClick={() => void stop()}
        >
          {t('security.impersonation.stop')}
        </Button>
      }
    >
      <span data-testid="impersonation-banner">
        {name
          ? t('security.impersonation.actingAsNamed', { name, email: session.email })
          : t('security.impersonation.actingAs', { email: session.email })}
      </span>
    </Banner>
  );
}
