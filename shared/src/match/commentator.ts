import { EventLog } from './eventLog';
import { ASSIST_CODES, type Codes, type EventLine, type LineCode, type Spoken } from './lineCodes';
import type { Random } from './random';
import type { Team } from './team';
import type { MatchEventType } from './types';

/** Played minutes within which no line is said again about the same man. */
export const REPEAT_MINUTES = 10;
/** Stoppages: their events are no minute of play (a half-time whistle carries the last minute's clock). */
const WHISTLES: ReadonlySet<MatchEventType> = new Set(['start', 'half_time', 'extra_time', 'shootout', 'end']);
const assists = ASSIST_CODES;

/** Who a line is about: a man of a side (or a shoot-out kicker), by the name the match calls him. */
type Called = { call: Spoken };

/**
 * The commentator: chooses each line's code so that no line is said about the same man twice within ten
 * played minutes (a man's call name is his alone in a match: `callNames.ts`). Only a line's code and names
 * are kept; the words are made when someone reads it.
 */
export class Commentator extends EventLog {
  /**
   * A line of these about `player`, drawn by `rng` (the main stream for the events it always had, the
   * second for the ones it added, so those never change what the first decides), the next one taken
   * while the drawn one was said about him lately. Every line of the case said about him lately: the
   * first free one "once again" (the again count is part of the line), then twice again, and so on.
   */
  say(codes: Codes, player: Called, team: Team, o: Spoken, rng: Random): EventLine {
    const n = codes.length;
    const first = rng.int(n);
    const p = player.call;
    const t = team.label;
    for (let again = 0; ; again++) {
      for (let k = 0; k < n; k++) {
        const code = codes[(first + k) % n];
        if (this.saidLately(code, again, p)) continue;
        return again ? { code, player: p, team: t, other: o, again } : { code, player: p, team: t, other: o };
      }
    }
  }

  /** Whether this line (code and again count) was said about this man within the last ten played minutes. */
  saidLately(code: LineCode, again: number, p: Spoken): boolean {
    const { events } = this;
    let clock = this.clock;
    let minutes = 0;
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (e.clock !== clock && !WHISTLES.has(e.type)) {
        clock = e.clock;
        if (++minutes >= REPEAT_MINUTES) return false;
      }
      const l = e.line;
      if (l.code === code && (l.again ?? 0) === again && l.player !== null && (l.player === p || l.player.text === p.text)) return true;
    }
    return false;
  }

  /** A goal's line with its assist's words (drawn from the second stream). */
  assisted(line: EventLine, by: Spoken, corner: boolean, rng: Random): EventLine {
    const code = assists[rng.int(assists.length)];
    const assisted: EventLine = { code: line.code, player: line.player, team: line.team, other: line.other, assist: { code, player: by, corner } };
    if (line.again) assisted.again = line.again;
    return assisted;
  }
}
