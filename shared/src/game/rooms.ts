import { z } from 'zod';
import { noControlCharacters } from '../validation/text';
import { LEAGUES, POSITIONS, type GamePlayer, type League } from '../players/types';
import type { FixtureResult } from '../match/wire';
import { GAME_FORMATIONS } from './formations';
import { TOURNAMENT_FORMATS, type NextMatchInfo, type TournamentFormat } from './matchDay';
import type { AiStyle } from './aiManager';
import { DEFAULT_DRAFT_ORDER, DRAFT_ORDER_MODES, type DraftOrderMode } from './draftOrder';
import type { PickLogEntry } from './draftRoom';

export const ROOM_STATUSES = ['waiting', 'drafting', 'draft_finished', 'in_progress', 'finished'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export const DEFAULT_LEAGUES: League[] = ['Premier League'];
export const PICK_SECONDS = { min: 10, max: 180, default: 60 } as const;
/** The clock choices offered at creation; 0 is no clock (a human's turn waits, AI managers still pick). */
export const PICK_CLOCK_CHOICES = [30, 60, 90, 0] as const;
/** A room password's minimum length (a shorter one is guessed in a handful of tries). */
export const ROOM_PASSWORD_MIN = 4;
/** Player-picker page size and the width of its page-number window (spec 9). */
export const PICKER_PAGE_SIZE = 20;
export const PICKER_PAGE_WINDOW = 5;

export interface RoomUser {
  _id: string;
  username: string;
}

/** A drafted player (spec 3.4 squad player) with the stable id and the ratings the match engine needs. */
export interface SquadPlayer extends GamePlayer {
  assignedPosition: string;
}

export interface RoomPlayerDto {
  user: RoomUser;
  name: string;
  isReady: boolean;
  /** An AI manager holds the seat (name above); null for a human. */
  ai: { style: AiStyle } | null;
  /** "Otomatik seç" is on for this seat. */
  autodraft: boolean;
  team: { squad: SquadPlayer[] };
}

export interface FixtureDto {
  _id: string;
  teamA: string;
  teamB: string;
  played: boolean;
  /** Set once played. */
  result: FixtureResult | null;
  /** The league round, or the cup round (1 first). */
  round: number;
  /** A cup tie's id ('<round>-<slot>'), null in a league. */
  tie: string | null;
}

/** The room as every client receives it (GET /api/rooms/:id and updateRoom). Never a password or an e-mail. */
export interface RoomDto {
  _id: string;
  roomName: string;
  maxPlayers: number;
  leagues: string[];
  isLocked: boolean;
  creator: RoomUser;
  players: RoomPlayerDto[];
  status: RoomStatus;
  draft: {
    currentPick: number;
    /** ISO time the current pick runs out, null outside the draft. */
    pickDeadline: string | null;
    pickSeconds: number;
    /** The user id whose turn it is, null outside the draft. */
    currentPicker: string | null;
    order: DraftOrderMode;
    /** Every pick in order with its round (empty in the room list). */
    log: PickLogEntry[];
  };
  /** Users the creator kicked: they cannot join again until he lifts the bar. */
  banned: RoomUser[];
  /** User id to formation name. */
  formation: Record<string, string>;
  matchesToPlay: FixtureDto[];
  /** The tournament's format, chosen at creation. */
  format: TournamentFormat;
  /** "Otomatik devam": on, paused by the host, and when the countdown kicks the next match off. */
  autoContinue: { enabled: boolean; paused: boolean; nextMatchAt: string | null };
  /** The match to be played next, while none is live ("Sıradaki maç: zeynep – mehmet"). */
  nextMatch: NextMatchInfo | null;
  /** The champion's user id once the tournament is won. */
  champion: string | null;
  /** The rematch room ("Rövanş") made from this finished room, once asked for. */
  rematchRoomId: string | null;
  createdAt: string;
  /** Bumped on every change: a client drops an update older than the one it shows. */
  version: number;
}

/** A room in the list (GET /api/rooms): no squads, no fixtures. */
export interface RoomListItem extends Omit<RoomDto, 'players' | 'matchesToPlay' | 'formation' | 'autoContinue' | 'nextMatch' | 'champion' | 'rematchRoomId' | 'banned'> {
  players: Array<Omit<RoomPlayerDto, 'team'>>;
}

const roomId = z.uuid({ error: 'Geçersiz oda kimliği.' });
const leagueName = z.enum([...LEAGUES, 'all'], { error: 'Geçersiz lig.' });

export const roomIdParamsSchema = z.object({ roomId });
export const roomIdBodySchema = z.object({ roomId });

export const createRoomSchema = z.object({
  roomName: z
    .string({ error: 'Oda adı zorunludur.' })
    .trim()
    .min(1, { error: 'Oda adı zorunludur.' })
    .max(60, { error: 'Oda adı en fazla 60 karakter olabilir.' }).check(noControlCharacters('Oda adı')),
  maxPlayers: z.coerce
    .number({ error: 'Maksimum oyuncu sayısı bir sayı olmalıdır.' })
    .int({ error: 'Maksimum oyuncu sayısı tam sayı olmalıdır.' })
    .min(MIN_PLAYERS, { error: `Maksimum oyuncu sayısı ${MIN_PLAYERS} ile ${MAX_PLAYERS} arasında olmalıdır.` })
    .max(MAX_PLAYERS, { error: `Maksimum oyuncu sayısı ${MIN_PLAYERS} ile ${MAX_PLAYERS} arasında olmalıdır.` })
    .default(MIN_PLAYERS),
  leagues: z
    .array(leagueName, { error: 'Ligler bir liste olmalıdır.' })
    .min(1, { error: 'En az bir lig seçmelisiniz.' })
    .default(() => [...DEFAULT_LEAGUES])
    .transform((l) => (l.includes('all') ? ['all'] : [...new Set(l)])),
  /** Empty means no password (spec 5.3). */
  password: z
    .string({ error: 'Şifre metin olmalıdır.' })
    .max(100, { error: 'Şifre en fazla 100 karakter olabilir.' })
    .optional()
    .transform((p) => (p ? p : undefined))
    .refine((p) => p === undefined || [...p].length >= ROOM_PASSWORD_MIN, { error: `Oda şifresi en az ${ROOM_PASSWORD_MIN} karakter olmalıdır.` }),
  pickSeconds: z.coerce
    .number({ error: 'Seçim süresi bir sayı olmalıdır.' })
    .int({ error: 'Seçim süresi tam sayı olmalıdır.' })
    .refine((v) => v === 0 || (v >= PICK_SECONDS.min && v <= PICK_SECONDS.max), {
      error: `Seçim süresi ${PICK_SECONDS.min} ile ${PICK_SECONDS.max} saniye arasında (ya da süresiz: 0) olmalıdır.`,
    })
    .default(PICK_SECONDS.default),
  format: z.enum(TOURNAMENT_FORMATS, { error: 'Geçersiz turnuva biçimi.' }).default('round_robin'),
  autoContinue: z.boolean({ error: 'Otomatik devam açık ya da kapalı olmalıdır.' }).default(false),
  draftOrder: z.enum(DRAFT_ORDER_MODES, { error: 'Geçersiz draft sırası.' }).default(DEFAULT_DRAFT_ORDER),
});
export type CreateRoomInput = z.input<typeof createRoomSchema>;

export const joinRoomSchema = z.object({
  roomId,
  password: z.string({ error: 'Şifre metin olmalıdır.' }).max(100).optional(),
});

export const kickPlayerSchema = z.object({
  roomId,
  playerId: z.uuid({ error: 'Geçersiz oyuncu kimliği.' }),
});

const slotKey = z.string({ error: 'Pozisyon (assignedPosition) zorunludur.' }).regex(/^(GK|DEF|MID|AMF|FWD)-\d{1,2}$/, {
  error: "Geçersiz pozisyon anahtarı (ör. 'DEF-1').",
});

/** playerId is the stable id; playerName is accepted only for compatibility (it must name exactly one eligible player). */
export const pickPlayerSchema = z
  .object({
    playerId: z.string().trim().min(1).max(200).optional(),
    playerName: z.string().trim().min(1).max(200).optional(),
    /** The highlighted slot; without it the player goes to the first empty slot he fits (the answer says which). */
    assignedPosition: slotKey.optional(),
    /** The pick number (the room's currentPick) the client saw: a pick for a turn already gone is refused, not applied elsewhere. */
    pickNumber: z.coerce.number().int().min(0).max(1000).optional(),
  })
  .refine((b) => b.playerId || b.playerName, { error: 'Oyuncu (playerId) zorunludur.' });

export const setFormationSchema = z.object({
  formation: z.enum(GAME_FORMATIONS as [string, ...string[]], { error: 'Geçersiz diziliş.' }),
});

export const availablePlayersQuerySchema = z.object({
  q: z.string().trim().max(100).check(noControlCharacters('Arama metni')).optional().default(''),
  position: z.enum(POSITIONS, { error: 'Geçersiz pozisyon.' }).optional(),
  page: z.coerce.number({ error: 'Geçersiz sayfa.' }).int().min(1, { error: 'Geçersiz sayfa.' }).max(10_000).default(1),
});

/** Page numbers to show around the current page: at most PICKER_PAGE_WINDOW, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, width = PICKER_PAGE_WINDOW): number[] {
  if (pageCount < 1) return [];
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), pageCount - width + 1));
  return Array.from({ length: Math.min(width, pageCount) }, (_, i) => start + i);
}
