import type { LocaleCode } from '@portal/core';
import { de } from './de';
import { enGb } from './en-gb';
import { enUs } from './en-us';
import { es } from './es';
import { es419 } from './es-419';
import { fr } from './fr';
import type { InstrumentTexts } from './instrument-types';
import { it } from './it';
import { pl } from './pl';
import { pt } from './pt';
import { ptBr } from './pt-br';

/** The demo instrument's texts in every language of the portal. */
export const INSTRUMENT_TEXTS: Record<LocaleCode, InstrumentTexts> = {
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
