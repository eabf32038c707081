import { editCommands } from './editCommands';
import { pitchCommands } from './pitchCommands';
import { stepCommands } from './stepCommands';
import { toolCommands } from './toolCommands';
import { matches } from './keys';
import type { BoardCommand, CommandContext } from './types';

/**
 * Every board command, once. A key runs the first command it names that can act (Escape: leave the
 * animation, drop the shape being drawn, put the tool down, clear the selection, in that order).
 */
export const COMMANDS: readonly BoardCommand[] = [...pitchCommands, ...toolCommands, ...editCommands, ...stepCommands];

const BY_ID = new Map(COMMANDS.map((c) => [c.id, c]));

export function command(id: string): BoardCommand {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no board command ${id}`);
  return c;
}

type Pressed = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Runs the command a key names, where it was pressed: on the pitch every command's keys count, elsewhere
 * on the page those of the pitch's own do not. Returns whether the key was the board's (it then does
 * nothing else); on the pitch a key that cannot act says why, where its command says.
 */
export function runKey(ctx: CommandContext, e: Pressed, where: 'page' | 'pitch'): boolean {
  const named = COMMANDS.filter((c) => (where === 'pitch' || c.scope !== 'pitch') && c.keys.some((k) => matches(k, e)));
  const c = named.find((x) => x.enabled(ctx));
  if (c) {
    c.perform(ctx, { key: e.key, shift: e.shiftKey });
    return true;
  }
  if (where === 'page') return false;
  const why = named.map((x) => x.refusal?.(ctx)).find(Boolean);
  if (why) ctx.announce(why);
  return named.length > 0;
}
