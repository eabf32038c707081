import { DEFAULT_FORMATIONS, benchSpot, bibsSpot, formationOf, rotateSpot, type Slot } from './formations';
import { PITCHES, type FormatSize } from './formats';
import { toPixel, toSpot, type Frame, type LayoutPoint, type Point, type Spot } from './layout';
import { layoutOf, teamPlayers, type Board, type BoardPlayer, type Team } from './model';
import { clampPlayer, metres, spotToPitch, type PitchPoint } from './pitch';
import type { BoardObject } from './objects';

/** Team B and the bibs start on these ids (team A on 1), as the first boards numbered team B 12..22. */
const FIRST_ID: Record<Team, number> = { A: 1, B: 12, C: 23 };
/** Players a team may have beyond the format's count (substitutes). */
const MAX_SUBSTITUTES = 5;
const MAX_BIBS = 8;
const DEFAULT_BIBS = 4;

export function maxPlayers(board: Pick<Board, 'format'>, team: Team): number {
  return team === 'C' ? MAX_BIBS : board.format + MAX_SUBSTITUTES;
}

/** The fewest a team keeps: one player (the bibs may go altogether). */
export function minPlayers(team: Team): number {
  return team === 'C' ? 0 : 1;
}

const teamSpot = (team: Team, spot: Spot): Spot => (team === 'B' ? rotateSpot(spot) : spot);

function fresh(board: Board, team: Team, id: number, slot: Pick<Slot, 'num' | 'gk'>, spot: Spot): BoardPlayer {
  const layout = layoutOf(board);
  return { id, team, num: slot.num, gk: slot.gk, name: String(slot.num), ...clampPlayer(layout, spotToPitch(layout.pitch, spot)), trail: [], cards: { yellow: false, red: false }, goals: 0 };
}

function nextId(players: readonly BoardPlayer[], team: Team): number {
  const used = new Set(players.map((p) => p.id));
  let id = FIRST_ID[team];
  while (used.has(id)) id++;
  return id;
}

/**
 * A team's players put back on the formation: a player goes to the place of his shirt number, the others
 * to the places left, in order (taking that place's number; a name that was the number follows it), and
 * players beyond the formation to the bench by the touchline. Name, cards and goals stay; trails go.
 */
function placeTeam(board: Board, team: Team, players: BoardPlayer[]): BoardPlayer[] {
  const layout = layoutOf(board);
  const at = (spot: Spot) => clampPlayer(layout, spotToPitch(layout.pitch, teamSpot(team, spot)));
  if (team === 'C') return players.map((p, i) => ({ ...p, ...at(bibsSpot(i, players.length)), trail: [] }));
  const slots = board.lineup;
  const placed = new Map<BoardPlayer, Slot>();
  const free = new Set(slots);
  for (const p of players) {
    const slot = [...free].find((s) => s.num === p.num);
    if (!slot) continue;
    placed.set(p, slot);
    free.delete(slot);
  }
  let bench = 0;
  return players.map((p) => {
    let slot = placed.get(p);
    if (!slot && free.size) {
      slot = [...free][0];
      free.delete(slot);
      const name = p.name === String(p.num) ? String(slot.num) : p.name;
      return { ...p, num: slot.num, name, gk: slot.gk, ...at(slot), trail: [] };
    }
    if (!slot) return { ...p, gk: false, ...at(benchSpot(bench++)), trail: [] };
    return { ...p, gk: slot.gk, ...at(slot), trail: [] };
  });
}

/** Every team back on its places (cards and goals kept, trails cleared: docs/board.md, 'Teams and formations'). */
export function placeTeams(board: Board): Board {
  const byTeam = (team: Team) => placeTeam(board, team, teamPlayers(board, team));
  const placed = new Map([...byTeam('A'), ...byTeam('B'), ...byTeam('C')].map((p) => [p.id, p]));
  return syncSteps({ ...board, players: board.players.map((p) => placed.get(p.id)!) });
}

/** A full team of the formation, on fresh ids. */
function freshTeam(board: Board, team: Team): BoardPlayer[] {
  const out: BoardPlayer[] = [];
  for (const slot of board.lineup) out.push(fresh(board, team, nextId([...board.players, ...out], team), slot, teamSpot(team, slot)));
  return out;
}

/**
 * Every step lists exactly the players on the board: one who joined stands in each step where he is now,
 * one who left is taken out of them all.
 */
function syncSteps(board: Board): Board {
  if (!board.steps.length) return board;
  const ids = new Set(board.players.map((p) => p.id));
  const steps = board.steps.map((s) => {
    const players: typeof s.players = {};
    for (const p of board.players) players[p.id] = s.players[p.id] ?? metres(p.x, p.y);
    const same = Object.keys(s.players).length === ids.size && Object.keys(s.players).every((id) => ids.has(Number(id)));
    return same ? s : { ...s, players };
  });
  return { ...board, steps };
}

/** The 11/22 switch for every format (docs/board.md, 'Teams and formations'): team B joins (or leaves) and everyone goes back to the formation. */
export function setSides(board: Board, sides: 1 | 2): Board {
  if (board.sides === sides) return board;
  const withB = sides === 2 ? [...board.players, ...freshTeam(board, 'B')] : board.players.filter((p) => p.team !== 'B');
  return placeTeams({ ...board, sides, players: withB });
}

/** The third team (bibs) joins with a few players across the halfway line, or leaves. */
export function setBibs(board: Board, on: boolean): Board {
  const has = board.players.some((p) => p.team === 'C');
  if (has === on) return board;
  if (!on) return syncSteps({ ...board, players: board.players.filter((p) => p.team !== 'C') });
  let b = board;
  for (let i = 0; i < DEFAULT_BIBS; i++) b = addPlayer(b, 'C');
  return b;
}

/** One more player for a team: into the place a missing player left, else onto the bench (a substitute). */
export function addPlayer(board: Board, team: Team): Board {
  const own = teamPlayers(board, team);
  if (own.length >= maxPlayers(board, team) || (team === 'B' && board.sides === 1)) return board;
  const used = new Set(own.map((p) => p.num));
  let num = 1;
  while (used.has(num)) num++;
  const id = nextId(board.players, team);
  if (team === 'C') {
    const player = fresh(board, 'C', id, { num, gk: false }, bibsSpot(0, 1));
    const players = [...board.players, player];
    const placed = placeTeam(board, 'C', teamPlayers({ players }, 'C'));
    const byId = new Map(placed.map((p) => [p.id, p]));
    return syncSteps({ ...board, players: players.map((p) => byId.get(p.id) ?? p) });
  }
  const hole = board.lineup.find((s) => !used.has(s.num));
  const benched = own.filter((p) => !board.lineup.some((s) => s.num === p.num)).length;
  const player = hole ? fresh(board, team, id, hole, teamSpot(team, hole)) : fresh(board, team, id, { num, gk: false }, teamSpot(team, benchSpot(benched)));
  return syncSteps({ ...board, players: [...board.players, player] });
}

/** Takes one player off (a numbers-down drill); a team keeps at least one, the bibs may go. */
export function removePlayer(board: Board, id: number): Board {
  const p = board.players.find((x) => x.id === id);
  if (!p || teamPlayers(board, p.team).length <= minPlayers(p.team)) return board;
  return syncSteps({ ...board, players: board.players.filter((x) => x.id !== id) });
}

export function setKeeperColour(board: Board, team: Team, colour: string): Board {
  return board.keepers[team] === colour ? board : { ...board, keepers: { ...board.keepers, [team]: colour } };
}

/** Formation change: keeps cards and goals, clears trails, puts the ball back on the centre spot (docs/board.md, 'Teams and formations'). */
export function setFormation(board: Board, name: string): Board {
  const formation = formationOf(board.format, name);
  if (!formation) return board;
  return resetFormation({ ...board, formation: name, lineup: formation.slots });
}

/** The reset button: everyone back on the current formation, trails cleared, ball centred. */
export function resetFormation(board: Board): Board {
  const { pitch } = layoutOf(board);
  return placeTeams({ ...board, ball: { ...board.ball, ...metres(pitch.length / 2, pitch.width / 2), trail: [] } });
}

const scalePoint = (p: PitchPoint, k: Point): PitchPoint => metres(p.x * k.x, p.y * k.y);

function scaleObject(o: BoardObject, k: Point): BoardObject {
  switch (o.kind) {
    case 'arrow':
      return { ...o, from: scalePoint(o.from, k), to: scalePoint(o.to, k), ...(o.mid ? { mid: scalePoint(o.mid, k) } : {}) };
    case 'line':
      return { ...o, from: scalePoint(o.from, k), to: scalePoint(o.to, k) };
    case 'zone':
      return { ...o, at: scalePoint(o.at, k), w: o.w * k.x, h: o.h * k.y, ...(o.points ? { points: o.points.map((q) => scalePoint(q, k)) } : {}) };
    default:
      return { ...o, at: scalePoint(o.at, k) };
  }
}

/** Pixels of one frame at the same place of the pitch in another (the first versions' stored boxes: serializeLegacy.ts). */
export function reframe(from: Frame, to: Frame): (p: LayoutPoint) => LayoutPoint {
  return (p) => {
    const q = toPixel(to, toSpot(from, p));
    return { x: Math.round(q.x * 10) / 10, y: Math.round(q.y * 10) / 10 };
  };
}

/**
 * Another format: its pitch, its usual formation, as many players per team; names, cards and goals of
 * the players who stay are kept. Drawings, objects and steps keep their place on the pitch, scaled to
 * its new size.
 */
export function setFormat(board: Board, format: FormatSize): Board {
  if (board.format === format) return board;
  const pitch = PITCHES[format];
  const k = { x: pitch.length / PITCHES[board.format].length, y: pitch.width / PITCHES[board.format].width };
  const formation = DEFAULT_FORMATIONS[format];
  const lineup = formationOf(format, formation)!.slots;
  const keep = (team: Team) => teamPlayers(board, team).slice(0, team === 'C' ? MAX_BIBS : format);
  const next: Board = {
    ...board,
    format,
    formation,
    lineup,
    players: [...keep('A'), ...keep('B'), ...keep('C')],
    ball: { ...board.ball, ...metres(pitch.length / 2, pitch.width / 2), trail: [] },
    drawings: board.drawings.map((d) => ({ ...d, points: d.points.map((p) => scalePoint(p, k)) })),
    objects: board.objects.map((o) => scaleObject(o, k)),
    steps: board.steps.map((s) => ({
      ...s,
      players: Object.fromEntries(Object.entries(s.players).map(([id, p]) => [id, scalePoint(p, k)])),
      ball: scalePoint(s.ball, k),
      equipment: Object.fromEntries(Object.entries(s.equipment).map(([id, e]) => [id, { ...e, at: scalePoint(e.at, k) }])),
    })),
  };
  // Teams short of players (a smaller format grown) are filled up to the formation.
  let filled = next;
  for (const team of ['A', 'B'] as const) {
    if (team === 'B' && next.sides === 1) continue;
    while (teamPlayers(filled, team).length < format) filled = addPlayer(filled, team);
  }
  return placeTeams(filled);
}
