import { describe, expect, it } from 'vitest';
import { childProcessorSeconds, selectStages, stages } from './test.mjs';

describe('the test runner', () => {
  it('runs every stage when none is named', () => {
    expect(selectStages([]).map((stage) => stage.name)).toEqual(stages.map((stage) => stage.name));
  });

  it('adds the stages a named stage needs: the browser tests reuse the build', () => {
    expect(selectStages(['e2e']).map((stage) => stage.name)).toEqual(['build', 'e2e']);
    expect(selectStages(['unit', 'lint']).map((stage) => stage.name)).toEqual(['lint', 'unit']);
  });

  it('refuses a stage it does not know', () => {
    expect(() => selectStages(['lint', 'everything'])).toThrow('Unknown stage: everything');
  });

  it("reads the children's processor time from the shell's times", () => {
    expect(childProcessorSeconds('0m0.01s 0m0.00s\n1m2.50s 0m3.25s\n')).toBeCloseTo(65.75);
    expect(childProcessorSeconds('0m0.000000s 0m0.000000s\n0m1.200000s 0m0.300000s')).toBeCloseTo(
      1.5,
    );
    expect(childProcessorSeconds('')).toBe(0);
  });
});
