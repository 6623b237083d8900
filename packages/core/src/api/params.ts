import { z } from 'zod';
import { zGuid } from '../validation/guid';

/** `:id`, a GUID: the parameter of most calls on one object. */
export const zIdParams = z.object({ id: zGuid });

/** The body of every failed /api call: a message, the log's reference, and the bad fields. */
export const zErrorBody = z.object({
  message: z.string(),
  referenceId: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
