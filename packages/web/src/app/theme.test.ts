import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, WCAG_AA_TEXT, contrastRatio, getBrand } from '@portal/core';
import { createBrandTheme } from './theme';

describe('the brand themes', () => {
  it.each(BRAND_KEYS)('%s: white text on every status colour meets WCAG AA', (key) => {
    const { palette } = createBrandTheme(getBrand(key).theme);
    for (const colour of [palette.error, palette.warning, palette.info, palette.success]) {
      expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });
});
