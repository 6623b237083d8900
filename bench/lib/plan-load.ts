import type { TractionPlanSaveInput } from '@portal/core';

export type Editor = { accountId: string; token: string };

/**
 * What the load process of the plan benchmark is asked to do (bench/plan-load.ts): with
 * `saveEveryMs`, each editor starts a save that often (an editor typing steadily, the autosave
 * firing on time); without it, as fast as the server answers (the server's capacity).
 */
export type PlanLoadTask = {
  base: string;
  brand: string;
  editors: Editor[];
  seconds: number;
  saveEveryMs?: number;
};

/** What it measured: every save's and load's milliseconds, and the saves answered 200 by editor. */
export type PlanLoadResult = {
  saves: number[];
  loads: number[];
  conflicts: number;
  errors: number;
  savedPerEditor: number[];
};

/** A complete plan, a little different in each round. */
export const planContent = (editor: number, round: number): TractionPlanSaveInput['plan'] => ({
  goal: `Goal of editor ${editor}, round ${round}`,
  impactStatement: 'The team owns its week.',
  strengths: ['Calm', 'Curious', 'Reliable', 'Clear', 'Patient', 'Direct', 'Warm', 'Focused'],
  constraints: [1, 2, 3].map((n) => ({
    name: `Constraint ${n}`,
    definition: [`What constraint ${n} looks like`, 'And how it shows'],
    steps: [
      { id: `${n}a`, description: `First step of ${n}` },
      { id: `${n}b`, description: `Second step of ${n}, round ${round}` },
    ],
  })),
  accountabilityPartners: [1, 2, 3].map((n) => ({
    email: `partner${n}@bench.example`,
    firstName: 'Partner',
    lastName: String(n),
  })),
  sharedPartners: [],
});
