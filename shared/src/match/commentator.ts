import { EventLog } from './eventLog';
import { ASSIST_CODES, type Codes, type EventLine, type LineCode, type Spoken } from './lineCodes';
import type { Random } from './random';
import type { Man, Team } from './team';
import type { MatchEvent, MatchEventType } from './types';

/** Played minutes within which no line is said again about the same man. */
export const REPEAT_MINUTES = 10;
/** Stoppages: their events are no minute of play (a half-time whistle carries the last minute's clock). */
const WHISTLES: ReadonlySet<MatchEventType> = new Set(['start', 'half_time', 'extra_time', 'shootout', 'end']);
const assists = ASSIST_CODES;

/** Who a line is about: his call name, and the minute each line was last said about him. */
type Called = Pick<Man, 'call' | 'said'>;

/** A line's key in a man's memory: its code, and how many times "once again" goes before it. */
const keyOf = (code: LineCode, again: number) => (again ? `${code}|${again}` : code);

/** Notes a line said about him in a played minute (his lines in the order said: the last ones are read first). */
function remember(m: Called, key: string, minute: number): void {
  const said = (m.said ??= { keys: [], at: [] });
  said.keys.push(key);
  said.at.push(minute);
}

/**
 * The commentator: chooses each line's code so that no line is said about the same man twice within ten
 * played minutes (a man's call name is his alone in a match: `callNames.ts`). Each man remembers the
 * played minute each line was last said about him. Only a line's code and names are kept; the words are
 * made when someone reads it.
 */
export class Commentator extends EventLog {
  /** Minutes played so far: the minute being played is this one (0 the first). */
  ticks = 0;

  /**
   * A line of these about `player`, drawn by `rng` (the main stream for the events it always had, the
   * second for the ones it added, so those never change what the first decides).
   */
  say(codes: Codes, player: Called, team: Team, o: Spoken, rng: Random): EventLine {
    return this.sayFrom(codes, rng.int(codes.length), player, team, o);
  }

  /**
   * The drawn line (`first`), or the next one while it was said about him lately. Every line of the case
   * said about him lately: the first free one "once again" (the again count is part of the line), then
   * twice again, and so on.
   */
  sayFrom(codes: Codes, first: number, player: Called, team: Team, o: Spoken): EventLine {
    const n = codes.length;
    const p = player.call;
    const t = team.label;
    for (let again = 0; ; again++) {
      for (let k = 0; k < n; k++) {
        const code = codes[(first + k) % n];
        if (this.saidLately(code, again, player)) continue;
        remember(player, keyOf(code, again), this.ticks);
        return again ? { code, player: p, team: t, other: o, again } : { code, player: p, team: t, other: o };
      }
    }
  }

  /** Whether this line (code and again count) was said about him within the last ten played minutes. */
  saidLately(code: LineCode, again: number, player: Called): boolean {
    const said = player.said;
    if (said === null) return false;
    const key = keyOf(code, again);
    const { keys, at } = said;
    for (let i = at.length - 1; i >= 0 && this.ticks - at[i] < REPEAT_MINUTES; i--) if (keys[i] === key) return true;
    return false;
  }

  /** Whether every line of these was said about him lately. */
  allSaid(codes: Codes, player: Called): boolean {
    for (let i = 0; i < codes.length; i++) if (!this.saidLately(codes[i], 0, player)) return false;
    return true;
  }

  /** Each man's memory of the lines said about him, from the events so far (a match resumed from a snapshot). */
  recall(events: readonly MatchEvent[], men: ReadonlyMap<string, Called>): void {
    let minute = -1;
    let clock = -1;
    for (const e of events) {
      if (e.clock !== clock && !WHISTLES.has(e.type)) {
        clock = e.clock;
        minute++;
      }
      const m = e.playerId ? men.get(e.playerId) : undefined;
      if (m && e.line.player?.text === m.call.text) remember(m, keyOf(e.line.code, e.line.again ?? 0), minute);
    }
  }

  /** A goal's line with its assist's words (drawn from the second stream). */
  assisted(line: EventLine, by: Spoken, corner: boolean, rng: Random): EventLine {
    const code = assists[rng.int(assists.length)];
    const assisted: EventLine = { code: line.code, player: line.player, team: line.team, other: line.other, assist: { code, player: by, corner } };
    if (line.again) assisted.again = line.again;
    return assisted;
  }
}
