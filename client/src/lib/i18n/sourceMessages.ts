/**
 * Renders a Turkish message as the build compiled it into the code (client/i18nPlugin.ts: the form of
 * Lingui's compiled catalogues). Turkish needs nothing else, so a Turkish visit loads no Lingui runtime:
 * the translated languages render through Lingui's own I18n (runtime.tsx), loaded with their catalogues.
 * Its output equals Lingui's for every kind of ICU token (sourceMessages.test.ts).
 */
export type Compiled = string | Token[];
type Token = string | [name: string, type?: string, format?: unknown];
type Cases = Record<string, Compiled> & { offset?: number };

const plurals = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string, type: 'cardinal' | 'ordinal', n: number): string {
  const key = `${locale}:${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(n);
}

export function renderMessage(message: Compiled | undefined, values: Record<string, unknown>, locale: string, count?: number): string {
  if (!Array.isArray(message)) return message ?? '';
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? new Intl.NumberFormat(locale).format(count) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as Cases;
      const n = Number(value) - (cases.offset ?? 0);
      const category = pluralRule(locale, type === 'plural' ? 'cardinal' : 'ordinal', n);
      out += renderMessage(cases[String(value)] ?? cases[category] ?? cases.other, values, locale, n);
    } else if (type === 'select') {
      const cases = format as Cases;
      out += renderMessage(cases[String(value)] ?? cases.other, values, locale);
    } else if (type === 'number') {
      out += new Intl.NumberFormat(locale, format === 'percent' || format === 'currency' ? { style: format } : undefined).format(value as number);
    } else if (type === 'date' || type === 'time') {
      out += new Intl.DateTimeFormat(locale, type === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(value as string));
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}
