import { z } from 'zod';
import { zFlag } from './events';
import { optionalText } from './event-catalog';
import { zGuid } from './guid';

/** GET event/GetTrainerAvailability: the spec's query fields (dates as YYYY-MM-DD or ISO). */
const zDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Must be a date (YYYY-MM-DD).')
  .transform((value) => value.slice(0, 10));
const text = z.string().trim().min(1).max(200).optional();

export const ZTrainerAvailabilityQuery = z.object({
  eventTypeReferenceId: text,
  startDate: zDay.optional(),
  endDate: zDay.optional(),
  rangeStart: zDay.optional(),
  rangeEnd: zDay.optional(),
  trainer: text,
  showBooked: zFlag.optional(),
  trainingState: text,
  trainerState: text,
  employeeStatus: text,
  transformationTeam: text,
  demographicConsideration: zFlag.optional(),
  secondaryOnly: zFlag.optional(),
  bilingual: zFlag.optional(),
});
export type TTrainerAvailabilityQuery = z.input<typeof ZTrainerAvailabilityQuery>;

/** A blackout row as a trainer edits it. */
export const ZBlackout = z
  .object({ index: z.number().int().min(0).max(10_000), blackoutStart: zDay, blackoutEnd: zDay })
  .refine((b) => b.blackoutEnd >= b.blackoutStart, {
    message: 'The end must not be before the start.',
    path: ['blackoutEnd'],
  });

/** POST event/SaveEmployeeInfo/{userAccountId}: a trainer's availability facts and blackouts. */
export const ZEmployeeInfoSave = z.object({
  trainingState: optionalText(100),
  trainerState: optionalText(100),
  employeeStatus: optionalText(100),
  transformationTeam: optionalText(100),
  demographicConsideration: z.boolean().default(false),
  secondaryOnly: z.boolean().default(false),
  bilingual: z.boolean().default(false),
  eventTypeReferenceIds: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  blackouts: z.array(ZBlackout).max(500).default([]),
});
export type TEmployeeInfoSave = z.input<typeof ZEmployeeInfoSave>;

/** GetUserAccountEmployeeInfoBlackoutStats/{userAccountId}/{year}: blackouts of a year. */
export const ZBlackoutStatsParams = z.object({
  a: zGuid,
  b: z.coerce.number().int().min(2000).max(2200),
});
