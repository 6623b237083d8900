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
import { withTexts } from '../lazy-page';

// Only developers ever see it, so its code (chip and tooltip) stays out of the first load.
const EditModeChip = lazy(() =>
  withTexts(['security'], () => import('./EditModeChip'))().then((module) => ({
    default: module.EditModeChip,
  })),
);

type Props = { title: string; drawerOpen: boolean; onToggleDrawer: () => void };

export function AppToolbar({ title, drawerOpen, onToggleDrawer }: Props) {
  const { t } = useTranslation();
  const editMode = usePageEditMode();
  const toggleLabel = drawerOpen ? t('shell.toolbar.closeMenu') : t('shell.toolbar.openMenu');
  return (
    // On a phone (or zoomed in) the title wraps instead of being cut off, and the bar scrolls away
    // with the page rather than keep a part of the small screen (WCAG 1.4.10).
    <AppBar position="sticky" color="primary" sx={{ position: { xs: 'static', sm: 'sticky' } }}>
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
          data-testid="toolbar-title"
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            ml: 1,
            py: 1,
            lineHeight: 1.25,
            // A phone's toolbar leaves a long one-word title (Fonctionnalités) about 160 px: a size
            // smaller keeps it whole; a longer word still breaks rather than leave the screen.
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            overflowWrap: 'break-word',
          }}
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
