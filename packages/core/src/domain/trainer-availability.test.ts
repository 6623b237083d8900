import { describe, expect, it } from 'vitest';
import { blackoutStats, trainerAvailability, type TrainerInfo } from './trainer-availability';

const base: TrainerInfo = {
  userAccountId: 'a',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@x.example',
  trainingState: 'TX',
  trainerState: 'TX',
  employeeStatus: 'Full Time',
  transformationTeam: 'South',
  demographicConsideration: false,
  secondaryOnly: false,
  bilingual: true,
  eventTypeReferenceIds: ['CKH1'],
  blackouts: [{ index: 0, blackoutStart: '2026-12-01', blackoutEnd: '2026-12-03' }],
};
const ben: TrainerInfo = {
  ...base,
  userAccountId: 'b',
  firstName: 'Ben',
  email: 'ben@x.example',
  bilingual: false,
  trainerState: 'OK',
  eventTypeReferenceIds: ['CKH1', 'CKH2'],
  blackouts: [],
};
const bookings = [
  {
    eventId: 'e1',
    trainerUserAccountId: 'b',
    description: 'Kickoff',
    startDate: '2026-12-10T15:00:00Z',
    endDate: null,
  },
];

describe('trainerAvailability', () => {
  it('lists only free trainers unless showBooked, with why the others are not free', () => {
    const dates = { startDate: '2026-12-02', endDate: '2026-12-02' };
    expect(
      trainerAvailability([base, ben], bookings, dates).map((r) => r.trainer.userAccountId),
    ).toEqual(['b']);
    const all = trainerAvailability([base, ben], bookings, { ...dates, showBooked: true });
    expect(all.map((r) => [r.trainer.userAccountId, r.available])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const booked = trainerAvailability([base, ben], bookings, { startDate: '2026-12-10' });
    expect(booked.map((r) => r.trainer.userAccountId)).toEqual(['a']);
  });

  it('applies every profile filter of the query', () => {
    const ids = (filter: Parameters<typeof trainerAvailability>[2]) =>
      trainerAvailability([base, ben], [], filter).map((r) => r.trainer.userAccountId);
    expect(ids({ eventTypeReferenceId: 'CKH2' })).toEqual(['b']);
    expect(ids({ bilingual: true })).toEqual(['a']);
    expect(ids({ trainerState: 'ok' })).toEqual(['b']);
    expect(ids({ trainer: 'LOPEZ' })).toEqual(['a', 'b']);
    expect(ids({ trainer: 'ben@' })).toEqual(['b']);
    expect(ids({ employeeStatus: 'Part Time' })).toEqual([]);
    expect(
      ids({
        secondaryOnly: false,
        demographicConsideration: false,
        transformationTeam: 'south',
        trainingState: 'TX',
      }),
    ).toEqual(['a', 'b']);
  });

  it('lists blackouts and bookings within the range only', () => {
    const rows = trainerAvailability([base, ben], bookings, {
      rangeStart: '2026-12-05',
      rangeEnd: '2026-12-31',
    });
    expect(rows[0]?.blackouts).toEqual([]);
    expect(rows[1]?.bookings.map((b) => b.eventId)).toEqual(['e1']);
  });
});

describe('blackoutStats', () => {
  it('counts rows and distinct days within the range', () => {
    const stats = blackoutStats(
      'a',
      [
        { index: 0, blackoutStart: '2026-12-30', blackoutEnd: '2027-01-02' },
        { index: 1, blackoutStart: '2027-01-02', blackoutEnd: '2027-01-03' },
        { index: 2, blackoutStart: '2028-01-01', blackoutEnd: '2028-01-01' },
      ],
      { start: '2027-01-01', end: '2027-12-31' },
    );
    expect(stats).toEqual({ userAccountId: 'a', blackoutCount: 2, blackoutDays: 3 });
  });
});
