import { sql, type SQL } from 'drizzle-orm';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import type { FixtureState, PickState, RoomState, SeatState } from '@onbir/shared/room/state';
import { reminderOf } from '@onbir/shared/room/rules/reminders';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * What an action changed, written in ONE statement: the room row guarded by the version that was read
 * (`moved`), and every other change (seats, AI accounts, picks, fixtures, bars, a chat line, a new room)
 * as a data-modifying WITH that applies only from `moved`: nothing read-then-changed elsewhere is ever
 * half written, and a room that moved on meanwhile gets nothing (the caller decides again). Writes that
 * no one else sees (a queue) and a chat line go without the guard and leave the version alone.
 */
const ts = (ms: number | null) => (ms === null ? sql`null::timestamptz` : sql`${new Date(ms).toISOString()}::timestamptz`);
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A text[] from a JSON list (drizzle would spread a JS array into a row of parameters). */
const textArray = (list: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

function roomColumns(s: RoomState): Array<[string, SQL]> {
  return [
    ['room_name', sql`${s.name}`],
    ['options', json(s.options)],
    ['creator_id', sql`${s.creatorId}::uuid`],
    ['status', sql`${s.status}`],
    ['current_pick', sql`${s.draft.currentPick}::integer`],
    ['pick_deadline', ts(s.draft.deadline)],
    ['draft_paused', sql`${s.draft.paused}::boolean`],
    ['auto_paused', sql`${s.match.autoPaused}::boolean`],
    ['next_match_at', ts(s.match.nextMatchAt)],
    ['remind_at', ts(reminderOf(s)?.at ?? null)],
    ['rematch_id', sql`${s.rematchId}::uuid`],
    ['auction', s.auction ? json(s.auction) : sql`null::jsonb`],
  ];
}

function insertRoom(s: RoomState, from: SQL): SQL {
  const cols = [['id', sql`${s.id}::uuid`], ['password_hash', sql`${s.passwordHash ?? null}::text`], ['created_at', sql`${s.createdAt}::timestamptz`], ...roomColumns(s)] as Array<[string, SQL]>;
  return sql`insert into rooms (${sql.raw(cols.map(([c]) => c).join(', '))}) select ${sql.join(cols.map(([, v]) => v), sql`, `)} ${from} returning id`;
}

/** A manager's private match plan (null: none). */
const planValue = (seat: SeatState) => (seat.plan?.length ? json(seat.plan) : sql`null::jsonb`);
const clubValue = (seat: SeatState) => (seat.club ? json(seat.club) : sql`null::jsonb`);
const seatValues = (roomId: string, seat: SeatState) =>
  sql`${roomId}::uuid, ${seat.userId}::uuid, ${seat.ready}::boolean, ${seat.formation}, ${seat.ai ? seat.name : null}::text, ${seat.ai?.style ?? null}::text, ${seat.autodraft}::boolean, ${textArray(seat.queue)}, ${planValue(seat)}, ${clubValue(seat)}`;

/** A new seat; an AI seat filled before the draft gets its bot account (it never logs in: '!' is no bcrypt hash). */
function insertSeat(roomId: string, seat: SeatState, order: number, from: SQL): SQL[] {
  const parts: SQL[] = [];
  if (seat.ai) {
    parts.push(sql`insert into users (id, username, username_key, email, first_name, last_name, password_hash, bot)
      select ${seat.userId}::uuid, ${seat.username}, ${seat.username}, ${`${seat.userId}@yz.invalid`}, ${seat.name}, '', '!', true ${from}`);
  }
  parts.push(sql`insert into room_players (room_id, user_id, is_ready, formation, ai_name, ai_style, autodraft, pick_queue, plan, club, seat)
    select ${seatValues(roomId, seat)}, coalesce((select max(seat) from room_players where room_id = ${roomId}::uuid), -1) + ${order + 1}::integer ${from}`);
  return parts;
}

const insertPick = (roomId: string, p: PickState, from: SQL) =>
  sql`insert into room_picks (room_id, user_id, player_id, assigned_position, pick_number, auto) select ${roomId}::uuid, ${p.userId}::uuid, ${p.playerId}, ${p.slot}, ${p.pickNumber}::integer, ${p.auto}::boolean ${from}`;

const insertFixture = (roomId: string, f: FixtureState, from: SQL) =>
  sql`insert into fixtures (id, room_id, ordinal, round, tie, team_a, team_b) select ${f._id}::uuid, ${roomId}::uuid, ${f.ordinal}::integer, ${f.round}::integer, ${f.tie}::text, ${f.teamA}::uuid, ${f.teamB}::uuid ${from}`;

function updateFixture(before: FixtureState, f: FixtureState, from: SQL): SQL[] {
  const set: SQL[] = [];
  if (f.kickOff && before.startedAt === null) set.push(sql`seed = ${f.kickOff.seed}::integer, input = ${json(f.kickOff)}, started_at = ${ts(f.startedAt)}`);
  // A manager's decisions during the match: kept in the input, so a replay and a restart play them again.
  if (f.decisions && before.startedAt !== null && !same(before.decisions ?? [], f.decisions)) set.push(sql`input = jsonb_set(input, '{decisions}', ${json(f.decisions)})`);
  if (f.played && !before.played) {
    set.push(sql`played = true, finished_at = now(), goals_a = ${f.result!.score.A}::integer, goals_b = ${f.result!.score.B}::integer, result = ${json(f.result)}`);
  }
  return set.length ? [sql`update fixtures set ${sql.join(set, sql`, `)} ${from} and fixtures.id = ${f._id}::uuid`] : [];
}

const insertMessage = (m: ChatMessageDto) =>
  sql`insert into room_messages (id, room_id, user_id, kind, text, pick_number, fixture_id, created_at)
    values (${m.id}::uuid, ${m.roomId}::uuid, ${m.userId}::uuid, ${m.kind}, ${m.text}, ${m.pickNumber}::integer, ${m.fixtureId}::uuid, ${m.createdAt}::timestamptz)`;

/** Everything of a new room: its row (as `alias`), its seats and its bans (a rematch keeps the original's). */
function newRoomParts(s: RoomState, alias: string, guard: SQL): Array<[string, SQL]> {
  const from = sql.raw(`from ${alias}`);
  const bans = s.banned.map((b): [string, SQL] => ['', sql`insert into room_bans (room_id, user_id) select ${s.id}::uuid, ${b.userId}::uuid ${from} on conflict do nothing`]);
  return [[alias, insertRoom(s, guard)], ...s.seats.flatMap((seat, i) => insertSeat(s.id, seat, i, from).map((part): [string, SQL] => ['', part])), ...bans];
}

/** The changes from `before` to `after` beyond the room row, each applying only from `moved`. */
function changes(before: RoomState, after: RoomState, moved: string): SQL[] {
  const id = after.id;
  const fromMoved = (table: string) => sql.raw(`from ${moved} where ${table}.room_id = ${moved}.id`);
  const from = sql.raw(`from ${moved}`);
  const using = (table: string) => sql.raw(`using ${moved} where ${table}.room_id = ${moved}.id`);
  const parts: SQL[] = [];
  const old = new Map(before.seats.map((s) => [s.userId, s]));
  const kept = new Set(after.seats.map((s) => s.userId));
  for (const s of before.seats) if (!kept.has(s.userId)) parts.push(sql`delete from room_players ${using('room_players')} and room_players.user_id = ${s.userId}::uuid`);
  let added = 0;
  for (const s of after.seats) {
    const was = old.get(s.userId);
    if (!was) parts.push(...insertSeat(id, s, added++, from));
    else if (!same(was, s)) {
      parts.push(sql`update room_players set is_ready = ${s.ready}::boolean, formation = ${s.formation}, ai_name = ${s.ai ? s.name : null}::text,
        ai_style = ${s.ai?.style ?? null}::text, autodraft = ${s.autodraft}::boolean, pick_queue = ${textArray(s.queue)}, plan = ${planValue(s)}, club = ${clubValue(s)}
        ${fromMoved('room_players')} and room_players.user_id = ${s.userId}::uuid`);
    }
  }
  const oldPicks = new Map(before.picks.map((p) => [p.playerId, p]));
  const newPicks = new Set(after.picks.map((p) => p.playerId));
  for (const p of before.picks) if (!newPicks.has(p.playerId)) parts.push(sql`delete from room_picks ${using('room_picks')} and room_picks.player_id = ${p.playerId}`);
  for (const p of after.picks) {
    const was = oldPicks.get(p.playerId);
    if (!was) parts.push(insertPick(id, p, from));
    else if (was.slot !== p.slot) parts.push(sql`update room_picks set assigned_position = ${p.slot} ${fromMoved('room_picks')} and room_picks.player_id = ${p.playerId}`);
  }
  const oldFixtures = new Map(before.fixtures.map((f) => [f._id, f]));
  for (const f of after.fixtures) {
    const was = oldFixtures.get(f._id);
    parts.push(...(was ? updateFixture(was, f, fromMoved('fixtures')) : [insertFixture(id, f, from)]));
  }
  const barred = new Set(before.banned.map((b) => b.userId));
  const stillBarred = new Set(after.banned.map((b) => b.userId));
  for (const b of after.banned) if (!barred.has(b.userId)) parts.push(sql`insert into room_bans (room_id, user_id) select ${sql.raw(moved)}.id, ${b.userId}::uuid ${from} on conflict do nothing`);
  for (const b of before.banned) if (!stillBarred.has(b.userId)) parts.push(sql`delete from room_bans ${using('room_bans')} and room_bans.user_id = ${b.userId}::uuid`);
  return parts;
}

/** What everyone sees of a seat: not its private queue and plan. */
const publicSeat = (s: SeatState) => ({ ...s, queue: [], plan: null });

/**
 * Whether the room as anyone sees it changed (then its version moves on and everyone gets it). An action
 * keeps the parts it did not touch as they were, so most parts compare by reference.
 */
export function roomChanged(before: RoomState, after: RoomState): boolean {
  if (after.deleted) return true;
  return (Object.keys(after) as Array<keyof RoomState>).some((key) => {
    if (key === 'effects' || key === 'version' || before[key] === after[key]) return false;
    return key === 'seats' ? !same(before.seats.map(publicSeat), after.seats.map(publicSeat)) : !same(before[key], after[key]);
  });
}

const withClause = (named: Array<[string, SQL]>, last: SQL) =>
  sql`with ${sql.join(named.map(([name, part], i) => sql`${sql.raw(name || `w${i}`)} as (${part})`), sql`, `)} ${last}`;

/**
 * The statements that write `after` over `before` (an existing room, not deleted), the room row as `moved`:
 * none when nothing stored changes. A guarded row answers its id only if the room had the version read.
 */
function updateParts(before: RoomState, after: RoomState, moved: string): Array<[string, SQL]> {
  const messages = after.effects.flatMap((e) =>
    e.type === 'chat' ? [insertMessage(e.message)] : e.type === 'watcher' ? [sql`insert into room_watchers (room_id, user_id) values (${after.id}::uuid, ${e.userId}::uuid) on conflict do nothing`] : [],
  );
  const created = after.effects.flatMap((e) => (e.type === 'created' ? [e.room] : []));
  const guarded = after.version !== before.version;
  // Only the columns that changed (a pick moves the counter and the deadline, nothing else).
  const was = new Map(roomColumns(before).map(([c, v]) => [c, JSON.stringify(v)]));
  const set = roomColumns(after).filter(([c, v]) => was.get(c) !== JSON.stringify(v));
  const row = guarded
    ? sql`update rooms set ${sql.join([...set.map(([c, v]) => sql`${sql.raw(c)} = ${v}`), sql`version = ${after.version}::integer`], sql`, `)}
        where id = ${after.id}::uuid and version = ${before.version}::integer returning id`
    : sql`select ${after.id}::uuid as id`;
  const named: Array<[string, SQL]> = [[moved, row], ...[...changes(before, after, moved), ...messages].map((p): [string, SQL] => ['', p])];
  created.forEach((room, i) => named.push(...newRoomParts(room, `${moved}_created${i}`, sql.raw(`from ${moved}`))));
  return named.length === 1 && !guarded ? [] : named;
}

/**
 * Writes `after` over `before` (null: a new room). False when the room no longer had the version read.
 * `after.version` is the version to store (the caller moved it on when the room changed).
 */
export async function writeRoom(db: Queryable, before: RoomState | null, after: RoomState): Promise<boolean> {
  if (!before) return (await queryRows(db, withClause(newRoomParts(after, 'moved', sql``), sql`select id from moved`))).length > 0;
  if (after.deleted) return (await queryRows(db, sql`delete from rooms where id = ${after.id}::uuid and version = ${before.version}::integer returning id`)).length > 0;
  const named = updateParts(before, after, 'moved');
  if (named.length === 0) return true;
  return (await queryRows(db, withClause(named, sql`select id from moved`))).length > 0;
}

/**
 * Several rooms' changes (existing rooms, none deleted) in ONE statement, each guarded by its own version
 * as `writeRoom` does: answers the ids written; a room that moved on meanwhile gets nothing, the others
 * are written. The room clock writes the kick-offs that fall due together so (clockBatch.ts): on the
 * embedded database each statement holds the one connection, so one for many rooms instead of one each.
 * Its text changes with the rooms' changes, so it starts with a comment: never worth a prepared name
 * (pgPool.ts names only statements that start with their verb).
 */
export async function writeRooms(db: Queryable, changed: ReadonlyArray<{ before: RoomState; after: RoomState }>): Promise<Set<string>> {
  const written = new Set<string>();
  const named: Array<[string, SQL]> = [];
  const rows: string[] = [];
  changed.forEach(({ before, after }, i) => {
    const parts = updateParts(before, after, `moved${i}`);
    if (parts.length === 0) written.add(after.id);
    else {
      named.push(...parts.map(([name, part], j): [string, SQL] => [name || `moved${i}_w${j}`, part]));
      rows.push(`select id from moved${i}`);
    }
  });
  if (rows.length === 0) return written;
  const result = await queryRows<{ id: string }>(db, sql`/* rooms */ ${withClause(named, sql.raw(rows.join(' union all ')))}`);
  for (const r of result) written.add(r.id);
  return written;
}
