import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoomDto, RoomListItem } from '@onbir/shared/game/rooms';
import type { createRoomSchema, joinRoomSchema, kickPlayerSchema, pickPlayerSchema } from '@onbir/shared/game/rooms';
import {
  autoPickChoice,
  checkPick,
  checkTurn,
  currentPickAfterRemoval,
  draftComplete,
  firstEmptySlot,
  reslotSquad,
  whoseTurn,
  type DraftMember,
  type DraftState,
  type Refusal,
} from '@onbir/shared/game/draft';
import { findSlot } from '@onbir/shared/game/formations';
import { REFUSAL_STATUS } from '@onbir/shared/game/refusal';
import { positionsOf } from '@onbir/shared/players/positions';
import { foldText } from '@onbir/shared/players/text';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import type { Db, Queryable, Tx } from '../../db/client';
import { roomPicks, roomPlayers, rooms, users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { gamePoolOf, type PoolSnapshot } from '../players/gamePool';
import { assembleRoomDto, buildRoomDto, buildRoomList, currentPoolVersion, draftMembers, readRoom, withPlayers, type MemberRow, type PickRow, type RoomRow, type RoomState } from './rooms.dto';
import { createPickClock, type PickClock } from './pickClock';


const ROOM_NOT_FOUND = 'Oda bulunamadı.';
const NOT_MEMBER = 'Bu odanın oyuncusu değilsiniz.';
const NOT_CREATOR = 'Bu işlemi yalnızca oda kurucusu yapabilir.';

/** The Socket.IO room every member's sockets join: updateRoom, in_progress and matchEvent go there. */
export function roomChannel(roomId: string): string {
  return `room:${roomId}`;
}

// ---------- per-server state: the pick clock ----------

const clocks = new WeakMap<AppContext, PickClock>();

export function pickClockOf(ctx: AppContext): PickClock {
  let clock = clocks.get(ctx);
  if (!clock) {
    const created = createPickClock((roomId) => expirePick(ctx, roomId));
    clocks.set(ctx, created);
    ctx.onClose(() => created.stop());
    clock = created;
  }
  return clock;
}

function deadlineFrom(ctx: AppContext, pickSeconds: number): Date {
  return new Date(Date.now() + pickSeconds * pickClockOf(ctx).msPerSecond);
}

/** How often every process looks for overdue picks, and how overdue a pick must be to count. */
const SWEEP_MS = 1000;

/**
 * Re-arms every drafting room's clock from its stored deadline (server start), so a restart never stalls
 * a draft; then, every second, expires any pick overdue by more than a second: a room whose timer lived in
 * a process that died is picked for within two seconds of its deadline by any other process (the
 * deadline is re-checked on the stored room, so a sweep racing a live timer changes nothing).
 */
export async function resumePickClocks(ctx: AppContext): Promise<void> {
  const drafting = await ctx.db.select({ id: rooms.id, pickDeadline: rooms.pickDeadline }).from(rooms).where(eq(rooms.status, 'drafting'));
  for (const r of drafting) pickClockOf(ctx).arm(r.id, r.pickDeadline ?? new Date());
  const sweep = setInterval(() => {
    void ctx.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.status, 'drafting'), lt(rooms.pickDeadline, new Date(Date.now() - SWEEP_MS))))
      .then((overdue) => Promise.all(overdue.map((r) => expirePick(ctx, r.id))))
      .catch((err) => ctx.log.error({ err }, 'pick clock sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  ctx.onClose(() => clearInterval(sweep));
}

// ---------- reading ----------
export function getRoomDto(ctx: AppContext, roomId: string): Promise<RoomDto | null> {
  return buildRoomDto(ctx.db, roomId, gamePoolOf(ctx));
}

export async function getRoomOr404(ctx: AppContext, roomId: string): Promise<RoomDto> {
  const dto = await getRoomDto(ctx, roomId);
  if (!dto) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  return dto;
}

export function listRooms(ctx: AppContext): Promise<RoomListItem[]> {
  return buildRoomList(ctx.db);
}

/** Emits the full room to every socket in it; a deleted room emits nothing. */
export async function broadcastRoom(ctx: AppContext, roomId: string): Promise<void> {
  const dto = await getRoomDto(ctx, roomId);
  if (dto && ctx.io) ctx.io.to(roomChannel(roomId)).emit('updateRoom', dto);
}

export async function isMember(db: Db, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: roomPlayers.userId })
    .from(roomPlayers)
    .where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId)));
  return Boolean(row);
}

/** The membership check every room action starts with: 404 for an unknown room, 403 for a non-member. */
export async function assertMember(ctx: AppContext, roomId: string, userId: string): Promise<RoomRow> {
  const [room] = await ctx.db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  if (!(await isMember(ctx.db, roomId, userId))) throw forbidden(NOT_MEMBER, 'NOT_MEMBER');
  return room;
}

// ---------- writing: every change runs in a transaction holding the room row lock ----------
function refuse(r: Refusal): AppError {
  return new AppError(REFUSAL_STATUS[r.kind], r.code, r.message);
}

type Locked = RoomState;

/** The room's picks with the drafted players' data. */
async function picksOf(ctx: AppContext, db: Queryable, locked: Locked): Promise<{ pool: PoolSnapshot; picks: PickRow[] }> {
  const pool = await gamePoolOf(ctx).atVersion(db, locked.poolVersion);
  return { pool, picks: withPlayers(locked.picks, pool) };
}

async function withRoomLock<T>(ctx: AppContext, roomId: string, fn: (tx: Tx, locked: Locked) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await readRoom(tx, roomId, { lock: true });
      if (!locked) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
      return fn(tx, locked);
    });
  } catch (err) {
    // The database constraints are the last line: a unique violation is a refusal, not a crash.
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw conflict('Bu işlem başka bir işlemle çakıştı; lütfen tekrar deneyin.', 'CONFLICT');
    throw err;
  }
}

function memberOf(locked: Locked, userId: string): MemberRow {
  const m = locked.members.find((x) => x.userId === userId);
  if (!m) throw forbidden(NOT_MEMBER, 'NOT_MEMBER');
  return m;
}

/** Writes the room's changed fields and bumps its version; the returned row drives the clock. */
async function bump(tx: Tx, roomId: string, set: Partial<typeof rooms.$inferInsert> = {}): Promise<RoomRow> {
  const [row] = await tx
    .update(rooms)
    .set({ ...set, version: sql`${rooms.version} + 1` })
    .where(eq(rooms.id, roomId))
    .returning();
  return row;
}

/**
 * After a committed change: the clock follows the stored deadline and everyone in the room gets the new
 * state, either the DTO the change already assembled (the hot draft path) or one read afresh.
 */
async function publish(ctx: AppContext, roomId: string, room: RoomRow | null, dto?: RoomDto): Promise<void> {
  pickClockOf(ctx).arm(roomId, room?.status === 'drafting' ? room.pickDeadline : null);
  if (dto && ctx.io) ctx.io.to(roomChannel(roomId)).emit('updateRoom', dto);
  else await broadcastRoom(ctx, roomId);
}

type DraftDecision =
  /** Nothing to do: the clock fired for a turn already taken. */
  | { kind: 'none' }
  /** The turn passes without a pick (no slot or no player left for the picker). */
  | { kind: 'pass' }
  | { kind: 'pick'; userId: string; player: GamePlayer; slot: string; auto: boolean };

const DRAFT_ATTEMPTS = 5;

/**
 * The draft's hot path, with no lock held between statements: the room is read, the decision taken on what
 * was read (the same rules, in the same order), and written by ONE statement that applies only while the
 * room still has the version read. A concurrent change makes the write apply to nothing, and the decision
 * is taken again on the new state. On the embedded database every request shares one connection, and a
 * transaction holds it for each of its round trips: a pick is two statements and holds nothing.
 */
async function changeDraft(
  ctx: AppContext,
  roomId: string,
  decide: (locked: Locked, pool: PoolSnapshot, picks: PickRow[]) => DraftDecision,
): Promise<{ room: RoomRow; changed: boolean; dto?: RoomDto }> {
  for (let attempt = 1; ; attempt++) {
    const locked = await readRoom(ctx.db, roomId, { lock: false });
    if (!locked) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
    const { pool, picks } = await picksOf(ctx, ctx.db, locked);
    const decision = decide(locked, pool, picks);
    if (decision.kind === 'none') return { room: locked.room, changed: false };
    const written = decision.kind === 'pick' ? await recordPick(ctx, locked, picks, decision) : await passTurn(ctx, locked, picks);
    if (written) return { ...written, changed: true };
    if (attempt === DRAFT_ATTEMPTS) throw conflict('Bu işlem başka bir işlemle çakıştı; lütfen tekrar deneyin.', 'CONFLICT');
  }
}

/** The room's update when it still has the version the decision was taken on (no row otherwise). */
function guardedUpdate(ctx: AppContext, room: RoomRow, set: Partial<typeof rooms.$inferInsert>) {
  return ctx.db
    .update(rooms)
    .set({ ...set, version: sql`${rooms.version} + 1` })
    .where(and(eq(rooms.id, room.id), eq(rooms.version, room.version)));
}

/**
 * Records a pick and moves the draft on in one statement; the new room row and its DTO (no fixtures exist
 * while drafting), or null when the room changed since it was read.
 */
async function recordPick(ctx: AppContext, locked: Locked, picks: PickRow[], pick: { userId: string; player: GamePlayer; slot: string; auto: boolean }) {
  const { room } = locked;
  const after = [...picks, { userId: pick.userId, playerId: pick.player.id, assignedPosition: pick.slot, player: pick.player }];
  const set = afterPick(ctx, room, draftMembers(locked.members, after));
  // The pick is inserted only from the updated row: no update, no pick. (getSQL: drizzle would put an embedded
  // builder in parentheses, which PostgreSQL refuses for a data-modifying WITH.)
  const { rows } = (await ctx.db.execute(sql`
    with moved as (${guardedUpdate(ctx, room, set).returning({ id: rooms.id }).getSQL()})
    insert into room_picks (room_id, user_id, player_id, assigned_position, pick_number, auto)
    select moved.id, ${pick.userId}::uuid, ${pick.player.id}, ${pick.slot}, ${room.currentPick + 1}::integer, ${pick.auto}::boolean
    from moved returning 1 as recorded`)) as unknown as { rows: unknown[] };
  if (rows.length === 0) return null;
  const updated: RoomRow = { ...room, ...set, version: room.version + 1 };
  return { room: updated, dto: assembleRoomDto(updated, locked.members, after, []) };
}

/** The turn passes without a pick; the new room row, or null when the room changed since it was read. */
async function passTurn(ctx: AppContext, locked: Locked, picks: PickRow[]): Promise<{ room: RoomRow } | null> {
  const [row] = await guardedUpdate(ctx, locked.room, afterPick(ctx, locked.room, draftMembers(locked.members, picks))).returning();
  return row ? { room: row } : null;
}

async function requireUser(ctx: AppContext, userId: string): Promise<void> {
  const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw unauthorized('Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.');
}

export async function createRoom(ctx: AppContext, userId: string, input: z.output<typeof createRoomSchema>): Promise<string> {
  await requireUser(ctx, userId);
  const passwordHash = input.password ? await ctx.passwords.hash(input.password) : null;
  return ctx.db.transaction(async (tx) => {
    const [room] = await tx
      .insert(rooms)
      .values({ roomName: input.roomName, maxPlayers: input.maxPlayers, leagues: input.leagues, passwordHash, creatorId: userId, pickSeconds: input.pickSeconds })
      .returning({ id: rooms.id });
    await tx.insert(roomPlayers).values({ roomId: room.id, userId, seat: 0 });
    return room.id;
  });
}

export async function joinRoom(ctx: AppContext, userId: string, input: z.output<typeof joinRoomSchema>): Promise<{ message: string }> {
  await requireUser(ctx, userId);
  const [room] = await ctx.db.select().from(rooms).where(eq(rooms.id, input.roomId));
  if (!room) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  const already = await isMember(ctx.db, room.id, userId);
  // The slow hash check runs before the lock so one wrong password never holds up the room.
  if (!already && room.passwordHash) {
    if (!input.password) throw forbidden('Bu oda şifreli. Lütfen şifreyi girin.', 'PASSWORD_REQUIRED');
    if (!(await ctx.passwords.verify(input.password, room.passwordHash))) throw forbidden('Şifre yanlış.', 'WRONG_PASSWORD');
  }
  const changed = await withRoomLock(ctx, room.id, async (tx, locked) => {
    if (locked.members.some((m) => m.userId === userId)) return null;
    if (locked.room.status !== 'waiting') throw conflict('Bu odada oyun başladı; artık katılamazsınız.', 'ROOM_STARTED');
    if (locked.members.length >= locked.room.maxPlayers) throw conflict('Oda dolu.', 'ROOM_FULL');
    const seat = Math.max(-1, ...locked.members.map((m) => m.seat)) + 1;
    await tx.insert(roomPlayers).values({ roomId: room.id, userId, seat });
    return bump(tx, room.id);
  });
  if (!changed) return { message: 'Zaten bu odadasınız.' };
  await publish(ctx, room.id, changed);
  return { message: 'Odaya katıldınız.' };
}

export async function toggleReady(ctx: AppContext, userId: string, roomId: string): Promise<{ isReady: boolean }> {
  let isReady = false;
  const room = await withRoomLock(ctx, roomId, async (tx, locked) => {
    const me = memberOf(locked, userId);
    if (locked.room.status !== 'waiting') throw conflict('Hazır durumu yalnızca lobide değiştirilebilir.', 'NOT_WAITING');
    isReady = !me.isReady;
    await tx.update(roomPlayers).set({ isReady }).where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId)));
    return bump(tx, roomId);
  });
  await publish(ctx, roomId, room);
  return { isReady };
}

export async function startDraft(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const room = await withRoomLock(ctx, roomId, async (tx, locked) => {
    memberOf(locked, userId);
    if (locked.room.creatorId !== userId) throw forbidden(NOT_CREATOR, 'NOT_CREATOR');
    if (locked.room.status !== 'waiting') throw conflict('Draft zaten başladı.', 'NOT_WAITING');
    if (locked.members.length < locked.room.maxPlayers) throw conflict('Oda dolmadan draft başlatılamaz.', 'ROOM_NOT_FULL');
    if (!locked.members.every((m) => m.isReady)) throw conflict('Tüm oyuncular hazır olmadan draft başlatılamaz.', 'NOT_ALL_READY');
    return bump(tx, roomId, { status: 'drafting', currentPick: 0, pickDeadline: deadlineFrom(ctx, locked.room.pickSeconds) });
  });
  await publish(ctx, roomId, room);
}

/**
 * Takes a member out of a room (leave or kick). Mid-draft his picks go back to the pool and the turn
 * passes on as currentPickAfterRemoval says; the creator role passes to the next seat; an empty room is deleted.
 */
async function removeMember(ctx: AppContext, tx: Tx, locked: Locked, userId: string): Promise<RoomRow | null> {
  const { room, members } = locked;
  const rest = members.filter((m) => m.userId !== userId);
  await tx.delete(roomPicks).where(and(eq(roomPicks.roomId, room.id), eq(roomPicks.userId, userId)));
  await tx.delete(roomPlayers).where(and(eq(roomPlayers.roomId, room.id), eq(roomPlayers.userId, userId)));
  if (rest.length === 0) {
    await tx.delete(rooms).where(eq(rooms.id, room.id));
    return null;
  }
  const set: Partial<typeof rooms.$inferInsert> = {};
  if (room.creatorId === userId) set.creatorId = rest[0].userId;
  if (room.status === 'drafting') {
    // His picks were just deleted: the draft goes on without them.
    const picks = (await picksOf(ctx, tx, locked)).picks.filter((p) => p.userId !== userId);
    const before = draftMembers(members, picks);
    const after = before.filter((m) => m.userId !== userId);
    const pickerBefore = whoseTurn(before, room.currentPick);
    set.currentPick = currentPickAfterRemoval(before, room.currentPick, userId);
    if (draftComplete(after)) {
      set.status = 'draft_finished';
      set.pickDeadline = null;
    } else if (whoseTurn(after, set.currentPick) !== pickerBefore) {
      set.pickDeadline = deadlineFrom(ctx, room.pickSeconds);
    }
  }
  return bump(tx, room.id, set);
}

/** Sockets of a removed member stop receiving the room's updates. */
async function dropSockets(ctx: AppContext, roomId: string, userId: string): Promise<void> {
  if (!ctx.io) return;
  const sockets = await ctx.io.in(roomChannel(roomId)).fetchSockets();
  for (const s of sockets) if (s.data.userId === userId) s.leave(roomChannel(roomId));
}

const REMOVABLE = new Set(['waiting', 'drafting', 'finished']);

export async function leaveRoom(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const room = await withRoomLock(ctx, roomId, async (tx, locked) => {
    memberOf(locked, userId);
    if (!REMOVABLE.has(locked.room.status)) throw conflict('Turnuva başladıktan sonra odadan ayrılamazsınız.', 'TOURNAMENT_STARTED');
    return removeMember(ctx, tx, locked, userId);
  });
  await publish(ctx, roomId, room);
  await dropSockets(ctx, roomId, userId);
}

export async function kickPlayer(ctx: AppContext, userId: string, input: z.output<typeof kickPlayerSchema>): Promise<void> {
  const room = await withRoomLock(ctx, input.roomId, async (tx, locked) => {
    memberOf(locked, userId);
    if (locked.room.creatorId !== userId) throw forbidden('Sadece oda kurucusu oyuncu atabilir.', 'NOT_CREATOR');
    if (input.playerId === userId) throw badRequest('Kendinizi odadan atamazsınız; ayrılmak için Odadan Ayrıl düğmesini kullanın.', 'KICK_SELF');
    if (!locked.members.some((m) => m.userId === input.playerId)) throw notFound('Bu oyuncu odada değil.', 'PLAYER_NOT_IN_ROOM');
    if (!REMOVABLE.has(locked.room.status)) throw conflict('Turnuva başladıktan sonra oyuncu atılamaz.', 'TOURNAMENT_STARTED');
    return removeMember(ctx, tx, locked, input.playerId);
  });
  await publish(ctx, input.roomId, room);
  await dropSockets(ctx, input.roomId, input.playerId);
}

function draftState(room: RoomRow, members: DraftMember[]): DraftState {
  return { status: room.status, currentPick: room.currentPick, leagues: room.leagues, members };
}

/** Moves the draft on after a pick: the next turn and its deadline, or draft_finished once every squad has 11. */
function afterPick(ctx: AppContext, room: RoomRow, members: DraftMember[]): Partial<typeof rooms.$inferInsert> {
  if (draftComplete(members)) return { currentPick: room.currentPick + 1, status: 'draft_finished', pickDeadline: null };
  return { currentPick: room.currentPick + 1, pickDeadline: deadlineFrom(ctx, room.pickSeconds) };
}

/** The compatibility path: a name must point at exactly one eligible player. */
function playerByName(pool: PoolSnapshot, room: RoomRow, name: string, position: string, excludeIds: string[]): GamePlayer {
  const folded = foldText(name);
  const page = pool.search({ q: name, leagues: room.leagues, position, excludeIds, pageSize: 100 });
  const exact = page.items.filter((p) => foldText(p.short_name) === folded || foldText(p.long_name) === folded);
  if (exact.length !== 1) throw badRequest('Bu isim tek bir uygun oyuncuyu göstermiyor; oyuncuyu listeden seçin.', 'AMBIGUOUS_PLAYER');
  return exact[0];
}

export async function pickPlayer(ctx: AppContext, userId: string, roomId: string, input: z.output<typeof pickPlayerSchema>): Promise<void> {
  const result = await changeDraft(ctx, roomId, (locked, pool, picks) => {
    const members = draftMembers(locked.members, picks);
    const state = draftState(locked.room, members);
    const turn = checkTurn(state, userId);
    if (turn) throw refuse(turn);
    const me = memberOf(locked, userId);
    let player: GamePlayer | undefined;
    if (input.playerId) {
      player = pool.byIds([input.playerId]).get(input.playerId);
      if (!player) throw notFound('Oyuncu bulunamadı.', 'PLAYER_NOT_FOUND');
    } else {
      const slot = findSlot(me.formation, input.assignedPosition);
      if (!slot) throw badRequest(`'${input.assignedPosition}' dizilişinizde (${me.formation}) olmayan bir pozisyon.`, 'INVALID');
      player = playerByName(pool, locked.room, input.playerName!, slot.position, picks.map((p) => p.playerId));
    }
    const refusal = checkPick(state, userId, player, input.assignedPosition);
    if (refusal) throw refuse(refusal);
    return { kind: 'pick', userId, player, slot: input.assignedPosition, auto: false };
  });
  await publish(ctx, roomId, result.room, result.dto);
}

/**
 * The clock ran out: under the lock, if the deadline really passed, the picker gets the best-rated
 * eligible player for his first empty slot. A stale call (someone picked meanwhile) only re-arms.
 */
export async function expirePick(ctx: AppContext, roomId: string): Promise<void> {
  try {
    const result = await changeDraft(ctx, roomId, (locked, pool, picks): DraftDecision => {
      const { room } = locked;
      if (room.status !== 'drafting') return { kind: 'none' };
      if (room.pickDeadline && room.pickDeadline.getTime() > Date.now()) return { kind: 'none' };
      const members = draftMembers(locked.members, picks);
      const pickerId = whoseTurn(members, room.currentPick);
      const picker = members.find((m) => m.userId === pickerId);
      const slot = picker && firstEmptySlot(picker);
      if (!picker || !slot) return { kind: 'pass' };
      const excludeIds = picks.map((p) => p.playerId);
      const fitting = pool.search({ leagues: room.leagues, position: slot.position, excludeIds, pageSize: 1 });
      const anyone = pool.search({ leagues: room.leagues, excludeIds, pageSize: 1 });
      const choice = autoPickChoice(slot, [...fitting.items, ...anyone.items]);
      if (choice) return { kind: 'pick', userId: picker.userId, player: choice, slot: slot.key, auto: true };
      ctx.log.warn({ roomId }, 'pick clock: no eligible player left; the turn passes');
      return { kind: 'pass' };
    });
    if (result.changed) await publish(ctx, roomId, result.room, result.dto);
    else pickClockOf(ctx).arm(roomId, result.room.status === 'drafting' ? result.room.pickDeadline : null);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return;
    ctx.log.error({ err, roomId }, 'pick clock failed; retrying shortly');
    pickClockOf(ctx).arm(roomId, new Date(Date.now() + 1000));
  }
}

const FORMATION_STATUSES = new Set(['waiting', 'drafting', 'draft_finished']);

/** Changes a member's formation; his drafted players are re-slotted by position, none is lost. */
export async function setFormation(ctx: AppContext, userId: string, roomId: string, formation: string): Promise<void> {
  const room = await withRoomLock(ctx, roomId, async (tx, locked) => {
    const me = memberOf(locked, userId);
    if (!FORMATION_STATUSES.has(locked.room.status)) throw conflict('Turnuva başladıktan sonra diziliş değiştirilemez.', 'TOURNAMENT_STARTED');
    if (me.formation === formation) return null;
    const mine = await tx.select().from(roomPicks).where(and(eq(roomPicks.roomId, roomId), eq(roomPicks.userId, userId)));
    if (mine.length > 0) {
      const info = (await gamePoolOf(ctx).at(tx)).byIds(mine.map((p) => p.playerId));
      const moved = reslotSquad(mine.map((p) => ({ ...p, positions: info.has(p.playerId) ? positionsOf(info.get(p.playerId)!) : [] })), formation);
      // Delete then insert: the (room, user, slot) unique index would trip over a swap done row by row.
      await tx.delete(roomPicks).where(and(eq(roomPicks.roomId, roomId), eq(roomPicks.userId, userId), inArray(roomPicks.playerId, mine.map((p) => p.playerId))));
      await tx.insert(roomPicks).values(moved.map(({ positions: _p, ...row }) => row));
    }
    await tx.update(roomPlayers).set({ formation }).where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId)));
    return bump(tx, roomId);
  });
  if (room) await publish(ctx, roomId, room);
}

/** The player picker: undrafted players of the room's leagues, optionally for one position, 20 a page. */
export async function availablePlayers(
  ctx: AppContext,
  userId: string,
  roomId: string,
  query: { q: string; position?: string; page: number },
): Promise<Page<GamePlayer>> {
  // One statement for the room, the membership check, the drafted ids and the pool version: the picker asks
  // this on every turn (tables spelled out: drizzle leaves columns unqualified in a one-table query).
  const [row] = await ctx.db
    .select({
      leagues: rooms.leagues,
      member: sql<boolean>`exists(select 1 from room_players rp where rp.room_id = rooms.id and rp.user_id = ${userId})`,
      drafted: sql<string[]>`array(select p.player_id from room_picks p where p.room_id = rooms.id)`,
      poolVersion: currentPoolVersion,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  if (!row) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  if (!row.member) throw forbidden(NOT_MEMBER, 'NOT_MEMBER');
  const pool = await gamePoolOf(ctx).atVersion(ctx.db, row.poolVersion);
  return pool.search({ q: query.q, position: query.position, leagues: row.leagues, excludeIds: row.drafted, page: query.page });
}
