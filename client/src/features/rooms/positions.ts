import { positionCode } from '@onbir/shared/text/positions';
import type { Locale } from '@onbir/shared/text/locale';

/** A player's positions as the data lists them ('CM, CDM'), in the language's codes ('MO, MDO' in Turkish). */
export const positionsText = (list: string, locale: Locale): string =>
  list
    .split(',')
    .map((p) => positionCode(p.trim(), locale))
    .join(', ');
