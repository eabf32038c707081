import type { BoardCommand, Key } from './types';

/** A key as a user presses it: Ç on a Turkish keyboard counts as C, letters in either case. */
function keyName(key: string): string {
  // A key of the Turkish keyboard, not a text anyone reads.
  // eslint-disable-next-line text/no-untranslated
  if (key.toLocaleUpperCase('tr-TR') === 'Ç') return 'C';
  return key.length === 1 ? key.toLocaleUpperCase('en') : key;
}

type Pressed = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function matches(k: Key, e: Pressed): boolean {
  if (e.altKey || (e.ctrlKey || e.metaKey) !== !!k.ctrl) return false;
  if (k.shift !== undefined && k.shift !== e.shiftKey) return false;
  return keyName(e.key) === k.key;
}

const NAMES: Record<string, string> = { ' ': 'Space' };

/** "Ctrl+Shift+Z": a key as a tooltip writes it. */
export function keyText(k: Key): string {
  return [k.ctrl && 'Ctrl', k.shift && 'Shift', NAMES[k.key] ?? k.key].filter(Boolean).join('+');
}

/** A command's keys for aria-keyshortcuts ("Control+Shift+Z"). */
export function ariaKeys(c: BoardCommand): string | undefined {
  return c.keys.map((k) => [k.ctrl && 'Control', k.shift && 'Shift', NAMES[k.key] ?? k.key].filter(Boolean).join('+')).join(' ') || undefined;
}

/** "Ok (O)": a control's name with its first key, for its tooltip. */
export function withKey(name: string, c: BoardCommand): string {
  return c.keys.length ? `${name} (${keyText(c.keys[0])})` : name;
}
