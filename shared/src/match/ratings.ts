import { lineOf, type Line } from './positions';
import type { MatchEvent, MatchInput, Side } from './types';

/** A player's match: what he did and his rating, 1-10 with one decimal (6.5 is an ordinary game). */
export interface PlayerRating {
  id: string;
  name: string;
  side: Side;
  /** The slot position he played. */
  position: string;
  line: Line;
  rating: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  /** Expected goals of his shots. */
  xg: number;
  saves: number;
  /** Goals his side let in while he was on the pitch. */
  conceded: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
}

type RatedEvent = Pick<MatchEvent, 'type' | 'team' | 'attacking' | 'playerId' | 'otherId' | 'xg' | 'score' | 'penalties'>;

interface Tally extends PlayerRating {
  touches: number;
  corners: number;
  foulsWon: number;
  /** Sum over his missed shots of how good the chance was. */
  missedXg: number;
  penaltiesScored: number;
  penaltiesFailed: number;
  /** Shoot-out kicks he faced (as the keeper) that did not go in. */
  kicksStopped: number;
  sentOff: boolean;
  /** Substituted off: goals after that are not his. */
  subbedOff: boolean;
}

const BASE = 6.5;
/** What each thing a player did is worth, in rating points. */
const W = {
  win: 0.3,
  shootoutWin: 0.15,
  goal: 1,
  assist: 0.6,
  onTarget: 0.15,
  miss: 0.05,
  missedChance: 0.4,
  xg: 0.3,
  touch: 0.03,
  maxTouches: 0.5,
  corner: 0.02,
  foulWon: 0.05,
  foul: 0.1,
  yellow: 0.4,
  red: 1.5,
  save: 0.35,
  kickStopped: 0.25,
  penaltyScored: 0.1,
  penaltyFailed: 0.3,
};
/** Per goal let in, and for a clean sheet, by line. */
const CONCEDED: Record<Line, number> = { GK: 0.35, DEF: 0.2, MID: 0, FWD: 0 };
const CLEAN_SHEET: Record<Line, number> = { GK: 0.8, DEF: 0.5, MID: 0.15, FWD: 0 };

function rate(p: Tally, result: number, shootoutResult: number): number {
  let r = BASE + W.win * result + W.shootoutWin * shootoutResult;
  r += W.goal * p.goals + W.assist * p.assists + W.onTarget * (p.shotsOnTarget - p.goals) + W.xg * p.xg;
  r -= W.miss * (p.shots - p.shotsOnTarget) + W.missedChance * p.missedXg;
  r += Math.min(W.maxTouches, W.touch * p.touches) + W.corner * p.corners + W.foulWon * p.foulsWon;
  r -= W.foul * p.fouls + W.yellow * p.yellowCards + W.red * p.redCards;
  r += W.save * p.saves + W.kickStopped * p.kicksStopped + W.penaltyScored * p.penaltiesScored - W.penaltyFailed * p.penaltiesFailed;
  r -= CONCEDED[p.line] * p.conceded;
  if (p.conceded === 0 && !p.sentOff) r += CLEAN_SHEET[p.line];
  return Math.round(Math.min(10, Math.max(1, r)) * 10) / 10;
}

const tally = (id: string, name: string, side: Side, position: string): Tally => ({
  id, name, side, position, line: lineOf(position), rating: BASE,
  goals: 0, assists: 0, shots: 0, shotsOnTarget: 0, xg: 0, saves: 0, conceded: 0, fouls: 0, yellowCards: 0, redCards: 0,
  touches: 0, corners: 0, foulsWon: 0, missedXg: 0, penaltiesScored: 0, penaltiesFailed: 0, kicksStopped: 0, sentOff: false, subbedOff: false,
});

/**
 * Every player's rating from the match's events (all of them, or the ones so far for a live match): A's
 * eleven and the substitutes who came on (in the order they did), then B's. Pure; needs the events'
 * player ids, so any timeline of the engine (or its events as they travel) will do.
 */
export function playerRatings(input: Pick<MatchInput, 'teams'>, events: readonly RatedEvent[]): PlayerRating[] {
  const sides: [Tally[], Tally[]] = [[], []];
  const byId = new Map<string, Tally>();
  const bench = new Map<string, { name: string }>();
  (['A', 'B'] as const).forEach((side, i) => {
    for (const p of input.teams[i].players) {
      const t = tally(p.id, p.name, side, p.slotPosition);
      sides[i].push(t);
      byId.set(`${side}:${p.id}`, t);
    }
    for (const p of input.teams[i].bench ?? []) bench.set(`${side}:${p.id}`, p);
  });
  const all = () => [...sides[0], ...sides[1]];
  const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
  const who = (side: Side | null, id: string | null) => (side && id ? byId.get(`${side}:${id}`) : undefined);
  let shootout = { A: 0, B: 0 };
  for (const e of events) {
    const side = e.team;
    const me = who(side, e.playerId);
    switch (e.type) {
      case 'goal': {
        if (me) {
          me.goals++;
          me.shots++;
          me.shotsOnTarget++;
          me.xg += e.xg ?? 0;
        }
        const assist = who(side, e.otherId);
        if (assist) assist.assists++;
        for (const p of sides[side === 'A' ? 1 : 0]) if (!p.sentOff && !p.subbedOff) p.conceded++;
        break;
      }
      case 'save': {
        if (me) me.saves++;
        const shooter = who(other(side!), e.otherId);
        if (shooter) {
          shooter.shots++;
          shooter.shotsOnTarget++;
          shooter.xg += e.xg ?? 0;
        }
        break;
      }
      case 'miss':
        if (me) {
          me.shots++;
          me.xg += e.xg ?? 0;
          me.missedXg += e.xg ?? 0;
        }
        break;
      case 'corner':
        if (me) me.corners++;
        break;
      case 'minute_update': {
        // A quiet minute's player on the ball: its side is the one attacking.
        const p = who(e.attacking, e.playerId);
        if (p) p.touches++;
        break;
      }
      case 'foul': {
        if (me) me.fouls++;
        const fouled = who(other(side!), e.otherId);
        if (fouled) fouled.foulsWon++;
        break;
      }
      case 'yellow':
        if (me) me.yellowCards++;
        break;
      case 'red':
        if (me) {
          me.redCards++;
          me.sentOff = true;
        }
        break;
      case 'substitution': {
        // player = the man coming on (in the slot of `other`, who goes off).
        const out = who(side, e.otherId);
        const sub = side && e.playerId ? bench.get(`${side}:${e.playerId}`) : undefined;
        if (out) out.subbedOff = true;
        if (sub && out && !me) {
          const t = tally(e.playerId!, sub.name, side!, out.position);
          sides[side === 'A' ? 0 : 1].push(t);
          byId.set(`${side}:${e.playerId}`, t);
        }
        break;
      }
      case 'shootout_kick': {
        const now = e.penalties ?? shootout;
        const scored = now[side!] > shootout[side!];
        shootout = now;
        if (me) {
          if (scored) me.penaltiesScored++;
          else me.penaltiesFailed++;
        }
        const keeper = who(other(side!), e.otherId);
        if (keeper && !scored) keeper.kicksStopped++;
        break;
      }
    }
  }
  const last = events[events.length - 1];
  const score = last ? last.score : { A: 0, B: 0 };
  const pens = last?.penalties ?? null;
  const sign = (a: number, b: number) => (a > b ? 1 : a < b ? -1 : 0);
  return all().map((t) => {
    const o = other(t.side);
    const rating = rate(t, sign(score[t.side], score[o]), pens ? sign(pens[t.side], pens[o]) : 0);
    const { touches: _t, corners: _c, foulsWon: _f, missedXg: _m, penaltiesScored: _ps, penaltiesFailed: _pf, kicksStopped: _k, sentOff: _s, subbedOff: _o, ...out } = t;
    return { ...out, xg: Math.round(t.xg * 100) / 100, rating };
  });
}

/**
 * The man of the match: the best rating; on a tie the player of the winning side, then the one with
 * more goals, then the first in the line-ups. Null only when there are no players.
 */
export function manOfTheMatch(ratings: readonly PlayerRating[], winner: Side | null = null): PlayerRating | null {
  const better = (p: PlayerRating, b: PlayerRating) =>
    p.rating !== b.rating ? p.rating > b.rating : (p.side === winner) !== (b.side === winner) ? p.side === winner : p.goals > b.goals;
  let best: PlayerRating | null = null;
  for (const p of ratings) if (!best || better(p, best)) best = p;
  return best;
}
