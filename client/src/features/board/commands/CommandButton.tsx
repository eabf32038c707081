import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ariaKeys, withKey } from './keys';
import { command } from './table';
import type { CommandContext } from './types';

interface Props {
  ctx: CommandContext;
  id: string;
  className?: string;
  /** What the button shows when it is not the command's name (a symbol): the name is then its aria-label. */
  children?: ReactNode;
  /** Disabled whatever the command says (the rail while the animation shows). */
  disabled?: boolean;
  /** No tooltip (a control whose key acts only on the pitch). */
  plain?: boolean;
}

/**
 * A command as a button: its name from the table, its keys in its tooltip and aria-keyshortcuts,
 * disabled when it cannot act, aria-pressed when it is a switch.
 */
export function CommandButton({ ctx, id, className = 'btn', children, disabled, plain }: Props) {
  const { i18n } = useLingui();
  const c = command(id);
  const pressed = c.pressed?.(ctx);
  const name = i18n._((c.on ?? c.pressed)?.(ctx) && c.labelOn ? c.labelOn : c.label);
  const title = withKey(name, c);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={children === undefined ? undefined : name}
      title={plain || title === name ? undefined : title}
      aria-keyshortcuts={plain ? undefined : ariaKeys(c)}
      disabled={disabled || !c.enabled(ctx)}
      onClick={() => c.perform(ctx)}
    >
      {children ?? i18n._(c.label)}
    </button>
  );
}
