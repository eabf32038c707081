import type { Position } from '../players/types';
import { builderSlots } from './formations';
import { BENCH_KEYS } from './squad';

/** Spoken names of the position codes (screen readers: 'Sol bek, boş'). */
export const POSITION_NAMES: Record<Position, string> = {
  GK: 'Kaleci',
  RB: 'Sağ bek',
  CB: 'Stoper',
  LB: 'Sol bek',
  RWB: 'Sağ kanat beki',
  LWB: 'Sol kanat beki',
  CDM: 'Ön libero',
  CM: 'Merkez orta saha',
  CAM: 'Ofansif orta saha',
  RM: 'Sağ orta saha',
  LM: 'Sol orta saha',
  RW: 'Sağ kanat',
  LW: 'Sol kanat',
  CF: 'İkinci forvet',
  ST: 'Santrafor',
};

/**
 * Every place's name for the formation: a position that appears more than once is numbered from the
 * right flank ('Stoper 1', 'Stoper 2'); bench places are 'Yedek 1' … 'Yedek 9'.
 */
export function placeNames(formation: string): Record<string, string> {
  const slots = builderSlots(formation);
  const total = new Map<string, number>();
  for (const s of slots) total.set(s.position, (total.get(s.position) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names: Record<string, string> = {};
  for (const s of slots) {
    const n = (seen.get(s.position) ?? 0) + 1;
    seen.set(s.position, n);
    names[s.key] = total.get(s.position)! > 1 ? `${POSITION_NAMES[s.position]} ${n}` : POSITION_NAMES[s.position];
  }
  BENCH_KEYS.forEach((k, i) => (names[k] = `Yedek ${i + 1}`));
  return names;
}
