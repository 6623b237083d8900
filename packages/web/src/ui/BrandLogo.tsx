import Box from '@mui/material/Box';
import type { Brand } from '@portal/core';

/** The brand's SVG logo on a light surface, so it reads on any theme. */
export function BrandLogo({ brand, height = 40 }: { brand: Brand; height?: number }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brand.logoSvg)}`;
  return (
    <Box
      component="img"
      src={src}
      alt={brand.displayName}
      sx={{ height, width: 'auto', maxWidth: '100%', display: 'block' }}
    />
  );
}
