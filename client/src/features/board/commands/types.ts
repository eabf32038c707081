import type { MessageDescriptor } from '@lingui/core';
import type { BoardStore } from '../../boardCore';
import type { Shown } from '../../../lib/i18n/RefusalText';

/** A key that runs a command: `key` as KeyboardEvent.key says it (letters in capitals), Ctrl (or ⌘) when `ctrl`. */
export interface Key {
  key: string;
  ctrl?: boolean;
  /** Shift must be held (true) or not (false); left out, either. */
  shift?: boolean;
}

/** What a command acts on and the page's parts it may use. */
export interface CommandContext {
  store: BoardStore;
  /** Says a change in the polite live region. */
  announce(text: Shown): void;
  editPlayer(id: number): void;
  playback: { toggle(): void; exit(): void };
  fullscreen: { on: boolean; toggle(): void };
}

/** The key pressed, for the commands that several keys run (the arrows). */
export interface KeyInput {
  key: string;
  shift: boolean;
}

/**
 * One thing the board does, written once: its name (from the catalogue), its keys, when it can act and what
 * it does. The rail, the panels, the phone's thumb bar, the keyboard and the tooltips all read it here.
 */
export interface BoardCommand {
  id: string;
  label: MessageDescriptor;
  /** The name while the command's setting is on, where it says the opposite ("Tam ekrandan çık"). */
  labelOn?: MessageDescriptor;
  keys: Key[];
  /** `pitch`: its keys act only while the pitch has the keyboard (Space, the arrows, Enter, `]`/`[`). */
  scope?: 'pitch';
  enabled(ctx: CommandContext): boolean;
  perform(ctx: CommandContext, input?: KeyInput): void;
  /** A switch: whether it is on (the button's aria-pressed). */
  pressed?(ctx: CommandContext): boolean;
  /** Whether `labelOn` names it, for a command that is no switch (play and pause). */
  on?(ctx: CommandContext): boolean;
  /** What the pitch says when the key cannot act (editing while the animation shows, a player deleted). */
  refusal?(ctx: CommandContext): Shown | null;
}
