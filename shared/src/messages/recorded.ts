/**
 * The filled-in texts a schema was given as its messages (zod keeps only a message's text on an issue),
 * each with the catalogue entry and values it was made from: a validation error is then worded from those
 * in the request's language (server/src/http/validate.ts). Schemas are built once, as their modules load.
 */
const made = new Map<string, { key: string; params: Readonly<Record<string, string | number>> }>();

/** Records `text` as made from `key` with `params`, and gives it back. */
export function recorded(text: string, key: string, params: Readonly<Record<string, string | number>>): string {
  made.set(text, { key, params });
  return text;
}

/** The catalogue entry and values a schema message was made from, when it was recorded. */
export const recordedMade = (text: string) => made.get(text);
