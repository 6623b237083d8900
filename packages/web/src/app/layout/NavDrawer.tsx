import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTES, flattenRoutes } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { BrandLogo } from '../../ui/BrandLogo';
import { ExpandLessIcon, ExpandMoreIcon } from '../../ui/icons';
import { usePortal } from '../portal-context';
import { menuEntries } from './menu-entries';

export const DRAWER_WIDTH = 264;
const ALL_ROUTES = flattenRoutes(ROUTES);

type Props = {
  open: boolean;
  temporary: boolean;
  onClose: () => void;
  toolbarShown: boolean;
  onToggleToolbar: () => void;
};

export function NavDrawer({ open, temporary, onClose, toolbarShown, onToggleToolbar }: Props) {
  const { t } = useTranslation();
  const { brand, config } = usePortal();
  const { session } = useSession();
  const entries = useMemo(
    () => menuEntries(ALL_ROUTES, { session, features: config.features }),
    [session, config.features],
  );
  const toolbarLabel = toolbarShown ? t('shell.drawer.hideToolbar') : t('shell.drawer.showToolbar');
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      sx={{
        width: open && !temporary ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 64,
          bgcolor: '#FFFFFF',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <BrandLogo brand={brand} height={36} />
        </Box>
        <IconButton size="small" aria-label={toolbarLabel} onClick={onToggleToolbar}>
          {toolbarShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <List component="nav" aria-label={t('shell.drawer.navigation')} sx={{ px: 1 }}>
        {entries.map((entry) => (
          <ListItemButton
            key={entry.name}
            component={NavLink}
            to={entry.to}
            end
            onClick={temporary ? onClose : undefined}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
              // The current page's entry shows keyboard focus as clearly as the others.
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <ListItemText primary={t(entry.titleKey)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
