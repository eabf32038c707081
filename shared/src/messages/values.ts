import type { Locale } from '../text/locale';
import { positionCode } from '../text/positions';
import { fieldLabel, isFieldCode } from './fieldLabels';

const units: Record<Locale, [string, string, string, string]> = { tr: ['saniye', 'saniye', 'dakika', 'dakika'], en: ['second', 'seconds', 'minute', 'minutes'] };

/** A wait in seconds as the language says it, rounded up (so the user never comes back too early): "15 saniye", "2 minutes". */
function duration(seconds: number, locale: Locale): string {
  const [one, many, oneMinute, minutes] = units[locale];
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return `${n} ${n === 1 ? one : many}`;
  }
  const n = Math.ceil(seconds / 60);
  return `${n} ${n === 1 ? oneMinute : minutes}`;
}

/** A value in `locale`: a position's code as the language abbreviates it, a field's label, a wait. */
function valueIn(name: string, value: string | number, locale: Locale): string | number {
  if (name === 'position' && typeof value === 'string') return positionCode(value, locale);
  if (name === 'wait' && typeof value === 'number') return duration(value, locale);
  if (name === 'field' && isFieldCode(value)) return fieldLabel(value, locale);
  return value;
}

/** A message's values as `locale` writes them in its text. */
export const valuesIn = (params: Readonly<Record<string, string | number>>, locale: Locale): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, valueIn(name, value, locale)]));
