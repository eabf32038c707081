import type { Chance } from './chances';
import { LINE_CODES, type EventLine } from './lineCodes';
import type { Team } from './team';
import { copyStats } from './teamStats';
import type { EventChange, MatchEvent, MatchEventType, MatchStats, Score, ShootoutKick, Side, Zone } from './types';

// A local binding: an imported one is a property read per use once bundled, and push is the hot path.
const copy = copyStats;

/** Anyone an event can name: a man of a side, or a shoot-out kicker. */
export type Who = { name: string; id: string };

/**
 * The timeline of a match being written: the clock, where the ball is, and the score and stats each
 * event carries. The engine's match extends it with the football.
 */
export class EventLog {
  readonly A: Team;
  readonly B: Team;
  readonly events: MatchEvent[] = [];
  minute = 0;
  added = 0;
  display = '0';
  clock = 0;
  attacking: Side | null = null;
  zone: Zone = 'middle';
  /** Shared between consecutive events until the score or the stats change. */
  score: Score = { A: 0, B: 0 };
  stats: MatchStats | null = null;

  constructor(A: Team, B: Team) {
    this.A = A;
    this.B = B;
  }

  changed(t: Team): void {
    t.snapshot = null;
    this.stats = null;
  }

  /** Sets who attacks and where the ball is, for the events that follow. */
  at(side: Side | null, zone: Zone): void {
    this.attacking = side;
    this.zone = zone;
  }

  push(
    type: MatchEventType,
    team: Team | null,
    who: Who | null,
    line: EventLine,
    other: Who | null = null,
    chance: Chance | null = null,
    penalties: Score | null = null,
    change: EventChange | null = null,
  ): void {
    const { A, B } = this;
    if (this.score.A !== A.goals || this.score.B !== B.goals) this.score = { A: A.goals, B: B.goals };
    if (!this.stats) {
      A.snapshot ??= copy(A.stats);
      B.snapshot ??= copy(B.stats);
      this.stats = { A: A.snapshot, B: B.snapshot };
    }
    this.events.push({
      seq: this.events.length,
      type,
      minute: this.minute,
      added: this.added,
      display: this.display,
      clock: this.clock,
      team: team ? team.side : null,
      player: who ? who.name : null,
      scorer: type === 'goal' ? who!.name : null,
      playerId: who ? who.id : null,
      other: other ? other.name : null,
      otherId: other ? other.id : null,
      situation: chance ? chance.situation : null,
      xg: chance ? chance.xg : null,
      attacking: this.attacking,
      zone: this.zone,
      penalties,
      change,
      line,
      score: this.score,
      stats: this.stats,
    });
  }

  /** A stoppage of play (kick-off, breaks, the end): nobody attacks, the ball is in the middle. */
  whistle(type: MatchEventType, line: EventLine, penalties: Score | null = null): void {
    this.at(null, 'middle');
    this.push(type, null, null, line, null, null, penalties);
  }

  /** A whistle's line: the sides (home first) and the score now, with the shoot-out's when there is one. */
  whistleLine(code: EventLine['code'], penalties: Score | null = null): EventLine {
    const line: EventLine = { code, player: null, team: this.A.label, other: this.B.label, score: { A: this.A.goals, B: this.B.goals } };
    if (penalties) line.penalties = penalties;
    return line;
  }

  /** The shoot-out's kicks as events, `gap` paced minutes apart, each with the shoot-out score after it. */
  kicks(kicks: readonly ShootoutKick[], gap: number): void {
    const running = { A: 0, B: 0 };
    for (const k of kicks) {
      if (k.outcome === 'scored') running[k.side]++;
      this.clock += gap;
      this.at(k.side, 'box');
      const side = this[k.side];
      const other = k.side === 'A' ? this.B : this.A;
      const penalties = { ...running };
      const line: EventLine = {
        code: LINE_CODES.whistle.kick[k.outcome],
        player: side.men.find((m) => m.id === k.takerId)!.call,
        team: side.label,
        other: other.men.find((m) => m.id === k.keeperId)!.call,
        penalties,
      };
      this.push('shootout_kick', side, { name: k.taker, id: k.takerId }, line, { name: k.keeper, id: k.keeperId }, null, penalties);
    }
  }
}
