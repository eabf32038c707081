import type { Tool } from './ui';

/**
 * Single-key shortcuts, shown in each button's tooltip: the Turkish name's first letter where it is
 * free (Seç, Kalem, Ok, Çizgi, Alan, Yazı, Ekipman), F for full screen.
 */
export type ToolKey = Tool | 'pen';
export const TOOL_KEYS: Record<ToolKey, string> = { select: 'S', pen: 'K', arrow: 'O', line: 'C', zone: 'A', text: 'Y', equipment: 'E' };
export const FULLSCREEN_KEY = 'F';

/** The tool a key chooses (Ç on a Turkish keyboard counts as C). */
export function toolForKey(key: string): ToolKey | null {
  // A key of the Turkish keyboard, not a text anyone reads.
  // eslint-disable-next-line text/no-untranslated
  const k = key.toLocaleUpperCase('tr-TR') === 'Ç' ? 'C' : key.toLocaleUpperCase('en');
  return (Object.keys(TOOL_KEYS) as ToolKey[]).find((t) => TOOL_KEYS[t] === k) ?? null;
}

/** "Ok (O)": a control's name with its key, for its tooltip. */
export const withKey = (name: string, key: string) => `${name} (${key})`;
