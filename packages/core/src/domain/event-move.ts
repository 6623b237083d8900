/**
 * Moving participants from one event to another (feature `moveParticipant`): what
 * ValidateMoveParticipants shows and MoveParticipants applies. One rule for both calls, so
 * the preview never promises what the move refuses.
 */

/** A participant as the move sees it. */
export type MoveCandidate = {
  participantId: string;
  eventId: string;
  userAccountId: string | null;
  email: string;
  checkedIn: boolean;
};

export type MoveEventFacts = {
  id: string;
  eventTypeId: string | null;
  archived: boolean;
  maxStudents: number;
  participantCount: number;
};

/** Why a participant cannot move. */
export const MoveRefusal = {
  NotInSourceEvent: 'notInSourceEvent',
  AlreadyRegistered: 'alreadyRegistered',
  SameEvent: 'sameEvent',
  TargetArchived: 'targetArchived',
  DifferentEventType: 'differentEventType',
} as const;
export type MoveRefusal = (typeof MoveRefusal)[keyof typeof MoveRefusal];

export const MOVE_REFUSAL_MESSAGES: Readonly<Record<MoveRefusal, string>> = {
  notInSourceEvent: 'This participant is not registered for the event to move from.',
  alreadyRegistered: 'This person is already registered for the event to move to.',
  sameEvent: 'The participant is already in this event.',
  targetArchived: 'The event to move to is archived.',
  differentEventType: 'The events are of different event types.',
};

export type MoveLine = {
  participantId: string;
  refusal: MoveRefusal | null;
  /** A moved check-in stays with the participant: the screen says so. */
  carriesCheckin: boolean;
};

export type MovePlan = {
  lines: MoveLine[];
  /** How many would move. */
  moving: number;
  /** The target's participants after the move. */
  targetCountAfter: number;
  /** The move takes the target over its maximum (allowed: admins may overbook, warned). */
  overCapacity: boolean;
};

const personKey = (p: { userAccountId: string | null; email: string }) =>
  p.userAccountId ?? `email:${p.email.toLowerCase()}`;

/**
 * The plan of a move: each asked participant with its refusal, or none when it moves. People
 * already in the target (same user account, or same e-mail without an account) stay where
 * they are.
 */
export function planMove(input: {
  source: MoveEventFacts;
  target: MoveEventFacts;
  participantIds: readonly string[];
  /** The asked participants that exist (any event). */
  candidates: readonly MoveCandidate[];
  /** Everyone registered for the target. */
  targetParticipants: ReadonlyArray<Pick<MoveCandidate, 'userAccountId' | 'email'>>;
}): MovePlan {
  const { source, target } = input;
  const inTarget = new Set(input.targetParticipants.map(personKey));
  const eventRefusal: MoveRefusal | null =
    source.id === target.id
      ? MoveRefusal.SameEvent
      : target.archived
        ? MoveRefusal.TargetArchived
        : source.eventTypeId !== target.eventTypeId
          ? MoveRefusal.DifferentEventType
          : null;
  const lines = [...new Set(input.participantIds)].map((participantId): MoveLine => {
    const candidate = input.candidates.find((c) => c.participantId === participantId);
    const refusal =
      !candidate || candidate.eventId !== source.id
        ? MoveRefusal.NotInSourceEvent
        : (eventRefusal ??
          (inTarget.has(personKey(candidate)) ? MoveRefusal.AlreadyRegistered : null));
    if (candidate && refusal === null) inTarget.add(personKey(candidate));
    return { participantId, refusal, carriesCheckin: candidate?.checkedIn ?? false };
  });
  const moving = lines.filter((line) => line.refusal === null).length;
  const targetCountAfter = target.participantCount + moving;
  return { lines, moving, targetCountAfter, overCapacity: targetCountAfter > target.maxStudents };
}
