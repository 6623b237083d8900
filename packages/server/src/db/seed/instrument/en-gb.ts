import { enUs } from './en-us';
import type { InstrumentTexts } from './instrument-types';

/** British spelling of the en-us texts. */
export const enGb: InstrumentTexts = {
  ...enUs,
  CAN: { ...enUs.CAN, name: 'Candour', displayName: 'Candour' },
  PLA: {
    ...enUs.PLA,
    definition: [
      'Thinks ahead and organises work into clear steps.',
      'Sets priorities so the important work gets done.',
    ],
  },
};
