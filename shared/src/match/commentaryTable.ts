import type { AssistCode, EventLine, LineCode, Spoken } from './lineCodes';
import type { Say, ShotWords, Wording } from './shotLines';

/** Whistles: team = the home side (A), other = the away side (B); a kick: player = the taker, other = the keeper. */
export type Whistles = Record<Extract<LineCode, 'start' | 'half_time' | 'extra_time' | 'shootout' | `kick.${string}` | `end.${string}`>, Say>;

/** The words of every event's line but shots and quiet minutes, in one language. */
export interface EventWords {
  openCorner: Wording<'corner.open.'>;
  shotCorner: Wording<'corner.shot.'>;
  foul: Wording<'foul.'>;
  penaltyFoul: Wording<'penalty.foul.'>;
  clearance: Wording<'clear.'>;
  yellow: Wording<'yellow.'>;
  secondYellow: Wording<'red.second.'>;
  straightRed: Wording<'red.straight.'>;
  changes: Wording<'change.'>;
  whistles: Whistles;
}

/** The words of every line code in one language, in the groups each language writes them in. */
export interface CommentaryWords {
  lines: { shots: ShotWords; play: Wording<'play.'>; events: EventWords };
  /** The end of an assisted goal's line (player = the assist). */
  assists: Record<AssistCode, (assist: Spoken, fromCorner: boolean) => string>;
  /** What goes before a line said again about a man within ten minutes (every line of its case was). */
  again: string;
}

type Groups = ShotWords & { play: Wording<'play.'> } & EventWords;
/** The codes the groups word: indexing the table by a LineCode fails to compile if one is in no group. */
type Worded = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups];

/** One language's commentary: an event's line worded from its code, its names, its assist and its repeats. */
export function commentaryTable(words: CommentaryWords): (line: EventLine) => string {
  const { shots, play, events } = words.lines;
  const table = Object.assign({}, ...Object.values(shots), play, ...Object.values(events)) as Record<Worded, Say>;
  return (l) => {
    const said = table[l.code](l.player!, l.team!, l.other!, l) + (l.assist ? words.assists[l.assist.code](l.assist.player, l.assist.corner) : '');
    return l.again ? words.again.repeat(l.again) + said : said;
  };
}
