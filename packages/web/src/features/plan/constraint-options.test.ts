import { describe, expect, it } from 'vitest';
import type { LatestProfileReportSummary, ProfileScaleSummary } from '@portal/core';
import {
  addConstraintOption,
  constraintOptions,
  reportScaleOption,
  reportStrengths,
} from './constraint-options';

const scale = (code: string, name: string, strengths: string[] = []): ProfileScaleSummary => ({
  id: '0b9c6c36-5d0f-4c55-8f6a-2b1c1d1e1f10',
  code,
  name,
  displayName: name,
  definition: [`${name} means this`],
  strengths,
  tractionSteps: [`Practise ${name}`, `Ask about ${name}`],
});

const report: LatestProfileReportSummary = {
  scales: [
    scale('CALM', 'Calm', ['Steady', 'Patient']),
    scale('DRIVE', 'Drive', ['Patient', 'Bold']),
  ],
  topConstraints: [scale('LISTEN', 'Listening')],
};

const reference = [
  { code: 'r1', name: 'Listening', definition: ['Hears others'], steps: [] },
  { code: 'r2', name: 'Delegating', definition: ['Hands work over'], steps: ['Pick one task'] },
];

describe('constraint options', () => {
  it('offers the report top constraints first, then reference constraints not already offered', () => {
    const options = constraintOptions(reference, report);
    expect(options.map((o) => [o.name, o.fromReport])).toEqual([
      ['Listening', true],
      ['Delegating', false],
    ]);
  });

  it('offers only the reference constraints without a report', () => {
    expect(constraintOptions(reference, null).map((o) => o.name)).toEqual([
      'Listening',
      'Delegating',
    ]);
  });

  it('finds a report scale by its code, any case, for the ?constraint= link', () => {
    expect(reportScaleOption(report, 'drive')?.name).toBe('Drive');
    expect(reportScaleOption(report, 'nope')).toBeNull();
    expect(reportScaleOption(null, 'DRIVE')).toBeNull();
  });

  it('adds an option in the first empty slot with its definition and steps, each with an id', () => {
    const option = reportScaleOption(report, 'DRIVE')!;
    const empty = { name: '', definition: [], steps: [] };
    const first = { name: 'Calm', definition: ['x'], steps: [] };
    const result = addConstraintOption([first, empty, empty], option);
    expect(result[0]).toBe(first);
    expect(result[1]).toMatchObject({ name: 'Drive', definition: ['Drive means this'] });
    expect(result[1]?.steps.map((s) => s.description)).toEqual([
      'Practise Drive',
      'Ask about Drive',
    ]);
    expect(result[1]?.steps.every((s) => s.id.length > 0)).toBe(true);
    expect(result[2]).toBe(empty);
  });

  it('does not add a constraint twice and appends when no slot is empty', () => {
    const option = reportScaleOption(report, 'DRIVE')!;
    const drive = { name: 'drive', definition: ['x'], steps: [] };
    expect(addConstraintOption([drive], option)).toEqual([drive]);
    const calm = { name: 'Calm', definition: ['x'], steps: [] };
    expect(addConstraintOption([calm], option).map((c) => c.name)).toEqual(['Calm', 'Drive']);
  });

  it('takes the strengths of every scale once', () => {
    expect(reportStrengths(report)).toEqual(['Steady', 'Patient', 'Bold']);
    expect(reportStrengths(null)).toEqual([]);
  });
});
