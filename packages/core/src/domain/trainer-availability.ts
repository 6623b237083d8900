/**
 * Trainer availability (GetTrainerAvailability): which trainers are free for an event's dates,
 * filtered by the spec's query fields. Pure, so the server answers and tests use one rule.
 */

/** A blackout row of the spec: a trainer is not available from start to end (whole days). */
export type Blackout = { index: number; blackoutStart: string; blackoutEnd: string };

/** A trainer's employee information, as kept for availability. */
export type TrainerInfo = {
  userAccountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  trainingState: string | null;
  trainerState: string | null;
  employeeStatus: string | null;
  transformationTeam: string | null;
  demographicConsideration: boolean;
  secondaryOnly: boolean;
  bilingual: boolean;
  /** Reference ids of the event catalog items the trainer delivers (empty: none yet). */
  eventTypeReferenceIds: string[];
  blackouts: Blackout[];
};

/** An event a trainer is booked on. */
export type TrainerBooking = {
  eventId: string;
  trainerUserAccountId: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
};

export type TrainerAvailabilityFilter = {
  eventTypeReferenceId?: string | undefined;
  /** The dates the trainer must be free on (an event's start and end). */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The calendar range whose bookings and blackouts are listed. */
  rangeStart?: string | undefined;
  rangeEnd?: string | undefined;
  /** Name or e-mail, any part, any case. */
  trainer?: string | undefined;
  /** Also list trainers who are not free on the dates (with why). */
  showBooked?: boolean | undefined;
  trainingState?: string | undefined;
  trainerState?: string | undefined;
  employeeStatus?: string | undefined;
  transformationTeam?: string | undefined;
  demographicConsideration?: boolean | undefined;
  secondaryOnly?: boolean | undefined;
  bilingual?: boolean | undefined;
};

export type TrainerAvailabilityRow = {
  trainer: Omit<TrainerInfo, 'blackouts'>;
  /** Free on the asked dates (no blackout, no booking overlaps them); true without dates. */
  available: boolean;
  blackouts: Blackout[];
  bookings: TrainerBooking[];
};

const day = (iso: string) => iso.slice(0, 10);

/** Whole-day overlap of two date ranges (ISO texts; a missing end is the start's day). */
function overlaps(aStart: string, aEnd: string | null, bStart: string, bEnd: string | null) {
  return day(aStart) <= day(bEnd ?? bStart) && day(bStart) <= day(aEnd ?? aStart);
}

const sameText = (a: string | null, b: string | undefined) =>
  b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();

const sameFlag = (a: boolean, b: boolean | undefined) => b === undefined || a === b;

function matchesProfile(info: TrainerInfo, f: TrainerAvailabilityFilter): boolean {
  const search = f.trainer?.toLowerCase();
  const name = `${info.firstName ?? ''} ${info.lastName ?? ''} ${info.email ?? ''}`.toLowerCase();
  return (
    (f.eventTypeReferenceId === undefined ||
      info.eventTypeReferenceIds.includes(f.eventTypeReferenceId)) &&
    (search === undefined || name.includes(search)) &&
    sameText(info.trainingState, f.trainingState) &&
    sameText(info.trainerState, f.trainerState) &&
    sameText(info.employeeStatus, f.employeeStatus) &&
    sameText(info.transformationTeam, f.transformationTeam) &&
    sameFlag(info.demographicConsideration, f.demographicConsideration) &&
    sameFlag(info.secondaryOnly, f.secondaryOnly) &&
    sameFlag(info.bilingual, f.bilingual)
  );
}

/**
 * The rows of the availability screen: trainers matching the filter, each with whether they
 * are free on startDate..endDate and their blackouts and bookings within rangeStart..rangeEnd
 * (all of them when no range is given). Unavailable trainers appear only with showBooked.
 */
export function trainerAvailability(
  trainers: readonly TrainerInfo[],
  bookings: readonly TrainerBooking[],
  filter: TrainerAvailabilityFilter,
): TrainerAvailabilityRow[] {
  const inRange = (start: string, end: string | null) =>
    filter.rangeStart === undefined ||
    overlaps(start, end, filter.rangeStart, filter.rangeEnd ?? null);
  return trainers
    .filter((info) => matchesProfile(info, filter))
    .map((info) => {
      const own = bookings.filter((b) => b.trainerUserAccountId === info.userAccountId);
      const { startDate, endDate = null } = filter;
      const available =
        startDate === undefined ||
        (!info.blackouts.some((b) =>
          overlaps(b.blackoutStart, b.blackoutEnd, startDate, endDate),
        ) &&
          !own.some((b) => overlaps(b.startDate, b.endDate, startDate, endDate)));
      const { blackouts, ...trainer } = info;
      return {
        trainer,
        available,
        blackouts: blackouts.filter((b) => inRange(b.blackoutStart, b.blackoutEnd)),
        bookings: own.filter((b) => inRange(b.startDate, b.endDate)),
      };
    })
    .filter((row) => row.available || filter.showBooked === true);
}

/** GetUserAccountEmployeeInfoBlackoutStats: a trainer's blackout days within a range. */
export type BlackoutStats = {
  userAccountId: string;
  blackoutCount: number;
  /** Whole days blacked out within the range (overlapping rows counted once). */
  blackoutDays: number;
};

export function blackoutStats(
  userAccountId: string,
  blackouts: readonly Blackout[],
  range: { start: string; end: string },
): BlackoutStats {
  const days = new Set<string>();
  let count = 0;
  for (const b of blackouts) {
    if (!overlaps(b.blackoutStart, b.blackoutEnd, range.start, range.end)) continue;
    count++;
    const first = new Date(
      `${day(b.blackoutStart) > day(range.start) ? day(b.blackoutStart) : day(range.start)}T00:00:00Z`,
    );
    const last = day(b.blackoutEnd) < day(range.end) ? day(b.blackoutEnd) : day(range.end);
    for (let d = first; day(d.toISOString()) <= last; d = new Date(d.getTime() + 86_400_000)) {
      days.add(day(d.toISOString()));
    }
  }
  return { userAccountId, blackoutCount: count, blackoutDays: days.size };
}
