import { randomUUID } from 'node:crypto';
import type { LocaleCode, ProfileDefinition, RiskDirection, ScaleTarget } from '@portal/core';
import type { InstrumentTexts } from './instrument-types';

/**
 * The portal's demo instrument: twelve behavioural scales, each rated by describers on three
 * items. Its texts are this portal's own. Targets are on the 1-5 answer scale; 'Pace' is a risk
 * when too high, 'Directing' on both sides (docs/decisions.md, "360 profile (server)").
 */
export const DEMO_SCALES = [
  { code: 'LIS', riskDirection: 'low', target: [3.8, 4.6] },
  { code: 'FOL', riskDirection: 'low', target: [3.8, 4.6] },
  { code: 'CAN', riskDirection: 'low', target: [3.5, 4.5] },
  { code: 'REC', riskDirection: 'low', target: [3.5, 4.5] },
  { code: 'COM', riskDirection: 'low', target: [3.6, 4.5] },
  { code: 'ADA', riskDirection: 'low', target: [3.5, 4.5] },
  { code: 'COL', riskDirection: 'low', target: [3.8, 4.6] },
  { code: 'DEC', riskDirection: 'low', target: [3.5, 4.4] },
  { code: 'COA', riskDirection: 'low', target: [3.4, 4.4] },
  { code: 'PLA', riskDirection: 'low', target: [3.5, 4.5] },
  { code: 'PAC', riskDirection: 'high', target: [2.5, 3.6] },
  { code: 'CTL', riskDirection: 'both', target: [2.8, 3.9] },
] as const satisfies readonly {
  code: string;
  riskDirection: RiskDirection;
  target: [number, number];
}[];

export const DEMO_ITEMS_PER_SCALE = 3;
export const DEMO_DEFINITION_CODE = 'demo-360';

const itemCodesOf = (code: string) =>
  Array.from({ length: DEMO_ITEMS_PER_SCALE }, (_, i) => `${code}${i + 1}`);

/** The demo definition with the texts of every language given. */
export function demoDefinition(
  texts: Partial<Record<LocaleCode, InstrumentTexts>>,
): Pick<ProfileDefinition, 'code' | 'name' | 'scales'> {
  return {
    code: DEMO_DEFINITION_CODE,
    name: 'Working behaviours 360',
    scales: DEMO_SCALES.map((scale) => ({
      id: randomUUID(),
      code: scale.code,
      riskDirection: scale.riskDirection,
      itemCodes: itemCodesOf(scale.code),
      texts: Object.fromEntries(
        Object.entries(texts).map(([locale, byScale]) => [locale, byScale[scale.code]]),
      ),
    })),
  };
}

export const DEMO_TARGETS: ScaleTarget[] = DEMO_SCALES.map((scale) => ({
  scaleCode: scale.code,
  targetLow: scale.target[0],
  targetHigh: scale.target[1],
}));
