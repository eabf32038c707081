import type { z } from 'zod';
import { wording, type Wording } from '@onbir/shared/messages/wording';
import { wordingOfIssue } from '@onbir/shared/validation/said';
import { wordedError } from '../errors';

/** An issue no catalogue entry made (zod's own English, a schema without a message of ours), named as the field's. */
function uncatalogued(issue: z.core.$ZodIssue): Wording {
  const field = issue.path.join('.');
  return wording('validation', field ? 'FIELD_INVALID' : 'INVALID', { field, detail: issue.message });
}

/**
 * Parses a request part with its zod schema; a refusal names the first bad field, worded from the
 * catalogue entry and values its issue carries (`said`, shared/src/validation/said.ts): no text is looked up.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw wordedError(400, 'VALIDATION', wordingOfIssue(issue) ?? uncatalogued(issue));
}
