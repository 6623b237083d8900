import type { ScaleTexts } from '@portal/core';
import type { DEMO_SCALES } from './demo-instrument';

/** The texts of every demo scale in one language. */
export type InstrumentTexts = Record<(typeof DEMO_SCALES)[number]['code'], ScaleTexts>;
