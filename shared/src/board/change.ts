import type { Board, BoardPlayer } from './model';

/**
 * What one undo step changed, in words a screen reader can say after Ctrl+Z / Ctrl+Shift+Z (the page
 * puts it into the language on screen). `name` is the player's name on the board.
 */
export type BoardChange =
  | { kind: 'move'; name: string }
  | { kind: 'edit'; name: string }
  | { kind: 'ball' | 'players' | 'positions' | 'step' | 'drawing' | 'board' };

const moved = (a: BoardPlayer, b: BoardPlayer) => a.x !== b.x || a.y !== b.y;
const edited = (a: BoardPlayer, b: BoardPlayer) =>
  a.name !== b.name || a.gk !== b.gk || a.goals !== b.goals || a.cards.yellow !== b.cards.yellow || a.cards.red !== b.cards.red || a.num !== b.num;

/** The change between two boards of one history (either order), the most telling first. */
export function changeBetween(a: Board, b: Board): BoardChange {
  if (a.steps.length !== b.steps.length || a.current !== b.current) return { kind: 'step' };
  const ids = (x: Board) => x.players.map((p) => p.id).join();
  if (ids(a) !== ids(b)) return { kind: 'players' };
  const pairs = a.players.map((p, i) => [p, b.players[i]] as const);
  const movedPlayers = pairs.filter(([p, q]) => moved(p, q));
  if (movedPlayers.length === 1) return { kind: 'move', name: movedPlayers[0][1].name };
  if (movedPlayers.length > 1) return { kind: 'positions' };
  const editedPlayers = pairs.filter(([p, q]) => edited(p, q));
  if (editedPlayers.length === 1) return { kind: 'edit', name: editedPlayers[0][0].name };
  if (editedPlayers.length > 1) return { kind: 'players' };
  if (a.ball.x !== b.ball.x || a.ball.y !== b.ball.y) return { kind: 'ball' };
  if (a.objects !== b.objects || a.drawings !== b.drawings || a.shown !== b.shown) return { kind: 'drawing' };
  return { kind: 'board' };
}
