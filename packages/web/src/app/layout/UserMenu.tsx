import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../auth/session-context';
import { AccountIcon } from '../../ui/icons';

export function UserMenu() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!session) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Button
        color="inherit"
        variant="outlined"
        component={RouterLink}
        to={`/login?redirect=${redirect}`}
        sx={{ ml: 1, whiteSpace: 'nowrap' }}
      >
        {t('shell.toolbar.signIn')}
      </Button>
    );
  }
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.toolbar.account')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListItemText
          sx={{ px: 2, py: 1 }}
          primary={t('shell.toolbar.signedInAs', { email: session.email })}
        />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          {t('shell.toolbar.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
