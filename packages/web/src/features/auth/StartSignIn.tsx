import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { timeoutLocation, waitForAuthService } from '../../auth/auth-wait';
import { readLoginInfo } from '../../auth/login-info';
import type { SignInRequest } from '../../auth/sign-in-state';
import { Working } from './Working';

/**
 * A sign-in request completed with the stored login hint: its e-mail when none is given, its
 * remember-me and provider.
 */
export function withLoginHint(request: SignInRequest): SignInRequest {
  const stored = readLoginInfo(localStorage);
  return {
    ...request,
    email: request.email || stored?.email || null,
    rememberMe: request.rememberMe ?? stored?.rememberMe ?? false,
    provider: request.provider ?? stored?.provider ?? 'local',
  };
}

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
