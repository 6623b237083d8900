import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { BrandTheme } from '@portal/core';

/**
 * Status colours of every brand, darker than the library's defaults so white text on them (a
 * filled alert, a toast) meets WCAG AA's 4.5:1; the defaults' warning and info give 3.1 and 3.9.
 */
export const STATUS_COLOURS = {
  error: '#C62828',
  warning: '#B45309',
  info: '#0277BD',
  success: '#2E7D32',
} as const;

/**
 * Borders that show where a field or an option is: WCAG 1.4.11 asks 3:1 against the page for
 * interface parts; the library's field outline (23% black) gives 1.7:1.
 */
export const CONTROL_BORDER = 'rgba(0, 0, 0, 0.5)';

/**
 * People who ask their system for less motion get none: transitions and animations end at once
 * (WCAG 2.3.3); what they show is shown the same, without the movement.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * Nothing is cut off on a narrow screen (WCAG 1.4.10): a chip's label wraps instead of ending in
 * an ellipsis, and a row of tabs wider than the screen scrolls, with its arrows shown.
 */
const REFLOW = {
  MuiChip: {
    styleOverrides: {
      root: { height: 'auto', minHeight: 32 },
      sizeSmall: { minHeight: 24 },
      label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 2 },
    },
  },
  MuiTabs: {
    defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
  },
} as const satisfies ThemeOptions['components'];

/** The MUI theme of a brand; the configured theme, when there is one, wins. */
export function createBrandTheme(brand: BrandTheme, configured?: Partial<BrandTheme>): Theme {
  const colours = { ...brand, ...configured };
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: colours.surface },
      text: { primary: colours.text },
      error: { main: STATUS_COLOURS.error },
      warning: { main: STATUS_COLOURS.warning, contrastText: '#FFFFFF' },
      info: { main: STATUS_COLOURS.info },
      success: { main: STATUS_COLOURS.success, contrastText: '#FFFFFF' },
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
      MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiOutlinedInput: {
        styleOverrides: { notchedOutline: { borderColor: CONTROL_BORDER } },
      },
      ...REFLOW,
    },
  });
}
