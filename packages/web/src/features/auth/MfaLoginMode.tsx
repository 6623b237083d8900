import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { takeLoginChoice } from '../../auth/login-info';
import { AuthForm } from './AuthForm';
import { AuthLink, authPath } from './AuthLink';
import { CodeField } from './CodeField';
import { signInApi } from './sign-in-api';
import { isExpiredInteraction, signInErrorText } from './sign-in-errors';
import { useAction } from './use-action';
import { useFinishSignIn } from './use-finish-sign-in';

type Props = { uid: string; phoneEnding: string };

/** The second factor: the code texted to the confirmed phone after the password was right. */
export function MfaLoginMode({ uid, phoneEnding }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction();
  const { finish, refused } = useFinishSignIn(uid);
  const submit = () =>
    run(async () => {
      const answer = await signInApi(api).secondFactor(uid, code).catch(refused);
      if (!answer) return;
      // The choice made with the password travels on to the return page.
      const choice = takeLoginChoice(sessionStorage) ?? {
        email: '',
        rememberMe: false,
        provider: 'local',
      };
      await finish(answer, choice);
    });
  return (
    <AuthForm
      title={t('shell.authTitle.mfalogin')}
      intro={t('auth.mfa.intro', { ending: phoneEnding })}
      error={error ? signInErrorText(t, error) : null}
      busy={busy}
      submitLabel={t('auth.mfa.submit')}
      onSubmit={() => void submit()}
      footer={
        <AuthLink to={isExpiredInteraction(error) ? '/login' : authPath('login', uid)}>
          {t('auth.common.backToSignIn')}
        </AuthLink>
      }
    >
      <CodeField label={t('auth.passcode.code')} value={code} onChange={setCode} />
    </AuthForm>
  );
}
