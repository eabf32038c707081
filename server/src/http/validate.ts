import type { z } from 'zod';
import { wording, type Wording } from '@onbir/shared/messages/wording';
import { wordingOfIssue } from '@onbir/shared/validation/said';
import { wordedError } from '../errors';

/** A message no catalogue entry made: zod's own English is named as a field's; a schema's own text is shown as it is. */
function uncatalogued(issue: z.core.$ZodIssue): Wording {
  const field = issue.path.join('.');
  const zods = issue.message.startsWith('Invalid') || issue.message.startsWith('Too') || issue.message.startsWith('Unrecognized');
  if (zods) return wording('validation', field ? 'FIELD_INVALID' : 'INVALID', { field, detail: issue.message });
  return wording('validation', 'UNCATALOGUED', { detail: issue.message });
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
