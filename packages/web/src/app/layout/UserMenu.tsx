import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session-context';
import { AccountIcon } from '../../ui/icons';
import { loginLocation } from '../login-location';
import { ToolbarMenu } from './ToolbarMenu';

/** The signed-in person's name and sign-out; for a visitor, the way to sign in. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, displayName } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) {
    return (
      <Button
        color="inherit"
        variant="outlined"
        component={RouterLink}
        to={loginLocation(location.pathname, location.search)}
        sx={{ ml: 1, whiteSpace: 'nowrap' }}
      >
        {t('shell.toolbar.signIn')}
      </Button>
    );
  }
  return (
    <ToolbarMenu
      label={t('shell.toolbar.account')}
      icon={<AccountIcon />}
      header={
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="user-name">
            {displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('shell.toolbar.signedInAs', { email: session.email })}
          </Typography>
        </Box>
      }
      items={[
        { key: 'account', label: t('route.account'), onSelect: () => void navigate('/account') },
        {
          key: 'sign-out',
          label: t('shell.toolbar.signOut'),
          onSelect: () => void navigate('/logout'),
        },
      ]}
    />
  );
}
