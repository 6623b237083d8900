// The types of test.mjs's exports, for its unit test.
export type Stage = { name: string; command: string; after?: string[]; waitsFor?: string[] };
export const stages: Stage[];
export function selectStages(names: string[]): Stage[];
export function childProcessorSeconds(timesOutput: string): number;
export type StageResult = { ok: boolean; skipped?: boolean; wall: number; cpu?: number };
export function runStages(
  selected: Stage[],
): Promise<{ ok: boolean; results: Map<string, StageResult> }>;
