import type { LocaleCode } from '@portal/core';
import { de } from './de';
import { enGb } from './en-gb';
import { enUs } from './en-us';
import { es } from './es';
import { es419 } from './es-419';
import { fr } from './fr';
import type { InstrumentTexts } from './instrument-types';
import { SELF_ITEMS } from './self-items';
import { it } from './it';
import { pl } from './pl';
import { pt } from './pt';
import { ptBr } from './pt-br';

/** The texts of one language with the self-description's items beside the describers'. */
function withSelfItems(locale: LocaleCode, texts: InstrumentTexts): InstrumentTexts {
  const self = SELF_ITEMS[locale];
  return Object.fromEntries(
    Object.entries(texts).map(([code, scale]) => [
      code,
      { ...scale, selfItems: self[code as keyof typeof self] },
    ]),
  ) as InstrumentTexts;
}

const TEXTS: Record<LocaleCode, InstrumentTexts> = {
  de,
  'en-gb': enGb,
  'en-us': enUs,
  'es-419': es419,
  es,
  fr,
  it,
  pl,
  'pt-br': ptBr,
  pt,
};

/** The demo instrument's texts in every language of the portal. */
export const INSTRUMENT_TEXTS = Object.fromEntries(
  Object.entries(TEXTS).map(([locale, texts]) => [
    locale,
    withSelfItems(locale as LocaleCode, texts),
  ]),
) as Record<LocaleCode, InstrumentTexts>;
