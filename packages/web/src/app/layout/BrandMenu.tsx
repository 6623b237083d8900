import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BRANDS, BRAND_KEYS } from '@portal/core';
import { PaletteIcon } from '../../ui/icons';
import { usePortal } from '../portal-context';
import { ToolbarMenu } from './ToolbarMenu';

/** The demo hosts are `<brand>.localhost`: on them, a menu opens the same page in each brand. */
export function BrandMenu() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const { pathname } = useLocation();
  const { hostname, port, protocol } = window.location;
  if (!hostname.endsWith('.localhost')) return null;
  const hrefOf = (key: string) =>
    `${protocol}//${key}.localhost${port ? `:${port}` : ''}${pathname}`;
  return (
    <ToolbarMenu
      label={t('shell.toolbar.switchBrand')}
      icon={<PaletteIcon />}
      items={BRAND_KEYS.map((key) => ({
        key,
        label: BRANDS[key].displayName,
        href: hrefOf(key),
        selected: key === brand.key,
      }))}
    />
  );
}
