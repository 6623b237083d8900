import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthLink, authPath } from './AuthLink';
import { formatDateTime } from '@portal/core';

type Props = { uid: string | null; until: string | null };

/** The account is locked: until when, and the way out (a password reset ends the lockout). */
export function LockoutMode({ uid, until }: Props) {
  const { t, i18n } = useTranslation();
  const time = formatDateTime(until, i18n.language) || null;
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1" component="h2" sx={{ textAlign: 'center' }}>
        {t('shell.authTitle.lockout')}
      </Typography>
      <Alert severity="warning" role="alert">
        {time ? t('auth.lockout.until', { time }) : t('auth.lockout.later')}
      </Alert>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <AuthLink to={authPath('forgotpassword', uid)}>{t('auth.lockout.reset')}</AuthLink>
        <AuthLink to={authPath('login', uid)}>{t('auth.common.backToSignIn')}</AuthLink>
      </Stack>
    </Stack>
  );
}
