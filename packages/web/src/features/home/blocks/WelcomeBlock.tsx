import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUserAccount } from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { BrandLogo } from '../../../ui/BrandLogo';

type Props = { account: TUserAccount | null; loading: boolean };

/**
 * The greeting: the brand, the person's name, picture (where the brand has `profileImages` on),
 * titles and accounts.
 */
export function WelcomeBlock({ account, loading }: Props) {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const picture = useFeatureOn('profileImages') ? account?.dataImageUrl : undefined;
  const name = account ? [account.firstName, account.lastName].filter(Boolean).join(' ') : '';
  const details = account
    ? [...account.titles, ...account.crmAccounts.map((crm) => crm.accountName)].join(' · ')
    : '';
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ height: 8, bgcolor: 'primary.main' }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ p: { xs: 3, sm: 4 }, alignItems: { sm: 'center' } }}
      >
        {picture ? (
          <Avatar src={picture} alt={name} sx={{ width: 72, height: 72 }} />
        ) : (
          <BrandLogo brand={brand} height={48} />
        )}
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h2">
            {name
              ? t('home.welcome.named', { name })
              : t('shell.home.welcome', { siteTitle: brand.siteTitle })}
          </Typography>
          {loading ? (
            <Skeleton variant="text" width="40%" />
          ) : (
            <Typography color="text.secondary">{details || t('shell.home.intro')}</Typography>
          )}
        </Stack>
        <Button variant="outlined" component={RouterLink} to="/account">
          {t('home.welcome.account')}
        </Button>
      </Stack>
    </Paper>
  );
}
