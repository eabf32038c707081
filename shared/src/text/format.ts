import type { Locale } from './locale';

/**
 * Numbers, percentages and dates as the language writes them: Turkish '1.234,5', '%50', '26.11.2026';
 * English '1,234.5', '50%', '11/26/2026'. Formatters are built once per language and options.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A share (0.5) as a percentage: '%50' in Turkish, '50%' in English. */
export function formatPercent(share: number, locale: Locale, fractionDigits = 0): string {
  return formatNumber(share, locale, { style: 'percent', maximumFractionDigits: fractionDigits });
}

export function formatDate(date: Date | number | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return cached(`d:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(new Date(date));
}
