import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useAuth } from '../../auth/auth-context';
import { signInApi } from './sign-in-api';
import { signInErrorText } from './sign-in-errors';
import { Working } from './Working';

type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * `/redirect/emailconfirmed/{userId}/{code}/{unconfirmedEmail?}`: confirms the address of the
 * link once. A signed-in person's tokens are renewed so the confirmed address counts at once.
 */
export function EmailConfirmedPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const auth = useAuth();
  const { userId = '', base64code = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only: the code is single-use, a second call would report it spent.
    if (sent.current) return;
    sent.current = true;
    signInApi(api)
      .confirmEmail(userId, base64code)
      .then(async () => {
        if (auth.getUser()) await auth.renewSession();
        setOutcome({ ok: true });
      })
      .catch((error: unknown) => setOutcome({ ok: false, error }));
  }, [api, auth, userId, base64code]);

  if (!outcome) return <Working text={t('auth.confirmed.working')} />;
  return (
    <Stack spacing={2.5}>
      <Alert severity={outcome.ok ? 'success' : 'error'} role="alert">
        {outcome.ok ? t('auth.confirmed.done') : signInErrorText(t, outcome.error)}
      </Alert>
      <Button variant="contained" component={RouterLink} to="/">
        {t('auth.confirmed.continue')}
      </Button>
    </Stack>
  );
}
