import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../ui/icons';
import { usePageEditMode } from '../page-edit-mode';
import { BrandMenu } from './BrandMenu';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';
import { withPageTexts } from '../lazy-page';

// Only developers ever see it, so its code (chip and tooltip) stays out of the first load.
const EditModeChip = lazy(() =>
  withPageTexts(() => import('./EditModeChip'))().then((module) => ({
    default: module.EditModeChip,
  })),
);

type Props = { title: string; drawerOpen: boolean; onToggleDrawer: () => void };

export function AppToolbar({ title, drawerOpen, onToggleDrawer }: Props) {
  const { t } = useTranslation();
  const editMode = usePageEditMode();
  const toggleLabel = drawerOpen ? t('shell.toolbar.closeMenu') : t('shell.toolbar.openMenu');
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={toggleLabel}
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          data-testid="toolbar-title"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, ml: 1 }}
        >
          {title}
        </Typography>
        {editMode.on && (
          <Suspense fallback={null}>
            <EditModeChip />
          </Suspense>
        )}
        <BrandMenu />
        <LanguageMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
