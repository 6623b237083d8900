import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { timeoutLocation, waitForAuthService } from '../../auth/auth-wait';
import { withLoginHint } from '../../auth/login-info';
import type { SignInRequest } from '../../auth/sign-in-state';
import { Working } from './Working';

/**
 * Sends the browser to the identity service, once it is ready; when it does not become ready
 * (100 tries at 100 ms) the browser goes to /timeout with the path to come back to.
 */
export function StartSignIn({ request }: { request: SignInRequest }) {
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
        await navigate(timeoutLocation(request.redirect), { replace: true });
        return;
      }
      await auth.signIn(withLoginHint(request));
    })();
  }, [auth, navigate, request]);
  return <Working text={t('auth.redirecting')} />;
}
