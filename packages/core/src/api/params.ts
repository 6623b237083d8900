import { z } from 'zod';
import { EMAIL_NOT_VERIFIED_REASON } from '../domain/constants';
import { zGuid } from '../validation/guid';

/** `:id`, a GUID: the parameter of most calls on one object. */
export const zIdParams = z.object({ id: zGuid });

/**
 * The body of every failed /api call: a message in the caller's language (Accept-Language), its
 * stable key, the log's reference, and the bad fields.
 */
export const zErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  referenceId: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  reason: z.literal(EMAIL_NOT_VERIFIED_REASON).optional(),
});

/** A flag in a path: 'true', 'false', '1' or '0' in any case. */
export const zFlagParam = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((flag) => flag === 'true' || flag === '1');

/** `:id` of a delete that answers false for an id that is not a GUID (the error catalogue). */
export const zAnyIdParams = z.object({ id: z.string().max(100) });
