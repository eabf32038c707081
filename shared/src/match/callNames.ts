/**
 * The name the commentary and the match screen call each player by, unique within a match: the press name
 * (the pool name without its initials: "Salah", not "M. Salah"); two men whose press names read alike
 * (accents and case aside: "Martínez" and "Martinez") are called by their pool names ("E. Martínez",
 * "L. Martínez"), then by their full names when those are alike too, and numbered when even those are.
 */
import { foldText } from '../text/fold';
import type { PlayerInput, TeamInput } from './types';

/** Press names by pool name, kept: every match names the same pool players again. */
const pressNames = new Map<string, string>();

/** The press name of a pool name: its initials dropped ("M. Salah" → "Salah"). */
export function callName(name: string): string {
  let call = pressNames.get(name);
  if (call === undefined) pressNames.set(name, (call = name.replace(/^(?:\p{Lu}\.\s*)+/u, '') || name));
  return call;
}

type Called = Pick<PlayerInput, 'id' | 'name' | 'fullName'>;

/** Folded names, kept: every match folds the same pool names again. */
const folded = new Map<string, string>();
function fold(text: string): string {
  let f = folded.get(text);
  if (f === undefined) folded.set(text, (f = foldText(text)));
  return f;
}

const LAST_LEVEL = 2;
function named(p: Called, level: number): string {
  return level === 0 ? callName(p.name) : level === 1 ? p.name : (p.fullName ?? p.name);
}

/** The men (indices) of each folded name that more than one man (by id) is called by. */
function clashes(players: readonly Called[], texts: readonly string[]): number[][] {
  const byName = new Map<string, number[]>();
  texts.forEach((text, i) => {
    const key = fold(text);
    const same = byName.get(key);
    if (same) same.push(i);
    else byName.set(key, [i]);
  });
  return [...byName.values()].filter((group) => group.some((i) => players[i].id !== players[group[0]].id));
}

/** Folded press names by pool name, kept: the check every match makes first. */
const foldedCalls = new Map<string, string>();
function foldedCall(name: string): string {
  let f = foldedCalls.get(name);
  if (f === undefined) foldedCalls.set(name, (f = fold(callName(name))));
  return f;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** Whether two men (by id) of the match have press names that read alike: one pass, no allocation but the map. */
function anyAlike(teams: readonly Pick<TeamInput, 'players' | 'bench'>[]): boolean {
  const seen = new Map<string, string>();
  const alike = (list: readonly Called[]) => {
    for (const p of list) {
      const key = foldedCall(p.name);
      const id = seen.get(key);
      if (id === undefined) seen.set(key, p.id);
      else if (id !== p.id) return true;
    }
    return false;
  };
  return teams.some((t) => alike(t.players) || (t.bench !== undefined && alike(t.bench)));
}

/**
 * The call names of the men of one match that differ from their press name (most matches: none), by
 * id. What the engine needs: it names everyone by his press name unless told otherwise.
 */
export function renamedCalls(teams: readonly Pick<TeamInput, 'players' | 'bench'>[]): ReadonlyMap<string, string> {
  return anyAlike(teams) ? renamed(matchPlayers(teams)) : NONE;
}

function renamed(players: readonly Called[]): Map<string, string> {
  const levels = players.map(() => 0);
  const texts = players.map((p) => named(p, 0));
  for (let groups = clashes(players, texts); groups.length > 0; groups = clashes(players, texts)) {
    for (const group of groups) {
      if (group.some((i) => levels[i] < LAST_LEVEL)) {
        for (const i of group) texts[i] = named(players[i], (levels[i] = Math.min(LAST_LEVEL, levels[i] + 1)));
      } else {
        // Alike to the last letter: numbered in the order they are listed (home side first).
        const ids = [...new Set(group.map((i) => players[i].id))];
        for (const i of group) texts[i] = `${named(players[i], LAST_LEVEL)} ${ids.indexOf(players[i].id) + 1}`;
      }
    }
  }
  const calls = new Map<string, string>();
  players.forEach((p, i) => {
    if (levels[i] > 0 || texts[i] !== named(p, 0)) calls.set(p.id, texts[i]);
  });
  return calls;
}

/** Everyone a match's sides can field, home side first: elevens, then benches. */
export function matchPlayers(teams: readonly Pick<TeamInput, 'players' | 'bench'>[]): Called[] {
  return teams.flatMap((t) => [...t.players, ...(t.bench ?? [])]);
}

/** Every man's call name in a match, by id: what the line-ups and ratings show beside the commentary. */
export function matchCallNames(teams: readonly Pick<TeamInput, 'players' | 'bench'>[]): Map<string, string> {
  const calls = renamedCalls(teams);
  return new Map(matchPlayers(teams).map((p) => [p.id, calls.get(p.id) ?? callName(p.name)]));
}
