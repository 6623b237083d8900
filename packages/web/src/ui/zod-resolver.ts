import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One failed rule of a schema, as zod reports it. */
export type SchemaIssue = z.core.$ZodIssue;

/**
 * A react-hook-form resolver for a zod schema of core: the form holds the schema's input, a
 * valid submit hands over its output (trimmed, defaulted). `describe` words each issue in the
 * user's language, since zod's own messages are English.
 */
export function zodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  describe: (issue: SchemaIssue) => string,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: describe(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
