import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANDS, BRAND_KEYS } from '@portal/core';
import { PaletteIcon } from '../../ui/icons';
import { usePortal } from '../portal-context';

/** The demo hosts are `<brand>.localhost`: on them, a menu opens the same page in each brand. */
export function BrandMenu() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { hostname, port, pathname, protocol } = window.location;
  if (!hostname.endsWith('.localhost')) return null;
  const hrefOf = (key: string) =>
    `${protocol}//${key}.localhost${port ? `:${port}` : ''}${pathname}`;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.toolbar.switchBrand')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PaletteIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BRAND_KEYS.map((key) => (
          <MenuItem key={key} component="a" href={hrefOf(key)} selected={key === brand.key}>
            {BRANDS[key].displayName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
