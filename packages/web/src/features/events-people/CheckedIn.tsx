import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { checkedInRedirectOf } from './event-format';

/** How long the checked-in page stays before following the catalog's redirect. */
export const CHECKED_IN_REDIRECT_DELAY_MS = 5000;

type Props = {
  /** The catalog's `checkedInTitle`, when it has one. */
  title: string | null;
  /** The catalog's `checkedInRedirect`, when it has one. */
  redirect: string | null;
  /** The check-in happened before this visit. */
  earlier: boolean;
};

/** The page a person sees once checked in: the catalog's title, then its redirect if any. */
export function CheckedIn({ title, redirect, earlier }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = checkedInRedirectOf(redirect);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => {
      if (target.startsWith('/')) void navigate(target);
      else window.location.assign(target);
    }, CHECKED_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status" sx={{ fontSize: '1.1rem' }}>
        <AlertTitle sx={{ fontSize: '1.25rem' }}>
          {title || t('eventsPeople.checkin.done.title')}
        </AlertTitle>
        {earlier ? t('eventsPeople.checkin.done.earlier') : t('eventsPeople.checkin.done.text')}
      </Alert>
      {target && (
        <>
          <Typography>{t('eventsPeople.checkin.done.redirecting')}</Typography>
          <Button variant="contained" size="large" href={target}>
            {t('eventsPeople.checkin.done.continue')}
          </Button>
        </>
      )}
      <Button component={RouterLink} to="/myevents" size="large">
        {t('eventsPeople.checkin.done.myEvents')}
      </Button>
    </Stack>
  );
}
