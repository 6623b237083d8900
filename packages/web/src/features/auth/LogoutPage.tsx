import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { timeoutLocation, waitForAuthService } from '../../auth/auth-wait';
import { Working } from './Working';

/**
 * `/logout`: signs out here (tokens revoked, stored user and stale state removed), then at the
 * identity service, which comes back to the home page.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      auth.prepare().catch(() => undefined);
      if (!(await waitForAuthService(auth.isReady))) {
        await auth.signOut();
        await navigate(timeoutLocation('/'), { replace: true });
        return;
      }
      // Signed out here even when the identity service cannot be reached: home then.
      await auth.logout().catch(() => window.location.assign('/'));
    })();
  }, [auth, navigate]);
  return <Working text={t('auth.logout.working')} />;
}
