import type { DecisionTime } from './types';

/**
 * The order of the match's minutes as one number: 45+2 comes after 45 and before 46, 90+4 before 91.
 * A decision with key k applies before the first minute whose key is greater.
 */
export function minuteKey(minute: number, added = 0): number {
  return minute * 16 + (added > 15 ? 15 : added);
}

export const decisionKey = (d: DecisionTime): number => minuteKey(d.minute, d.added ?? 0);
