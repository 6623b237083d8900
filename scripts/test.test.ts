import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childProcessorSeconds, runStages, selectStages, stages } from './test.mjs';

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

  it('runs stages side by side, skips one whose need failed, and fails when any failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-runner-'));
    // Each of the pair marks that it runs, then waits for the other's mark: both pass only when
    // they run at the same time.
    const meet = (mine: string, other: string) =>
      `touch ${dir}/${mine}; for i in $(seq 100); do [ -e ${dir}/${other} ] && exit 0; sleep 0.1; done; exit 1`;
    try {
      const { ok, results } = await runStages([
        { name: 'pair-a', command: meet('a', 'b') },
        { name: 'pair-b', command: meet('b', 'a') },
        { name: 'broken', command: 'exit 3' },
        { name: 'after-broken', command: 'true', after: ['broken'] },
        { name: 'after-pair', command: 'true', after: ['pair-a'] },
      ]);
      expect(ok).toBe(false);
      expect(results.get('pair-a')?.ok).toBe(true);
      expect(results.get('pair-b')?.ok).toBe(true);
      expect(results.get('broken')?.ok).toBe(false);
      expect(results.get('after-broken')?.skipped).toBe(true);
      expect(results.get('after-pair')?.ok).toBe(true);
      expect(results.get('pair-a')?.cpu).toBeTypeOf('number');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a stage that waits for others once they ended, even when one failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-runner-'));
    try {
      const { results } = await runStages([
        { name: 'waiter', command: `[ -e ${dir}/slow ]`, waitsFor: ['slow', 'broken'] },
        { name: 'slow', command: `sleep 0.5; touch ${dir}/slow` },
        { name: 'broken', command: 'exit 3' },
      ]);
      expect(results.get('waiter')?.ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes when every stage passed', async () => {
    expect((await runStages([{ name: 'fine', command: 'true' }])).ok).toBe(true);
  });
});
