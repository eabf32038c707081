import type { PickFiveRun } from '@onbir/shared/pickFive/run';

/**
 * A run's share link: its seed and choices in the address's fragment (`#s=<seed>&c=01234…`), so opening it
 * replays the run from the pool to the same result card; nothing is stored. A daily run's seed names its day.
 */
const SEED = /^[\w-]{1,40}$/;

export function runLink(origin: string, run: PickFiveRun): string {
  return `${origin}/besten-birini-sec#s=${encodeURIComponent(run.seed)}&c=${run.choices.join('')}`;
}

/** The run of a fragment, or null when it is not one (a card's place is one digit, 0-4). */
export function runOfHash(hash: string): PickFiveRun | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const seed = params.get('s') ?? '';
  const choices = params.get('c') ?? '';
  if (!SEED.test(seed) || !/^[0-4]{1,40}$/.test(choices)) return null;
  return { seed, choices: [...choices].map(Number) };
}
