/**
 * A side's match-day tactics (mentality, pressing, tempo) and what each does in the engine. The effects
 * are multipliers on the side's own chance rate (`attack`), on the rate of the chances it lets the
 * opponent create (`concede`), on its fouls, a shift of its possession share and of its players' stamina
 * drain. Calibrated with `npm run simulate` (the "tactics" block): against a balanced side, each choice
 * moves the side's xG for and against by about 5-15 % over a match, as the issue asks.
 */
export const MENTALITIES = ['defensive', 'balanced', 'attacking', 'all_out_attack'] as const;
export type Mentality = (typeof MENTALITIES)[number];
export const PRESSING_LEVELS = ['low', 'normal', 'high'] as const;
export type Pressing = (typeof PRESSING_LEVELS)[number];
export const TEMPOS = ['slow', 'normal', 'fast'] as const;
export type Tempo = (typeof TEMPOS)[number];

export interface Tactics {
  mentality: Mentality;
  pressing: Pressing;
  tempo: Tempo;
}

export const DEFAULT_TACTICS: Readonly<Tactics> = { mentality: 'balanced', pressing: 'normal', tempo: 'normal' };

export const MENTALITY_LABELS: Record<Mentality, string> = { defensive: 'Savunma', balanced: 'Dengeli', attacking: 'Hücum', all_out_attack: 'Tüm hücum' };
export const PRESSING_LABELS: Record<Pressing, string> = { low: 'Düşük', normal: 'Normal', high: 'Yüksek' };
export const TEMPO_LABELS: Record<Tempo, string> = { slow: 'Yavaş', normal: 'Normal', fast: 'Hızlı' };

interface Effect {
  attack: number;
  concede: number;
  fouls: number;
  /** Added to the side's possession share (0-1) per minute. */
  possession: number;
  drain: number;
}

const NEUTRAL: Effect = { attack: 1, concede: 1, fouls: 1, possession: 0, drain: 1 };

/** Sitting deep costs chances at both ends; all-out attack opens the game both ways. */
const MENTALITY: Record<Mentality, Effect> = {
  defensive: { attack: 0.905, concede: 0.88, fouls: 1.08, possession: -0.04, drain: 0.95 },
  balanced: NEUTRAL,
  attacking: { attack: 1.085, concede: 1.1, fouls: 0.97, possession: 0.03, drain: 1.06 },
  all_out_attack: { attack: 1.1, concede: 1.18, fouls: 0.95, possession: 0.05, drain: 1.12 },
};

/**
 * A high press wins the ball high (more chances, fewer for the opponent), fouls more and tires the side;
 * its gain fades as the side tires (`pressingFade`), so pressing all match costs late on. A low block
 * concedes the ball and a little space, fouls less and saves legs.
 */
const PRESSING: Record<Pressing, Effect> = {
  low: { attack: 0.94, concede: 1.075, fouls: 0.82, possession: -0.05, drain: 0.85 },
  normal: NEUTRAL,
  high: { attack: 1.15, concede: 0.87, fouls: 1.22, possession: 0.04, drain: 1.35 },
};

/** A slow tempo keeps the ball and slows both ends; a fast one opens both ends and tires. */
const TEMPO: Record<Tempo, Effect> = {
  slow: { attack: 0.92, concede: 0.96, fouls: 0.95, possession: 0.03, drain: 0.92 },
  normal: NEUTRAL,
  fast: { attack: 1.07, concede: 1.05, fouls: 1.04, possession: -0.02, drain: 1.1 },
};

/** The combined multipliers of a side's tactics; pressing's chance effects are scaled by `press` (0-1, freshness). */
export interface TacticEffect {
  attack: number;
  concede: number;
  fouls: number;
  possession: number;
  drain: number;
}

export function tacticEffect(t: Tactics, press: number): TacticEffect {
  const m = MENTALITY[t.mentality];
  const p = PRESSING[t.pressing];
  const s = TEMPO[t.tempo];
  // No closure here: the engine calls this every few minutes of tens of thousands of matches a second.
  return {
    attack: m.attack * (1 + (p.attack - 1) * press) * s.attack,
    concede: m.concede * (1 + (p.concede - 1) * press) * s.concede,
    fouls: m.fouls * p.fouls * s.fouls,
    possession: m.possession + p.possession * press + s.possession,
    drain: m.drain * p.drain * s.drain,
  };
}

/**
 * How much of its pressing a side still has, from its outfielders' mean stamina: all of it while fresh,
 * nothing once they are spent (a side pressing high all match is there by the last quarter hour).
 */
export function pressingFade(meanStamina: number): number {
  const f = (meanStamina - 45) / 30;
  return f < 0 ? 0 : f > 1 ? 1 : f;
}

export const isMentality = (v: unknown): v is Mentality => MENTALITIES.includes(v as Mentality);
export const isPressing = (v: unknown): v is Pressing => PRESSING_LEVELS.includes(v as Pressing);
export const isTempo = (v: unknown): v is Tempo => TEMPOS.includes(v as Tempo);
