import type { z } from 'zod';
import { fillMessage } from '@onbir/shared/messages/fill';
import { validationMessages as V } from '@onbir/shared/messages/validation';
import { badRequest } from '../errors';

/** Parses a request part with its zod schema; a refusal names the first bad field in Turkish. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  // zod's own English texts (a schema without a message of ours) are named as a field's.
  const message = issue.message.startsWith('Invalid') || issue.message.startsWith('Too') || issue.message.startsWith('Unrecognized')
    ? fillMessage(field ? V.FIELD_INVALID : V.INVALID, { field, detail: issue.message })
    : issue.message;
  throw badRequest(message, 'VALIDATION');
}
