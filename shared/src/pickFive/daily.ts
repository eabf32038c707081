import { wallTimeAt } from '../league/wallClock';

/**
 * The daily challenge's seed (docs/drafts.md, 'The daily challenge'): one a day for everyone, changing
 * at midnight in Istanbul (the product's home, whatever the player's zone), from the date alone.
 */
export const DAILY_TIME_ZONE = 'Europe/Istanbul';

/** The challenge's day at an instant, 'YYYY-MM-DD' on Istanbul's calendar. */
export function dailyDate(now: number): string {
  const { year, month, day } = wallTimeAt(now, DAILY_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The run seed of a day's challenge: the same string for everyone that day (./draw.ts hashes it). */
export const dailySeed = (date: string): string => `daily-${date}`;
