import { QUICK_PACES, type QuickPace } from '@onbir/shared/builder/quickPace';
import type { BuilderTeam } from '@onbir/shared/players/types';

/** Marked on the click on 'Maçı başlat' (the bench times the kick-off from it). */
export const QUICK_CLICK_MARK = 'ilk11:quick-click';

/**
 * A quick match in the builder's address, beside the squad's code ('#s=…'): the opponent's club id, the
 * seed and the pace, and the input's fingerprint once played. With the squad these are the whole match:
 * the address is the replay link.
 */
export interface QuickMatchParams {
  clubId: number;
  seed: number;
  pace: QuickPace;
  /** The fingerprint of the match as first played (absent until then). */
  fingerprint: string | null;
}

export function readQuickMatch(hash: string): QuickMatchParams | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const clubId = Number(p.get('oyna'));
  const seed = Number(p.get('tohum'));
  if (!Number.isInteger(clubId) || clubId <= 0 || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return null;
  const pace = QUICK_PACES.find((x) => x === p.get('hiz')) ?? 'normal';
  return { clubId, seed, pace, fingerprint: p.get('iz') };
}

/** The address's hash with a quick match's parameters set (or, with null, taken away), the squad's code kept. */
export function withQuickMatch(hash: string, match: QuickMatchParams | null): string {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  for (const k of ['oyna', 'tohum', 'hiz', 'iz']) p.delete(k);
  if (match) {
    p.set('oyna', String(match.clubId));
    p.set('tohum', String(match.seed));
    p.set('hiz', match.pace);
    if (match.fingerprint) p.set('iz', match.fingerprint);
  }
  return p.size ? `#${p.toString()}` : '';
}

/** A new seed for a new match (the match itself draws only from its seeded generator). */
export const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** A new match's parameters: the opponent, a fresh seed and the pace (the fingerprint comes once played). */
export const startParams = (club: BuilderTeam, pace: QuickPace): QuickMatchParams => ({ clubId: club.club_id, seed: newSeed(), pace, fingerprint: null });
