/**
 * Why something is refused: forbidden (not allowed for this user, 403), conflict (not now, 409),
 * invalid (the request itself is wrong, 400), missing (404), unauthorized (401) or throttled (429).
 * Below every area that refuses (the room game, the match engine's decisions).
 */
export type RefusalKind = 'forbidden' | 'conflict' | 'invalid' | 'missing' | 'unauthorized' | 'throttled';

/** The HTTP status of a refusal kind (the server's AppError). */
export const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, unauthorized: 401, forbidden: 403, missing: 404, conflict: 409, throttled: 429 };
