import type {
  Blackout,
  TEmployeeInfoSave,
  TrainerInfo,
  TTrainerAvailabilityQuery,
} from '@portal/core';

/** A yes / no / either choice of the filter form (the spec's flags are optional filters). */
export type FlagChoice = '' | 'true' | 'false';

/** The filter form as typed: every text may be empty (then the filter is left out). */
export type AvailabilityFilterDraft = {
  eventTypeReferenceId: string;
  startDate: string;
  endDate: string;
  rangeStart: string;
  rangeEnd: string;
  trainer: string;
  showBooked: boolean;
  trainingState: string;
  trainerState: string;
  employeeStatus: string;
  transformationTeam: string;
  demographicConsideration: FlagChoice;
  secondaryOnly: FlagChoice;
  bilingual: FlagChoice;
};

export const EMPTY_FILTER: AvailabilityFilterDraft = {
  eventTypeReferenceId: '',
  startDate: '',
  endDate: '',
  rangeStart: '',
  rangeEnd: '',
  trainer: '',
  showBooked: false,
  trainingState: '',
  trainerState: '',
  employeeStatus: '',
  transformationTeam: '',
  demographicConsideration: '',
  secondaryOnly: '',
  bilingual: '',
};

const TEXT_FIELDS = [
  'eventTypeReferenceId',
  'startDate',
  'endDate',
  'rangeStart',
  'rangeEnd',
  'trainer',
  'trainingState',
  'trainerState',
  'employeeStatus',
  'transformationTeam',
] as const;
const FLAG_FIELDS = ['demographicConsideration', 'secondaryOnly', 'bilingual'] as const;

/** GetTrainerAvailability's query from the form: blanks left out, flags only when chosen. */
export function availabilityQuery(draft: AvailabilityFilterDraft): TTrainerAvailabilityQuery {
  const query: Record<string, string | boolean> = {};
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    if (value !== '') query[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    if (draft[field] !== '') query[field] = draft[field] === 'true';
  }
  if (draft.showBooked) query['showBooked'] = true;
  return query as TTrainerAvailabilityQuery;
}

/** A blackout row being edited: the dates as typed. */
export type BlackoutDraft = { blackoutStart: string; blackoutEnd: string };

/** Which rows cannot be saved: a missing date, or an end before its start. */
export function blackoutProblems(rows: readonly BlackoutDraft[]): Map<number, 'missing' | 'order'> {
  const problems = new Map<number, 'missing' | 'order'>();
  rows.forEach((row, i) => {
    if (row.blackoutStart === '' || row.blackoutEnd === '') problems.set(i, 'missing');
    else if (row.blackoutEnd < row.blackoutStart) problems.set(i, 'order');
  });
  return problems;
}

/** The rows as saved: numbered in the order shown (the spec's `index`), earliest first. */
export function blackoutRows(rows: readonly BlackoutDraft[]): Blackout[] {
  return [...rows]
    .sort((a, b) => a.blackoutStart.localeCompare(b.blackoutStart))
    .map((row, index) => ({ index, ...row }));
}

/** What SaveEmployeeInfo takes: the facts as they are, with the edited blackout rows. */
export function employeeInfoSave(
  info: TrainerInfo | null,
  facts: Partial<TEmployeeInfoSave>,
  rows: readonly BlackoutDraft[],
): TEmployeeInfoSave {
  return {
    trainingState: info?.trainingState ?? null,
    trainerState: info?.trainerState ?? null,
    employeeStatus: info?.employeeStatus ?? null,
    transformationTeam: info?.transformationTeam ?? null,
    demographicConsideration: info?.demographicConsideration ?? false,
    secondaryOnly: info?.secondaryOnly ?? false,
    bilingual: info?.bilingual ?? false,
    eventTypeReferenceIds: info?.eventTypeReferenceIds ?? [],
    ...facts,
    blackouts: blackoutRows(rows),
  };
}
