// The types of test.mjs's exports, for its unit test.
export type Stage = { name: string; command: string; after?: string[] };
export const stages: Stage[];
export function selectStages(names: string[]): Stage[];
export function childProcessorSeconds(timesOutput: string): number;
