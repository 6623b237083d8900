import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brandTexts, isFeatureEnabled } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { readLoginInfo } from '../../auth/login-info';
import { AuthForm } from './AuthForm';
import { AuthLink, authPath } from './AuthLink';
import { signInApi } from './sign-in-api';
import { signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { useFinishSignIn } from './use-finish-sign-in';
import { AuthTextField } from './AuthTextField';

/** E-mail and password, with remember-me; the brand words the button and the placeholder. */
export function LoginMode({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const { api, brand, config } = usePortal();
  const navigate = useNavigate();
  const stored = readLoginInfo(localStorage);
  const [email, setEmail] = useState(stored?.email ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(stored?.rememberMe ?? false);
  const { busy, error, run } = useAction();
  const { finish, refused } = useFinishSignIn(uid);

  // The identity service knows the hinted address and whether a texted code is awaited.
  useEffect(() => {
    signInApi(api)
      .interaction(uid)
      .then(async (info) => {
        if (info.secondFactor) {
          await navigate(`/auth/mfalogin/${info.secondFactor.phoneEnding}?interaction=${uid}`);
        } else if (info.loginHint) setEmail(info.loginHint);
      })
      .catch(() => undefined);
  }, [api, navigate, uid]);

  const submit = () =>
    run(async () => {
      const answer = await signInApi(api)
        .login(uid, { email, password, rememberMe })
        .catch(refused);
      if (answer) await finish(answer, { email, rememberMe, provider: 'local' });
    });

  return (
    <AuthForm
      title={t('shell.authTitle.login')}
      error={error ? signInErrorText(t, error) : null}
      busy={busy}
      submitLabel={brandTexts(brand, i18n.language).loginButtonText}
      onSubmit={() => void submit()}
      footer={
        <>
          <AuthLink to={authPath('forgotpassword', uid)}>{t('auth.login.forgot')}</AuthLink>
          {isFeatureEnabled(config.features, 'passcodeLogin') && (
            <AuthLink to={authPath('passcodelogin', uid)}>{t('auth.login.passcode')}</AuthLink>
          )}
          <AuthLink to={authPath('register', uid)}>{t('auth.login.register')}</AuthLink>
        </>
      }
    >
      <AuthTextField
        label={t('auth.common.email')}
        type="email"
        autoComplete="username"
        placeholder={brand.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
      />
      <AuthTextField
        label={t('auth.common.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
        }
        label={t('auth.login.rememberMe')}
      />
    </AuthForm>
  );
}
