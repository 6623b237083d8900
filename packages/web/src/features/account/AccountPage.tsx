import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isFeatureEnabled, type TUserAccount } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { toasts } from '../../ui/toast/toast-store';
import { accountQuery } from './account-api';
import { AccountForm } from './AccountForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PictureField } from './PictureField';
import { SignInPhoneForm } from './SignInPhoneForm';
import { editionKey } from '../../ui/edition-key';

const fullName = (account: TUserAccount) =>
  [account.firstName, account.lastName].filter(Boolean).join(' ');

/**
 * account/{userId?}: the signed-in person's own account, or with a user id another person's,
 * which the server shows to security admins only (403 for anyone else).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { api, brand, config } = usePortal();
  const { session } = useSession();
  const { userId: requested } = useParams();
  const userId = requested ?? session?.userId ?? '';
  const queryClient = useQueryClient();
  const query = accountQuery(api, userId, brand.key);
  const key = query.queryKey;
  const account = useQuery(query);
  const { isError } = account;
  useEffect(() => {
    if (isError)
      toasts.show({ message: t('account.page.loadFailed', { id: userId }), severity: 'error' });
  }, [isError, userId, t]);

  const data = account.data;
  const name = data ? fullName(data) : '';
  // Only the person proves their own phone: the code goes to them.
  const own = data?.userId === session?.userId;
  const store = (saved: TUserAccount) => queryClient.setQueryData(key, saved);
  return (
    <PageCard eyebrow={t('route.account')} title={name || t('route.account')}>
      {account.isError && <ErrorNotice error={account.error} />}
      {data && (
        <>
          {!own && <Alert severity="info">{t('account.page.otherAccount', { name })}</Alert>}
          {!data.abilities.edit && (
            <Typography color="text.secondary">{t('account.page.readOnly')}</Typography>
          )}
          {isFeatureEnabled(config.features, 'profileImages') && (
            <>
              <PictureField account={data} name={name} onSaved={store} />
              <Divider />
            </>
          )}
          <AccountForm
            key={editionKey(data)}
            account={data}
            onSaved={store}
            onReload={() => void account.refetch()}
          />
          {data.abilities.changePassword && (
            <Stack spacing={2}>
              <Divider />
              <ChangePasswordForm />
            </Stack>
          )}
          {own && session && isFeatureEnabled(config.features, 'mfa') && (
            <Stack spacing={2}>
              <Divider />
              <SignInPhoneForm userId={session.userId} />
            </Stack>
          )}
        </>
      )}
    </PageCard>
  );
}
