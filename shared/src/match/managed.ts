import { renamedCalls } from './callNames';
import { changeFormation, chooseOff, chooseOn, sideView, substitute } from './changes';
import { changeLine } from './commentary';
import { checkChange } from './decisionRules';
import { decisionKey, minuteKey } from './decisions';
import { Football } from './football';
import { scoreHolds } from './plans';
import { FATIGUE_COST, FATIGUE_EVERY } from './stamina';
import { pressingFade, tacticEffect } from './tactics';
import { spokenName } from './spokenNames';
import { buildTeam, rateLines, settleStamina, type Man, type Team } from './team';
import type { AppliedDecision, Decision, EventChange, MatchInput, PlanRule } from './types';

const EXTRA_TIME_KEY = minuteKey(91);
// Local bindings of the hot loop's imports (an imported binding is a property read per use once bundled).
const REFRESH_EVERY = FATIGUE_EVERY;
const FATIGUE = FATIGUE_COST;
const holds = scoreHolds;

export const byKey = (decisions: readonly Decision[]) =>
  decisions.map((d, i) => [decisionKey(d), i, d] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , d]) => d);

/**
 * A match the managers manage: between the minutes, their decisions and their plans take effect (each
 * checked by the rules first, each an event), and legs tire as the minutes go. The engine's `MatchRun`
 * adds the clock, the periods and the snapshots.
 */
export class Managed extends Football {
  readonly input: MatchInput;
  readonly decisions: Decision[];
  nextDecision = 0;
  readonly plans: [readonly PlanRule[], readonly PlanRule[]];
  fired: [boolean[], boolean[]];
  applied: AppliedDecision[] = [];
  /** Decisions or plans to look at before each minute. */
  readonly changing: boolean;

  constructor(input: MatchInput, teams?: readonly [Team, Team]) {
    super(teams?.[0] ?? buildTeam(input.teams[0], 'A'), teams?.[1] ?? buildTeam(input.teams[1], 'B'), input.seed, input.neutral === true);
    this.input = input;
    this.decisions = byKey(input.decisions ?? []);
    this.plans = [input.plans?.A ?? [], input.plans?.B ?? []];
    this.fired = [this.plans[0].map(() => false), this.plans[1].map(() => false)];
    this.changing = this.decisions.length + this.plans[0].length + this.plans[1].length > 0;
    this.nameNamesakes();
    this.refreshEdges();
  }

  /** Men whose press names read alike are called by longer names, so no two men of the match share one. */
  nameNamesakes(): void {
    const renamed = renamedCalls(this.input.teams);
    if (renamed.size === 0) return;
    for (const t of [this.A, this.B]) {
      for (const m of [...t.men, ...t.bench]) {
        const call = renamed.get(m.id);
        if (call) m.call = spokenName(call, m.call.nationality);
      }
    }
  }

  /** A minute played: every few, legs are counted and the ratings follow them. */
  tire(): void {
    if (++this.ticks % REFRESH_EVERY === 0) {
      this.refreshFitness(this.A);
      this.refreshFitness(this.B);
      this.refreshEdges();
    }
  }

  /** Stamina counted to now, ratings from it, and how much pressing the side has left. */
  refreshFitness(t: Team): void {
    // settleStamina and the ratings in one pass over the men (the hot loop's heaviest chore).
    const minutes = this.ticks - t.settled;
    const drain = t.effect.drain * minutes;
    t.settled = this.ticks;
    let sum = 0;
    let n = 0;
    const men = t.onPitch;
    for (let i = 0; i < men.length; i++) {
      const m = men[i];
      const stamina = (m.stamina -= m.drain * drain);
      m.rating = m.overall * m.fit * (1 - (FATIGUE * (100 - stamina)) / 100);
      if (m !== t.keeper) {
        sum += stamina;
        n++;
      }
    }
    rateLines(t);
    const press = pressingFade(n ? sum / n : 100);
    // At normal pressing the effect does not depend on it (the same numbers): no need to compute it again.
    if (press !== t.press && t.tactics.pressing !== 'normal') t.effect = tacticEffect(t.tactics, press);
    t.press = press;
  }

  /** The managers' decisions due before this minute, then each side's plans whose condition holds now. */
  changes(key: number, atBreak: boolean): void {
    this.decided(key, atBreak);
    for (let s = 0; s < 2; s++) {
      const rules = this.plans[s];
      const fired = this.fired[s];
      const t = s === 0 ? this.A : this.B;
      const o = s === 0 ? this.B : this.A;
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        if (fired[i] || this.minute < rule.from || !holds(rule.score, t.goals, o.goals)) continue;
        fired[i] = true;
        this.follow(t, rule, key, atBreak);
      }
    }
  }

  /** A plan rule's changes, now: a substitution by line picks its men as the side stands. */
  follow(t: Team, rule: PlanRule, key: number, atBreak: boolean): void {
    for (const c of rule.changes) {
      const at = { side: t.side, minute: this.minute, added: this.added };
      if (c.type !== 'substitution') {
        this.apply({ ...at, ...c } as Decision, key, atBreak, 'plan');
        continue;
      }
      settleStamina(t, this.ticks);
      const off = chooseOff(t, c.off);
      const on = off && chooseOn(t, c.on, off);
      if (off && on) this.apply({ ...at, type: 'substitution', off: off.id, on: on.id }, key, atBreak, 'plan');
    }
  }

  /** The managers' decisions due before the minute with this key take effect. */
  decided(key: number, atBreak: boolean): void {
    const { decisions } = this;
    while (this.nextDecision < decisions.length && decisionKey(decisions[this.nextDecision]) < key) {
      this.apply(decisions[this.nextDecision++], key, atBreak, 'manager');
    }
  }

  /** A decision takes effect now, if the rules allow it (a plan's may no longer fit); its event says so. */
  apply(d: Decision, key: number, atBreak: boolean, source: 'manager' | 'plan'): void {
    const t = this.team(d.side);
    if (checkChange(sideView(t, key, atBreak, key >= EXTRA_TIME_KEY), d)) return;
    // Legs counted up to now under the old tactics and men, before anything changes.
    settleStamina(t, this.ticks);
    const change: EventChange = { type: d.type, value: '', source, window: false };
    let on: Man | null = null;
    let off: Man | null = null;
    switch (d.type) {
      case 'substitution':
        off = t.onPitch.find((m) => m.id === d.off)!;
        on = t.bench.find((m) => m.id === d.on)!;
        change.window = !atBreak;
        substitute(t, off, on, key, atBreak);
        this.refreshEdges();
        break;
      case 'formation':
        change.value = d.formation;
        changeFormation(t, d.formation, d.positions);
        // The screens draw the new shape from the event: the engine's placement by fit is not theirs to redo.
        change.slots = Object.fromEntries(t.onPitch.map((m) => [m.id, m.slot]));
        this.refreshEdges();
        break;
      default:
        change.value = d.value;
        t.tactics = { ...t.tactics, [d.type]: d.value };
        t.effect = tacticEffect(t.tactics, t.press);
        this.refreshEdges();
    }
    this.applied.push({ ...d, source });
    // A change is a stoppage: nobody attacks while it is made.
    this.at(null, 'middle');
    this.push(d.type === 'substitution' ? 'substitution' : 'tactic', t, on, changeLine(change, t.label, on?.call, off?.call), off, null, null, change);
  }
}
