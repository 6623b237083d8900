import { describe, expect, it } from 'vitest';
import { LOCALES, zScaleTexts } from '@portal/core';
import { DEMO_ITEMS_PER_SCALE, DEMO_SCALES } from './demo-instrument';
import { INSTRUMENT_TEXTS } from './texts';

describe('demo instrument texts', () => {
  it('gives every scale complete texts in every language', () => {
    for (const locale of LOCALES) {
      for (const scale of DEMO_SCALES) {
        const texts = INSTRUMENT_TEXTS[locale][scale.code];
        expect(zScaleTexts.safeParse(texts).success, `${locale} ${scale.code}`).toBe(true);
        expect(texts.items).toHaveLength(DEMO_ITEMS_PER_SCALE);
        expect(texts.selfItems).toHaveLength(DEMO_ITEMS_PER_SCALE);
        // Portugal's formal address has the verb forms of the third person, so its self items
        // may read as its describers' ones; every other language says "you".
        if (locale !== 'pt') {
          expect(texts.selfItems, `${locale} ${scale.code}`).not.toEqual(texts.items);
        }
        expect(texts.tractionSteps.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('translates the texts rather than copying English', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('en'))) {
      for (const scale of DEMO_SCALES) {
        expect(INSTRUMENT_TEXTS[locale][scale.code].items[0], `${locale} ${scale.code}`).not.toBe(
          INSTRUMENT_TEXTS['en-us'][scale.code].items[0],
        );
      }
    }
  });
});
