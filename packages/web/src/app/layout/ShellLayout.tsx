import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { originalUserIdOf } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { MenuIcon } from '../../ui/icons';
import { EMPTY_PAGE_META, PageMetaContext, type PageMeta } from '../page-meta';
import { PageBanners } from '../page-text/PageBanners';
import { PageText } from '../page-text/PageText';
import { AppToolbar } from './AppToolbar';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { NavDrawer } from './NavDrawer';
import { PageLoading } from '../../ui/PageLoading';
import { MAIN_ID, SkipLink } from './SkipLink';
import { withTexts } from '../lazy-page';

// Shown only while acting as another user, so its code stays out of the first load.
const ImpersonationBanner = lazy(() =>
  withTexts(['security'], () => import('../../features/security/ImpersonationBanner'))().then(
    (module) => ({
      default: module.ImpersonationBanner,
    }),
  ),
);

/** The configured footer line (the page's `footer-text`, else the default page's). */
function Footer() {
  return (
    <PageText
      name="footer-text"
      component="footer"
      variant="body2"
      sx={{ px: { xs: 2, sm: 3, md: 4 }, py: 2, textAlign: 'center', color: 'text.secondary' }}
    />
  );
}

/**
 * The main shell: the left drawer and the top toolbar, each toggleable and both open at start
 * (under 900 px the drawer is a temporary one, closed until asked for).
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [drawerWide, setDrawerWide] = useState(true);
  const [drawerNarrow, setDrawerNarrow] = useState(false);
  const [toolbarShown, setToolbarShown] = useState(true);
  const [meta, setMeta] = useState<PageMeta>(EMPTY_PAGE_META);
  const metaState = useMemo(() => ({ meta, setMeta }), [meta]);
  const drawerOpen = narrow ? drawerNarrow : drawerWide;
  const toggleDrawer = () => (narrow ? setDrawerNarrow(!drawerNarrow) : setDrawerWide(!drawerWide));
  const showToolbar = toolbarShown && !meta.hideToolbar;
  const impersonating = originalUserIdOf(useSession().session) !== null;

  return (
    <PageMetaContext.Provider value={metaState}>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <NavDrawer
          open={drawerOpen}
          temporary={narrow}
          onClose={() => setDrawerNarrow(false)}
          toolbarShown={toolbarShown}
          onToggleToolbar={() => setToolbarShown(!toolbarShown)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {showToolbar && (
            <AppToolbar title={meta.title} drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} />
          )}
          {impersonating && (
            <Suspense fallback={null}>
              <ImpersonationBanner />
            </Suspense>
          )}
          <EmailVerificationBanner />
          <PageBanners />
          {/* At least a screen high, so the footer starts below the fold: the page's content,
              arriving after the first paint, then never pushes it down in view (a layout shift). */}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              minHeight: '100vh',
              p: { xs: 2, sm: 3, md: 4 },
              '&:focus': { outline: 'none' },
            }}
          >
            {/* The toolbar, menu and footer show while the page's own code still arrives. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Box>
          <Footer />
        </Box>
        {!showToolbar && !drawerOpen && (
          <IconButton
            aria-label={t('shell.toolbar.openMenu')}
            onClick={toggleDrawer}
            sx={{
              position: 'fixed',
              top: 12,
              left: 12,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: 3,
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Box>
    </PageMetaContext.Provider>
  );
}
