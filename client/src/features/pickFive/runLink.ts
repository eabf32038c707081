import type { PickFiveRun } from '@onbir/shared/pickFive/run';
import { knockoutDecisionsSchema } from '@onbir/shared/pickFive/knockoutDecisions';

/**
 * A run's share link: its seed and choices in the address's fragment (`#s=<seed>&c=01234…`), and the
 * manager's decisions in the ties when he made any (`&d=`, their JSON in base64url), so opening it replays
 * the run from the pool to the same result card; nothing is stored. A daily run's seed names its day.
 */
const SEED = /^[\w-]{1,40}$/;

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export function runLink(origin: string, run: PickFiveRun): string {
  const decided = run.decisions?.some((tie) => tie.length > 0) ? `&d=${toBase64Url(JSON.stringify(run.decisions))}` : '';
  return `${origin}/besten-birini-sec#s=${encodeURIComponent(run.seed)}&c=${run.choices.join('')}${decided}`;
}

/** The decisions of a fragment's `d`, or undefined when there are none or they are not decisions in their shape. */
function decisionsOf(d: string | null): PickFiveRun['decisions'] | null {
  if (d === null) return undefined;
  try {
    const parsed = knockoutDecisionsSchema.safeParse(JSON.parse(fromBase64Url(d)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The run of a fragment, or null when it is not one (a card's place is one digit, 0-4; decisions in their shape). */
export function runOfHash(hash: string): PickFiveRun | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const seed = params.get('s') ?? '';
  const choices = params.get('c') ?? '';
  const decisions = decisionsOf(params.get('d'));
  if (!SEED.test(seed) || !/^[0-4]{1,40}$/.test(choices) || decisions === null) return null;
  return { seed, choices: [...choices].map(Number), ...(decisions ? { decisions } : {}) };
}
