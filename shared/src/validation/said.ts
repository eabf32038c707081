import { turkishMessage } from '../messages/turkish';
import type { Wording } from '../messages/message';

/**
 * The `error` option of a schema or check whose message is a catalogue entry: `z.string().min(3, said(w))`.
 * The issue carries the entry and its values as its `params` (zod's field for a custom issue's data, set
 * here on any issue) and their Turkish as its `message`, so that a reader words it in his language from
 * the issue itself (server/src/http/validate.ts, the client's instant checks): no text is looked up.
 * zod 4 (4.6) asks the error map with the raw issue before it copies the issue's fields into the one it
 * reports, so a field set here reaches the report; said.test.ts fails if a zod update stops that.
 */
export const said = (w: Wording) => ({
  error: (issue: object): string => {
    (issue as { params?: unknown }).params = w;
    return turkishMessage(w);
  },
});

/** The catalogue entry and values an issue was made from (`said`), when it is one of ours. */
export function wordingOfIssue(issue: object): Wording | undefined {
  const made = (issue as { params?: unknown }).params as Partial<Wording> | undefined;
  return typeof made?.key === 'string' && typeof made.params === 'object' && made.params !== null ? (made as Wording) : undefined;
}
