import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import {
  InviteCodeStatus,
  formatDate,
  formatInviteCode,
  type TInviteRegistration,
} from '@portal/core';
import { loginLocation } from '../../app/login-location';
import { usePortal } from '../../app/portal-context';
import { useAuth } from '../../auth/auth-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { InviteGrants } from './InviteGrants';
import { lookUpInvitation, redeemInvitation, registerPath, returnPath } from './invite-api';

const STATUS_TEXT = {
  [InviteCodeStatus.Valid]: 'account.invite.valid',
  [InviteCodeStatus.Invalid]: 'account.invite.invalid',
  [InviteCodeStatus.Expired]: 'account.invite.expired',
  [InviteCodeStatus.MaxUsesReached]: 'account.invite.maxUsesReached',
} as const;

/** For a signed-in person: apply the code to the account (idempotent on the server). */
function ApplyToAccount({ code, returning }: { code: string; returning: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const auth = useAuth();
  const redeem = useMutation({
    mutationFn: async () => {
      const result = await redeemInvitation(api, code);
      // The roles and claims the code gave take effect with a fresh token (home, the drawer).
      if (result.applied) await auth.renewSession();
      return result;
    },
  });
  if (redeem.isSuccess) {
    const key = redeem.data.applied ? 'account.invite.applied' : 'account.invite.alreadyApplied';
    return <Alert severity="success">{t(key)}</Alert>;
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        {t('account.invite.signedInAs', { email: session?.email ?? '' })}
      </Typography>
      {returning && <Typography>{t('account.invite.returning')}</Typography>}
      {redeem.isError && <ErrorNotice error={redeem.error} />}
      <Button variant="contained" loading={redeem.isPending} onClick={() => redeem.mutate()}>
        {t('account.invite.apply')}
      </Button>
    </Stack>
  );
}

/** For a visitor: create an account with the code, or sign in to apply it. */
function JoinOptions({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={registerPath(code)}>
          {t('account.invite.create')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={loginLocation(returnPath(code), '')}>
          {t('account.invite.haveAccount')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('account.invite.signInHint')}
      </Typography>
    </Stack>
  );
}

function InvitationBody({
  invitation,
  returning,
}: {
  invitation: TInviteRegistration;
  returning: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const valid = invitation.status === InviteCodeStatus.Valid;
  return (
    <>
      <Alert severity={valid ? 'success' : 'warning'} data-testid="invite-status">
        {t(STATUS_TEXT[invitation.status])}
        {invitation.expiresAt && (
          <>
            {' '}
            {t('account.invite.validUntil', {
              date: formatDate(invitation.expiresAt, i18n.language),
            })}
          </>
        )}
      </Alert>
      {valid && invitation.description && (
        <Typography sx={{ fontSize: '1.125rem' }}>{invitation.description}</Typography>
      )}
      {valid && invitation.grants && <InviteGrants grants={invitation.grants} />}
      {valid &&
        (session ? (
          <ApplyToAccount code={invitation.inviteCode} returning={returning} />
        ) : (
          <JoinOptions code={invitation.inviteCode} />
        ))}
      {!valid && (
        <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
          {t('shell.common.goHome')}
        </Button>
      )}
    </>
  );
}

/** invite/{inviteCode}/{inProcess?}: what an invite code gives, and how to take it up. */
export function InvitePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { inviteCode = '', inProcess } = useParams();
  const lookUp = useQuery({
    queryKey: ['invite', inviteCode],
    queryFn: ({ signal }) => lookUpInvitation(api, inviteCode, signal),
  });
  const shown = lookUp.data?.inviteCode ?? inviteCode;
  return (
    <PageCard
      eyebrow={t('route.invite')}
      title={t('account.invite.code', { code: formatInviteCode(shown) })}
    >
      {lookUp.isPending && (
        <Typography color="text.secondary">{t('account.invite.checking')}</Typography>
      )}
      {lookUp.isError && <ErrorNotice error={lookUp.error} />}
      {lookUp.isSuccess && (
        <InvitationBody invitation={lookUp.data} returning={inProcess !== undefined} />
      )}
    </PageCard>
  );
}
