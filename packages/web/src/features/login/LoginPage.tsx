import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@portal/core';
import { adoptAccountLanguage } from '../../app/account-language';
import { usePortal } from '../../app/portal-context';
import { useAuth } from '../../auth/auth-context';
import { rememberLogin, takeLoginChoice } from '../../auth/login-info';
import { useSession } from '../../auth/session-context';
import { toSession } from '../../auth/session-mapping';
import { StartSignIn } from '../auth/StartSignIn';
import { Working } from '../auth/Working';

/** The identity service came back: the code is exchanged and the browser lands on its path. */
function SignInCallback() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const { api } = usePortal();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => {
    // Once only: the code and the stored state are single-use.
    if (done.current) return;
    done.current = true;
    auth.completeSignIn(window.location.href).then(
      async ({ state, user }) => {
        const email = typeof user.profile.email === 'string' ? user.profile.email : '';
        const choice = takeLoginChoice(sessionStorage) ?? { ...state, email };
        rememberLogin(localStorage, { ...choice, email }, toSession(user));
        // The language kept on the account, read with the new session's token.
        void adoptAccountLanguage(api, i18n);
        await navigate(state.redirect, { replace: true });
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [api, auth, i18n, navigate]);

  if (!failure) return <Working text={t('auth.callback.working')} />;
  return (
    <Stack spacing={2.5}>
      <Alert severity="error" role="alert">
        {t('auth.callback.failed')} ({failure})
      </Alert>
      <Button variant="contained" onClick={() => void navigate('/login', { replace: true })}>
        {t('auth.callback.retry')}
      </Button>
    </Stack>
  );
}

/** `/login?redirect=...&email=...&errors=...`: starts the sign-in, after showing any errors. */
function SignInStart() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { session } = useSession();
  const errors = params.get('errors');
  const [go, setGo] = useState(!errors);
  const redirect = safeRedirectPath(params.get('redirect'));
  const email = params.get('email');
  const request = useMemo(() => ({ redirect, email }), [redirect, email]);

  if (session) return <Navigate to={redirect} replace />;
  if (go) return <StartSignIn request={request} />;
  return (
    <Stack spacing={2.5}>
      <Alert severity="error" role="alert">
        {errors}
      </Alert>
      <Button variant="contained" onClick={() => setGo(true)}>
        {t('auth.common.continue')}
      </Button>
    </Stack>
  );
}

/** The return page of the sign-in, and where the guard sends a visitor to sign in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const returning = params.has('state') && (params.has('code') || params.has('error'));
  return returning ? <SignInCallback /> : <SignInStart />;
}
