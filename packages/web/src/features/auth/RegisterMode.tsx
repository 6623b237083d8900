import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_NAME_MAX, registerFieldProblems, type RegisterField } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { AuthForm } from './AuthForm';
import { AuthLink, authPath } from './AuthLink';
import { PasswordField } from './PasswordField';
import { signInApi } from './sign-in-api';
import { fieldErrors, signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { usePasswordCheck } from './use-password-check';
import { AuthTextField } from './AuthTextField';

type Props = { uid: string | null; inviteCode: string | null };

/**
 * A new account. The answer is the same whether or not the address was registered already, so
 * the screen always says to check the inbox.
 */
export function RegisterMode({ uid, inviteCode }: Props) {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const calls = signInApi(api);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  // Field problems show once the person has tried to submit, then follow their typing.
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<RegisterField[]>([]);
  const policy = usePasswordCheck(calls, form.email);
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerFields((current) => current.filter((name) => name !== field));
    if (field === 'password') policy.onChange();
  };

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">{t('auth.register.done', { email: form.email })}</Alert>
        <AuthLink to={authPath('login', uid)}>{t('auth.common.backToSignIn')}</AuthLink>
      </Stack>
    );
  }

  const fieldProblems = tried ? registerFieldProblems(form) : {};
  for (const field of serverFields) fieldProblems[field] ??= 'invalid';
  const submit = () =>
    run(async () => {
      setTried(true);
      const passwordOk = policy.check(form.password);
      if (Object.keys(registerFieldProblems(form)).length > 0 || !passwordOk) return;
      await calls.register({ ...form, ...(inviteCode ? { inviteCode } : {}) }).catch((failure) => {
        policy.setServerProblems(fieldErrors(failure, 'password'));
        setServerFields(
          (['firstName', 'lastName', 'email'] as const).filter(
            (field) => fieldErrors(failure, field).length > 0,
          ),
        );
        throw failure;
      });
      setDone(true);
    });
  const problems = policy.problems(form.password);
  const text = (field: RegisterField, label: string, type = 'text') => {
    const problem = fieldProblems[field];
    return (
      <AuthTextField
        label={label}
        type={type}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
        autoComplete={{ firstName: 'given-name', lastName: 'family-name', email: 'email' }[field]}
        placeholder={field === 'email' ? brand.emailPlaceholder : undefined}
        required
        error={problem !== undefined}
        helperText={
          problem
            ? t(`auth.register.problems.${field}.${problem}`, { max: PERSON_NAME_MAX })
            : undefined
        }
      />
    );
  };
  const anyFieldProblem = problems.length > 0 || Object.keys(fieldProblems).length > 0;

  return (
    <AuthForm
      title={t('shell.authTitle.register')}
      intro={inviteCode ? t('auth.register.invited') : undefined}
      error={
        error && !anyFieldProblem
          ? signInErrorText(t, error)
          : tried && anyFieldProblem
            ? t('auth.register.problems.review')
            : null
      }
      busy={busy}
      submitLabel={t('auth.register.submit')}
      onSubmit={() => void submit()}
      checksFields
      footer={<AuthLink to={authPath('login', uid)}>{t('auth.register.haveAccount')}</AuthLink>}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', t('auth.register.firstName'))}
        {text('lastName', t('auth.register.lastName'))}
      </Stack>
      {text('email', t('auth.common.email'), 'email')}
      <PasswordField
        label={t('auth.common.password')}
        value={form.password}
        onChange={set('password')}
        onBlur={() => void policy.onBlur(form.password)}
        problems={problems}
      />
    </AuthForm>
  );
}
