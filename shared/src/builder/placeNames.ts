import type { Position } from '../players/types';
import type { Locale } from '../text/locale';
import { positionName } from '../text/positions';
import { builderSlots } from './formations';
import { BENCH_KEYS } from './squad';

/** Spoken names of the position codes in Turkish (screen readers: 'Sol bek, boş'); English: positionName's. */
const POSITION_NAMES: Record<Position, string> = {
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

const spoken = (position: Position, locale: Locale) => (locale === 'tr' ? POSITION_NAMES[position] : positionName(position, locale));
const BENCH: Record<Locale, string> = { tr: 'Yedek', en: 'Sub' };

/**
 * Every place's name for the formation in the language: a position that appears more than once is
 * numbered from the right flank ('Stoper 1', 'Stoper 2'; 'Centre back 1'); bench places are 'Yedek 1' …
 * 'Yedek 9' ('Sub 1' … 'Sub 9').
 */
export function placeNames(formation: string, locale: Locale): Record<string, string> {
  const slots = builderSlots(formation);
  const total = new Map<string, number>();
  for (const s of slots) total.set(s.position, (total.get(s.position) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names: Record<string, string> = {};
  for (const s of slots) {
    const n = (seen.get(s.position) ?? 0) + 1;
    seen.set(s.position, n);
    const name = spoken(s.position, locale);
    names[s.key] = total.get(s.position)! > 1 ? `${name} ${n}` : name;
  }
  BENCH_KEYS.forEach((k, i) => (names[k] = `${BENCH[locale]} ${i + 1}`));
  return names;
}
