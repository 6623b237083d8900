import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandTheme } from '@portal/core';

/** The MUI theme of a brand; the configured theme, when there is one, wins. */
export function createBrandTheme(brand: BrandTheme, configured?: Partial<BrandTheme>): Theme {
  const colours = { ...brand, ...configured };
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: colours.surface },
      text: { primary: colours.text },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: 'clamp(1.625rem, 5vw, 2rem)', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
    },
  });
}
