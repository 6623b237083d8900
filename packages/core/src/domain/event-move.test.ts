import { describe, expect, it } from 'vitest';
import { MoveRefusal, planMove } from './event-move';

const source = { id: 's', eventTypeId: 't', archived: false, maxStudents: 40, participantCount: 3 };
const target = { id: 'd', eventTypeId: 't', archived: false, maxStudents: 2, participantCount: 1 };
const candidates = [
  { participantId: 'p1', eventId: 's', userAccountId: 'u1', email: 'a@x.example', checkedIn: true },
  {
    participantId: 'p2',
    eventId: 's',
    userAccountId: null,
    email: 'B@x.example',
    checkedIn: false,
  },
  {
    participantId: 'p3',
    eventId: 'other',
    userAccountId: 'u3',
    email: 'c@x.example',
    checkedIn: false,
  },
];

describe('planMove', () => {
  it("moves the source event's participants, carrying check-ins, and warns over capacity", () => {
    const plan = planMove({
      source,
      target,
      participantIds: ['p1', 'p2', 'p3', 'p1', 'missing'],
      candidates,
      targetParticipants: [],
    });
    expect(plan.lines).toEqual([
      { participantId: 'p1', refusal: null, carriesCheckin: true },
      { participantId: 'p2', refusal: null, carriesCheckin: false },
      { participantId: 'p3', refusal: MoveRefusal.NotInSourceEvent, carriesCheckin: false },
      { participantId: 'missing', refusal: MoveRefusal.NotInSourceEvent, carriesCheckin: false },
    ]);
    expect(plan.moving).toBe(2);
    expect(plan.targetCountAfter).toBe(3);
    expect(plan.overCapacity).toBe(true);
  });

  it('leaves people already in the target where they are (by account, or by e-mail)', () => {
    const plan = planMove({
      source,
      target,
      participantIds: ['p1', 'p2'],
      candidates,
      targetParticipants: [
        { userAccountId: 'u1', email: 'other@x.example' },
        { userAccountId: null, email: 'b@x.example' },
      ],
    });
    expect(plan.lines.map((l) => l.refusal)).toEqual([
      MoveRefusal.AlreadyRegistered,
      MoveRefusal.AlreadyRegistered,
    ]);
    expect(plan.moving).toBe(0);
  });

  it('refuses a move to an archived event, to the same event, or across event types', () => {
    const one = (t: typeof target) =>
      planMove({ source, target: t, participantIds: ['p1'], candidates, targetParticipants: [] })
        .lines[0]?.refusal;
    expect(one({ ...target, archived: true })).toBe(MoveRefusal.TargetArchived);
    expect(one({ ...target, id: 's' })).toBe(MoveRefusal.SameEvent);
    expect(one({ ...target, eventTypeId: 'other' })).toBe(MoveRefusal.DifferentEventType);
  });
});
