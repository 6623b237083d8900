import { describe, expect, it } from 'vitest';
import { emptyPlanContent } from '@portal/core';
import { comparePlans } from './plan-compare';

const owner = { companyName: 'Acme', email: 'pat@example.org', firstName: 'Pat', lastName: 'P' };
const base = {
  ...emptyPlanContent(owner),
  goal: 'Listen more',
  strengths: ['Calm'],
  constraints: [
    { name: 'Listening', definition: ['Hears others'], steps: [{ id: 'a', description: 'Pause' }] },
  ],
};

describe('comparing plan versions', () => {
  it('marks only the sections that differ', () => {
    const other = { ...base, goal: 'Speak less', strengths: ['Calm'] };
    const result = comparePlans(base, other);
    const changed = result.filter((r) => r.changed).map((r) => r.section);
    expect(changed).toEqual(['goal']);
    expect(result[0]).toMatchObject({
      current: [{ text: 'Listen more', changed: true }],
      other: [{ text: 'Speak less', changed: true }],
    });
    expect(result.find((r) => r.section === 'strengths')?.current).toEqual([
      { text: 'Calm', changed: false },
    ]);
  });

  it('lists constraints with their kept steps, and partners by name and address', () => {
    const other = {
      ...base,
      constraints: [],
      accountabilityPartners: [
        {
          email: 'a@x.org',
          firstName: 'Al',
          lastName: '',
          includeTPC: true,
          reviewIdIsActive: true,
        },
      ],
    };
    const result = comparePlans(base, other);
    expect(result.find((r) => r.section === 'constraints')).toMatchObject({
      current: [
        { text: 'Listening', changed: true },
        { text: '– Pause', changed: true },
      ],
      other: [],
      changed: true,
    });
    expect(result.find((r) => r.section === 'accountabilityPartners')?.other).toEqual([
      { text: 'Al · a@x.org', changed: true },
    ]);
  });

  it('marks the lines added and removed, not those that only moved or stayed', () => {
    const current = { ...base, strengths: ['Calm', 'Curious', 'Calm'] };
    const other = { ...base, strengths: ['Curious', 'Calm', 'Patient'] };
    const strengths = comparePlans(current, other).find((r) => r.section === 'strengths');
    expect(strengths?.current.map((l) => l.changed)).toEqual([false, false, true]);
    expect(strengths?.other.map((l) => l.changed)).toEqual([false, false, true]);
  });
});
