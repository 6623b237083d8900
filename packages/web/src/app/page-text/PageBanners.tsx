import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_NAME, DEFAULT_PAGE_REF, bannerTextIn, type PageBanner } from '@portal/core';
import { Banner } from '../../ui/Banner';
import { usePageEditMode } from '../page-edit-mode';
import { usePortal } from '../portal-context';
import { useCurrentPage } from './current-page';
import { LazyEditableFrame } from './LazyEditableFrame';
import { useLocale } from './use-page-text';

/**
 * The banners of the page (its own, then the default page's, shown on every page) in the page's
 * language; in the edit mode they show where they are, and open their editor.
 */
export function PageBanners() {
  const { t } = useTranslation();
  const { config } = usePortal();
  const locale = useLocale();
  const editing = usePageEditMode().on;
  const page = useCurrentPage() ?? DEFAULT_PAGE_REF;
  const bannersOf = (name: string): readonly PageBanner[] =>
    config.pages.find((entry) => entry.name === name)?.banners ?? [];
  const banners =
    page.name === DEFAULT_PAGE_NAME
      ? bannersOf(DEFAULT_PAGE_NAME)
      : [...bannersOf(page.name), ...bannersOf(DEFAULT_PAGE_NAME)];
  const shown = banners.map((banner, index) => (
    <Banner key={`${index}:${banner.text}`} severity={banner.severity}>
      {bannerTextIn(banner, locale)}
    </Banner>
  ));
  if (!editing) return shown;
  return (
    <LazyEditableFrame target={{ kind: 'banners', page }} label={t('shell.pageEdit.editBanners')}>
      {shown.length > 0 ? (
        shown
      ) : (
        <Box sx={{ px: 2, py: 1, fontStyle: 'italic', color: 'text.secondary' }}>
          {t('shell.pageEdit.noBanners')}
        </Box>
      )}
    </LazyEditableFrame>
  );
}
