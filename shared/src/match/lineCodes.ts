/**
 * The commentary's lines as codes. The engine chooses a line's code (and the names it says) for every
 * event; each language words the code in its own file (`commentary.ts` Turkish, `en/commentary.ts`
 * English), so the two always say the same thing, and the text is made only when someone reads it.
 * Each list is the set the engine draws from for one case; its order is the draw's, so a seed gives the
 * same line in every version that keeps it. A code's meaning never changes once stored: add new codes.
 */
const n3 = <P extends string>(p: P) => [`${p}.1`, `${p}.2`, `${p}.3`] as const;
const n4 = <P extends string>(p: P) => [`${p}.1`, `${p}.2`, `${p}.3`, `${p}.4`] as const;
const n5 = <P extends string>(p: P) => [`${p}.1`, `${p}.2`, `${p}.3`, `${p}.4`, `${p}.5`] as const;

/** Lines by what happened: shots by situation and by what the ball did, so the next line follows from it. */
export const LINE_CODES = {
  goal: { box: n4('goal.box'), range: n3('goal.range'), header: n3('goal.header'), one_on_one: n3('goal.one_on_one'), penalty: n3('goal.penalty') },
  /** The keeper held or cleared it: play goes on. */
  keptSave: { box: n3('save.kept.box'), range: n3('save.kept.range'), header: n3('save.kept.header'), one_on_one: n3('save.kept.one_on_one'), penalty: n3('save.kept.penalty') },
  /** The keeper turned it out: a corner follows. */
  cornerSave: { box: n3('save.out.box'), range: n3('save.out.range'), header: n3('save.out.header'), one_on_one: n3('save.out.one_on_one'), penalty: n3('save.out.penalty') },
  /** Wide or over, nobody touched it: a goal kick. */
  wideMiss: { box: n3('miss.wide.box'), range: n3('miss.wide.range'), header: n3('miss.wide.header'), one_on_one: n3('miss.wide.one_on_one'), penalty: n3('miss.wide.penalty') },
  /** Off a defender and out: the corner that follows comes from it (never a penalty). */
  deflectedMiss: { box: n3('miss.deflected.box'), range: n3('miss.deflected.range'), header: n3('miss.deflected.header'), one_on_one: n3('miss.deflected.one_on_one') },
  openCorner: n4('corner.open'),
  shotCorner: n5('corner.shot'),
  foul: n5('foul'),
  /** A defender's foul in the box and the referee's award: always right before the penalty it gives. */
  penaltyFoul: n4('penalty.foul'),
  /** The defence clears a corner nobody headed at goal (player = the man clearing, other = the corner's taker). */
  clearance: n4('clear'),
  yellow: n4('yellow'),
  secondYellow: n3('red.second'),
  straightRed: n3('red.straight'),
  /** A quiet minute, by the on-ball player's role and the zone (only the zones a role plays in). */
  play: {
    GK: { own_half: n4('play.gk.own_half') },
    DEF: { own_half: n4('play.def.own_half'), middle: n3('play.def.middle') },
    MID: { own_half: n3('play.mid.own_half'), middle: n4('play.mid.middle'), final_third: n3('play.mid.final_third') },
    FWD: { middle: n3('play.fwd.middle'), final_third: n3('play.fwd.final_third') },
  },
  /** A decision taking effect. */
  change: {
    substitution: ['change.substitution'],
    formation: ['change.formation'],
    mentality: { defensive: 'change.mentality.defensive', balanced: 'change.mentality.balanced', attacking: 'change.mentality.attacking', all_out_attack: 'change.mentality.all_out_attack' },
    pressing: { low: 'change.pressing.low', normal: 'change.pressing.normal', high: 'change.pressing.high' },
    tempo: { slow: 'change.tempo.slow', normal: 'change.tempo.normal', fast: 'change.tempo.fast' },
  },
  whistle: {
    start: 'start',
    halfTime: 'half_time',
    extraTime: 'extra_time',
    shootout: 'shootout',
    kick: { scored: 'kick.scored', saved: 'kick.saved', missed: 'kick.missed' },
    end: { win: 'end.win', draw: 'end.draw', penalties: 'end.penalties' },
  },
} as const;

/** The end of an assisted goal's line: drawn from the engine's second stream. */
export const ASSIST_CODES = n3('assist');

type Leaves<T> = T extends string ? T : T extends readonly (infer U)[] ? Leaves<U> : T extends object ? Leaves<T[keyof T]> : never;
export type LineCode = Leaves<typeof LINE_CODES>;
export type AssistCode = (typeof ASSIST_CODES)[number];
/** The codes of one case, as the engine draws from them. */
export type Codes = readonly LineCode[];
/** A score as events carry it (`types.ts` Score; written out here so this file depends on nothing). */
type Score = { A: number; B: number };

/** A name as the commentary says it: the text, and the nationality its Turkish suffixes depend on. */
export interface Spoken {
  readonly text: string;
  readonly nationality: string | null;
}

/**
 * What an event's commentary says, as data: the line's code and the values it names. Plain and JSON-safe,
 * so it travels and is stored as it is, and each reader words it in his language (`commentaryText`).
 */
export interface EventLine {
  code: LineCode;
  /** The player the line is about: scorer, shooter, keeper of a save, fouler, corner taker, the man coming on. */
  player: Spoken | null;
  /** His side (the home side at a whistle). */
  team: Spoken | null;
  /**
   * The other name: the opponent side for goals, misses, corners and quiet minutes (the away side at a
   * whistle), the shooter of a save, the fouled player of a foul and its card, the corner's taker of a
   * clearance, the man going off, the keeper facing a shoot-out kick.
   */
  other: Spoken | null;
  /** An assisted goal: the assist's words, who gave it, and whether it was the corner's cross. */
  assist?: { code: AssistCode; player: Spoken; corner: boolean };
  /** How many times "once again" goes before it: every line of its case was said about him in the last ten minutes. */
  again?: number;
  /** Half time, extra time, the shoot-out's start and the end: the score then. */
  score?: Score;
  /** A shoot-out kick and the end of a tie decided on penalties: the shoot-out score. */
  penalties?: Score;
  /** A formation change: the new formation. */
  value?: string;
}
