import { z } from 'zod';
import { zGuid } from '@portal/core';

/** Team members by query (`userAccountIds=a,b,c`) until groups exist (see decisions). */
export const zMembers = z.object({
  userAccountIds: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .pipe(z.array(zGuid).max(5000)),
});
