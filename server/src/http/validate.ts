import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses a request part with its zod schema; a refusal names the first bad field in Turkish. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const message = issue.message.startsWith('Invalid') || issue.message.startsWith('Too') || issue.message.startsWith('Unrecognized')
    ? `Geçersiz alan${field ? ` '${field}'` : ''}: ${issue.message}`
    : issue.message;
  throw badRequest(message, 'VALIDATION');
}
