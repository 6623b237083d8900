import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { authScreenOf, isFeatureEnabled } from '@portal/core';
import { usePageEditMode } from '../../app/page-edit-mode';
import { usePortal } from '../../app/portal-context';
import type { SignInHint } from '../../auth/sign-in-state';
import { ForgotPasswordMode } from './ForgotPasswordMode';
import { LockoutMode } from './LockoutMode';
import { LoginMode } from './LoginMode';
import { MfaLoginMode } from './MfaLoginMode';
import { PasscodeLoginMode } from './PasscodeLoginMode';
import { RegisterMode } from './RegisterMode';
import { StartSignIn } from './StartSignIn';

/**
 * A mode that works inside a sign-in request; without one, a request is started for it. In the
 * edit mode (an editor, signed in) the page stays, to be edited, and says so.
 */
function NeedsInteraction({ hint }: { hint: SignInHint }) {
  const { t } = useTranslation();
  const editing = usePageEditMode().on;
  const request = useMemo(() => ({ redirect: '/', hint }), [hint]);
  if (editing) return <Alert severity="info">{t('pageEdit.signInPreview')}</Alert>;
  return <StartSignIn request={request} />;
}

/**
 * `/auth/...`: the sign-in screens of the identity service (see `authScreenOf` for the path).
 * The sign-in request they work in is `?interaction=<uid>`. An invitation's registration is a
 * plain one where the brand has `inviteCode` off, as the passcode mode is the login mode.
 */
export function AuthPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const { config } = usePortal();
  const screen = authScreenOf(params);
  const uid = query.get('interaction');
  const passcodeOn = isFeatureEnabled(config.features, 'passcodeLogin');
  const invitesOn = isFeatureEnabled(config.features, 'inviteCode');

  switch (screen.mode) {
    case 'register':
      return <RegisterMode uid={uid} inviteCode={invitesOn ? screen.inviteCode : null} />;
    case 'forgotpassword':
      return <ForgotPasswordMode uid={uid} />;
    case 'lockout':
      return <LockoutMode uid={uid} until={query.get('until')} />;
    case 'passcodelogin':
      if (!passcodeOn) break;
      return uid ? <PasscodeLoginMode uid={uid} /> : <NeedsInteraction hint="passcodelogin" />;
    case 'mfalogin':
      return uid ? (
        <MfaLoginMode uid={uid} phoneEnding={screen.values[0] ?? ''} />
      ) : (
        <NeedsInteraction hint="login" />
      );
    default:
      break;
  }
  return uid ? <LoginMode uid={uid} /> : <NeedsInteraction hint="login" />;
}
