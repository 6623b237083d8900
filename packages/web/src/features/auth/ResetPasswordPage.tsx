import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PASSWORD_MESSAGES, SIGN_IN_ERRORS } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { AuthForm } from './AuthForm';
import { AuthLink } from './AuthLink';
import { PasswordField } from './PasswordField';
import { signInApi } from './sign-in-api';
import { fieldErrors, signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { usePasswordCheck } from './use-password-check';

const isExpiredLink = (error: unknown) =>
  error instanceof ApiError && error.code === SIGN_IN_ERRORS.linkExpired;

/** `/authaccount/resetpassword/{code}/{forcedReset?}`: a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const calls = signInApi(api);
  const { base64code = '', forcedReset } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useAction();
  const policy = usePasswordCheck(calls);

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">{t('auth.reset.done')}</Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {t('auth.reset.signIn')}
        </Button>
      </Stack>
    );
  }
  const mismatch = confirm !== '' && confirm !== password;
  const submit = () =>
    run(async () => {
      if (!policy.check(password)) return;
      if (password !== confirm) {
        setError(new Error(PASSWORD_MESSAGES.mismatch));
        return;
      }
      await calls.resetPassword(base64code, password).catch((failure: unknown) => {
        policy.setServerProblems(fieldErrors(failure, 'password'));
        throw failure;
      });
      setDone(true);
    });
  const problems = policy.problems(password);
  return (
    <AuthForm
      title={t('auth.reset.title')}
      intro={forcedReset ? t('auth.reset.forced') : undefined}
      error={error && problems.length === 0 && !mismatch ? signInErrorText(t, error) : null}
      busy={busy}
      submitLabel={t('auth.reset.submit')}
      onSubmit={() => void submit()}
      footer={
        isExpiredLink(error) && (
          <AuthLink to="/auth/forgotpassword">{t('auth.link.requestNew')}</AuthLink>
        )
      }
    >
      <PasswordField
        label={t('auth.reset.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          policy.onChange();
        }}
        onBlur={() => void policy.onBlur(password)}
        problems={problems}
        autoFocus
      />
      <PasswordField
        label={t('auth.reset.confirm')}
        value={confirm}
        onChange={setConfirm}
        problems={mismatch ? [PASSWORD_MESSAGES.mismatch] : []}
      />
    </AuthForm>
  );
}
