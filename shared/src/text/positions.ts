import type { Position } from '../players/types';
import type { Locale } from './locale';

/**
 * Position codes as the interface's language writes them. The data and the rules keep the English codes
 * (GK, CB, ST…); only what is shown changes. Turkish: the codes of the Turkish edition of EA SPORTS FC,
 * which Turkish fans know from the cards (docs/i18n.md): KL, SĞB, STP, SLB…
 */
const TURKISH: Record<Position, { code: string; name: string }> = {
  GK: { code: 'KL', name: 'Kaleci' },
  RB: { code: 'SĞB', name: 'Sağ bek' },
  CB: { code: 'STP', name: 'Stoper' },
  LB: { code: 'SLB', name: 'Sol bek' },
  RWB: { code: 'SĞKB', name: 'Sağ kanat bek' },
  LWB: { code: 'SLKB', name: 'Sol kanat bek' },
  CDM: { code: 'MDO', name: 'Defansif orta saha' },
  CM: { code: 'MO', name: 'Merkez orta saha' },
  CAM: { code: 'MOO', name: 'Ofansif orta saha' },
  RM: { code: 'SĞO', name: 'Sağ orta saha' },
  LM: { code: 'SLO', name: 'Sol orta saha' },
  RW: { code: 'SĞK', name: 'Sağ kanat' },
  LW: { code: 'SLK', name: 'Sol kanat' },
  CF: { code: 'SF', name: 'Santrafor' },
  ST: { code: 'FV', name: 'Forvet' },
};

const ENGLISH: Record<Position, string> = {
  GK: 'Goalkeeper',
  RB: 'Right back',
  CB: 'Centre back',
  LB: 'Left back',
  RWB: 'Right wing-back',
  LWB: 'Left wing-back',
  CDM: 'Defensive midfielder',
  CM: 'Central midfielder',
  CAM: 'Attacking midfielder',
  RM: 'Right midfielder',
  LM: 'Left midfielder',
  RW: 'Right winger',
  LW: 'Left winger',
  CF: 'Centre forward',
  ST: 'Striker',
};

const known = (code: string): code is Position => Object.hasOwn(TURKISH, code);

/** The code shown for a position: 'CB' → 'STP' in Turkish, 'CB' in English; an unknown code as it is. */
export function positionCode(code: string, locale: Locale): string {
  if (!known(code)) return code;
  return locale === 'tr' ? TURKISH[code].code : code;
}

/** The position's full name, for a tooltip or a screen reader: 'CB' → 'Stoper' / 'Centre back'. */
export function positionName(code: string, locale: Locale): string {
  if (!known(code)) return code;
  return locale === 'tr' ? TURKISH[code].name : ENGLISH[code];
}
