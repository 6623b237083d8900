import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { AuthForm } from './AuthForm';
import { AuthLink, authPath } from './AuthLink';
import { signInApi } from './sign-in-api';
import { signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { AuthTextField } from './AuthTextField';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordMode({ uid }: { uid: string | null }) {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  const back = <AuthLink to={authPath('login', uid)}>{t('auth.common.backToSignIn')}</AuthLink>;

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">{t('auth.forgot.done', { email })}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <AuthForm
      title={t('shell.authTitle.forgotpassword')}
      intro={t('auth.forgot.intro')}
      error={error ? signInErrorText(t, error) : null}
      busy={busy}
      submitLabel={t('auth.forgot.submit')}
      onSubmit={() =>
        void run(async () => {
          await signInApi(api).forgotPassword(email.trim());
          setDone(true);
        })
      }
      footer={back}
    >
      <AuthTextField
        label={t('auth.common.email')}
        type="email"
        autoComplete="email"
        placeholder={brand.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
      />
    </AuthForm>
  );
}
