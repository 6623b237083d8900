import type { LocaleCode } from '@portal/core';
import { enUs } from './en-us';
import type { InstrumentTexts } from './instrument-types';

/** The demo instrument's texts in every language of the portal. */
export const INSTRUMENT_TEXTS: Partial<Record<LocaleCode, InstrumentTexts>> = {
  'en-us': enUs,
};
