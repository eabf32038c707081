import type { z } from 'zod';
import { wording, wordingOfText } from '@onbir/shared/messages/wording';
import { badRequest, wordedError } from '../errors';

/**
 * Parses a request part with its zod schema; a refusal names the first bad field, worded from the
 * catalogue entry and values its message was made from (schemaMessage, fieldMessage).
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const made = wordingOfText(issue.message);
  if (made) throw wordedError(400, 'VALIDATION', made);
  // zod's own English texts (a schema without a message of ours) are named as a field's.
  const zods = issue.message.startsWith('Invalid') || issue.message.startsWith('Too') || issue.message.startsWith('Unrecognized');
  if (zods) throw wordedError(400, 'VALIDATION', wording('validation', field ? 'FIELD_INVALID' : 'INVALID', { field, detail: issue.message }));
  throw badRequest(issue.message, 'VALIDATION');
}
