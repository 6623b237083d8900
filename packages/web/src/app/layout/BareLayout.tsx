import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../ui/BrandLogo';
import { PageLoading } from '../../ui/PageLoading';
import { OnCardContext } from '../../ui/surface-context';
import { usePortal } from '../portal-context';
import { PageBanners } from '../page-text/PageBanners';
import { PageImage } from '../page-text/PageImage';
import { PageText } from '../page-text/PageText';
import { LanguageMenu } from './LanguageMenu';

/**
 * Sign-in and survey pages: a centred card with the brand's logo (or the page's configured
 * image), the page's configured intro and banners, and no menus but the language one, so a
 * visitor (an outside describer, a partner rating a plan) reads it in theirs.
 */
export function BareLayout() {
  const { brand } = usePortal();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        // One column as wide as the window allows: a wide logo does not widen the card past it.
        gridTemplateColumns: 'minmax(0, 1fr)',
        // Top-aligned, not centred: the page's form arriving in the card then grows it downwards
        // instead of moving the card and its logo up (a layout shift).
        justifyItems: 'center',
        alignContent: 'start',
        p: { xs: 2, sm: 4 },
        pt: { sm: 8 },
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 520 }}>
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <PageBanners />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <LanguageMenu />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <PageImage
              name="logo"
              alt={brand.displayName}
              fallback={<BrandLogo brand={brand} height={44} />}
            />
          </Box>
          <PageText name="intro" rich sx={{ mb: 3 }} />
          <OnCardContext.Provider value={true}>
            {/* The card, logo and language menu show while the page's own code still arrives. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </OnCardContext.Provider>
        </Paper>
      </Box>
    </Box>
  );
}
