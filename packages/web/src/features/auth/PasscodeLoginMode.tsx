import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { AuthForm } from './AuthForm';
import { AuthLink, authPath } from './AuthLink';
import { CodeField } from './CodeField';
import { signInApi } from './sign-in-api';
import { signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { useFinishSignIn } from './use-finish-sign-in';
import { AuthTextField } from './AuthTextField';

/** Sign-in with a code e-mailed to the address: first the address, then the code. */
export function PasscodeLoginMode({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const calls = signInApi(api);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useAction();
  const { finish, refused } = useFinishSignIn(uid);
  const send = () =>
    run(async () => {
      await calls.sendPasscode(email.trim());
      setSent(true);
    });
  const footer = <AuthLink to={authPath('login', uid)}>{t('auth.common.backToSignIn')}</AuthLink>;
  const errorText = error ? signInErrorText(t, error) : null;

  if (!sent) {
    return (
      <AuthForm
        title={t('shell.authTitle.passcodelogin')}
        intro={t('auth.passcode.intro')}
        error={errorText}
        busy={busy}
        submitLabel={t('auth.passcode.send')}
        onSubmit={() => void send()}
        footer={footer}
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
      </AuthForm>
    );
  }
  const signIn = () =>
    run(async () => {
      const body = { email: email.trim(), code, rememberMe: false };
      const answer = await calls.passcode(uid, body).catch(refused);
      if (answer) await finish(answer, { email: body.email, rememberMe: false, provider: 'local' });
    });
  return (
    <AuthForm
      title={t('shell.authTitle.passcodelogin')}
      intro={<Alert severity="info">{t('auth.passcode.sent', { email: email.trim() })}</Alert>}
      error={errorText}
      busy={busy}
      submitLabel={t('auth.passcode.submit')}
      onSubmit={() => void signIn()}
      footer={
        <>
          <Button variant="text" onClick={() => void send()} disabled={busy}>
            {t('auth.passcode.resend')}
          </Button>
          {footer}
        </>
      }
    >
      <CodeField label={t('auth.passcode.code')} value={code} onChange={setCode} />
    </AuthForm>
  );
}
