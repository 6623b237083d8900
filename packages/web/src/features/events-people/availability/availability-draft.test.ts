import { describe, expect, it } from 'vitest';
import type { TrainerInfo } from '@portal/core';
import {
  EMPTY_FILTER,
  availabilityQuery,
  blackoutProblems,
  blackoutRows,
  employeeInfoSave,
} from './availability-draft';

describe('availabilityQuery', () => {
  it('sends only the filters that were set', () => {
    expect(availabilityQuery(EMPTY_FILTER)).toEqual({});
    expect(
      availabilityQuery({
        ...EMPTY_FILTER,
        startDate: '2026-12-01',
        trainer: '  ana ',
        showBooked: true,
        bilingual: 'false',
        secondaryOnly: 'true',
      }),
    ).toEqual({
      startDate: '2026-12-01',
      trainer: 'ana',
      showBooked: true,
      bilingual: false,
      secondaryOnly: true,
    });
  });
});

describe('blackout rows', () => {
  it('numbers the rows earliest first', () => {
    expect(
      blackoutRows([
        { blackoutStart: '2026-12-10', blackoutEnd: '2026-12-11' },
        { blackoutStart: '2026-12-01', blackoutEnd: '2026-12-03' },
      ]),
    ).toEqual([
      { index: 0, blackoutStart: '2026-12-01', blackoutEnd: '2026-12-03' },
      { index: 1, blackoutStart: '2026-12-10', blackoutEnd: '2026-12-11' },
    ]);
  });

  it('finds rows without a date or ending before they start', () => {
    const problems = blackoutProblems([
      { blackoutStart: '2026-12-01', blackoutEnd: '' },
      { blackoutStart: '2026-12-05', blackoutEnd: '2026-12-04' },
      { blackoutStart: '2026-12-05', blackoutEnd: '2026-12-05' },
    ]);
    expect([...problems]).toEqual([
      [0, 'missing'],
      [1, 'order'],
    ]);
  });

  it('keeps the trainer facts when only the rows change', () => {
    const info = {
      userAccountId: 'a',
      firstName: 'Ana',
      lastName: 'B',
      email: 'ana@example.org',
      trainingState: 'TX',
      trainerState: null,
      employeeStatus: 'Full time',
      transformationTeam: null,
      demographicConsideration: false,
      secondaryOnly: true,
      bilingual: true,
      eventTypeReferenceIds: ['CKH1'],
      blackouts: [],
    } satisfies TrainerInfo;
    expect(
      employeeInfoSave(info, {}, [{ blackoutStart: '2026-01-02', blackoutEnd: '2026-01-02' }]),
    ).toEqual({
      trainingState: 'TX',
      trainerState: null,
      employeeStatus: 'Full time',
      transformationTeam: null,
      demographicConsideration: false,
      secondaryOnly: true,
      bilingual: true,
      eventTypeReferenceIds: ['CKH1'],
      blackouts: [{ index: 0, blackoutStart: '2026-01-02', blackoutEnd: '2026-01-02' }],
    });
  });
});
