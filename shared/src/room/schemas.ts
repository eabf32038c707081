import { z } from 'zod';
import { LEAGUES, POSITIONS } from '../players/types';
import { maxLineBreaks, noBidiControls, noControlCharacters, noUnreadableCharacters } from '../validation/text';
import {
  AI_STYLES,
  BENCH_SIZES,
  CHAT_MAX_LENGTH,
  CHAT_MAX_LINE_BREAKS,
  CLUB_NAME_MAX,
  DEFAULT_DRAFT_ORDER,
  DRAFT_ORDER_MODES,
  MAX_PLAYERS,
  MAX_QUEUE,
  MIN_PLAYERS,
  PICK_SECONDS,
  PICKER_PAGE_WINDOW,
  ROOM_NAME_MAX,
  ROOM_PASSWORD_MIN,
  TOURNAMENT_FORMATS,
} from './constants';
import { refusal } from './refusal';
import { turkishText } from '../messages/refusal';
import { GAME_FORMATIONS } from '../formations/gameFormations';
import { MENTALITIES, PRESSING_LEVELS, TEMPOS } from '../match/tactics';
import { SCORE_CONDITIONS } from '../match/types';

/**
 * Every request body of the room's actions, validated by the server and typed for the client. A room's
 * options are one schema: what the create form sends is parsed by it, stored whole and returned whole
 * (`RoomDto.options`), so an option added here reaches the stored room with nothing else to wire.
 */
const roomId = z.uuid({ error: 'Geçersiz oda kimliği.' });
const leagueName = z.enum([...LEAGUES, 'all'], { error: 'Geçersiz lig.' });

export const roomIdParamsSchema = z.object({ roomId });
export const roomIdBodySchema = z.object({ roomId });

/** What a room is created with, besides its name and password (docs/rooms.md, 'Creating a room'). */
export const roomOptionsSchema = z.object({
  maxPlayers: z.coerce
    .number({ error: 'Maksimum oyuncu sayısı bir sayı olmalıdır.' })
    .int({ error: 'Maksimum oyuncu sayısı tam sayı olmalıdır.' })
    .min(MIN_PLAYERS, { error: `Maksimum oyuncu sayısı ${MIN_PLAYERS} ile ${MAX_PLAYERS} arasında olmalıdır.` })
    .max(MAX_PLAYERS, { error: `Maksimum oyuncu sayısı ${MIN_PLAYERS} ile ${MAX_PLAYERS} arasında olmalıdır.` })
    .default(MIN_PLAYERS),
  leagues: z
    .array(leagueName, { error: 'Ligler bir liste olmalıdır.' })
    .min(1, { error: 'En az bir lig seçmelisiniz.' })
    .default(() => ['Premier League' as const])
    .transform((l): string[] => (l.includes('all') ? ['all'] : [...new Set(l)])),
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
  bench: z.coerce
    .number({ error: 'Yedek sayısı bir sayı olmalıdır.' })
    .refine((v) => (BENCH_SIZES as readonly number[]).includes(v), { error: `Yedek sayısı ${BENCH_SIZES.join(', ')} olabilir.` })
    .default(0),
});
export type RoomOptions = z.output<typeof roomOptionsSchema>;

const roomNameSchema = z
  .string({ error: 'Oda adı zorunludur.' })
  .trim()
  .min(1, { error: 'Oda adı zorunludur.' })
  .max(ROOM_NAME_MAX, { error: `Oda adı en fazla ${ROOM_NAME_MAX} karakter olabilir.` })
  .check(noControlCharacters('Oda adı'), noUnreadableCharacters('Oda adı'), noBidiControls('Oda adı'));

export const createRoomSchema = roomOptionsSchema.extend({
  roomName: roomNameSchema,
  /** Empty means no password (docs/rooms.md, 'Creating a room'). */
  password: z
    .string({ error: 'Şifre metin olmalıdır.' })
    .max(100, { error: 'Şifre en fazla 100 karakter olabilir.' })
    .optional()
    .transform((p) => (p ? p : undefined))
    .refine((p) => p === undefined || [...p].length >= ROOM_PASSWORD_MIN, { error: `Oda şifresi en az ${ROOM_PASSWORD_MIN} karakter olmalıdır.` }),
});

export const joinRoomSchema = z.object({
  roomId,
  password: z.string({ error: 'Şifre metin olmalıdır.' }).max(100).optional(),
});

const userIdField = z.uuid({ error: 'Geçersiz oyuncu kimliği.' });
export const kickPlayerSchema = z.object({ roomId, playerId: userIdField });
export const unbanSchema = z.object({ playerId: userIdField });

const slotKey = z.string({ error: 'Pozisyon (assignedPosition) zorunludur.' }).regex(/^(GK|DEF|MID|AMF|FWD|SUB)-\d{1,2}$/, {
  error: "Geçersiz pozisyon anahtarı (ör. 'DEF-1', yedek için 'SUB-1').",
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

export const setFormationSchema = z.object({ formation: z.enum(GAME_FORMATIONS as [string, ...string[]], { error: 'Geçersiz diziliş.' }) });

export const fillWithAiSchema = z.object({
  count: z.coerce.number({ error: 'Geçersiz sayı.' }).int({ error: 'Geçersiz sayı.' }).min(1, { error: 'Geçersiz sayı.' }).max(7, { error: 'Geçersiz sayı.' }).optional(),
  style: z.enum(AI_STYLES, { error: 'Geçersiz yapay zekâ stili.' }).optional(),
});

export const pickQueueSchema = z.object({
  playerIds: z
    .array(z.string({ error: 'Geçersiz oyuncu.' }).trim().min(1, { error: 'Geçersiz oyuncu.' }).max(200, { error: 'Geçersiz oyuncu.' }), { error: 'Seçim listesi bir liste olmalıdır.' })
    .max(MAX_QUEUE, { error: `Seçim listeniz en fazla ${MAX_QUEUE} oyuncu olabilir.` }),
});

export const autodraftSchema = z.object({ on: z.boolean({ error: 'Otomatik seç açık ya da kapalı olmalıdır.' }) });
export const pausedSchema = z.object({ paused: z.boolean({ error: 'paused açık ya da kapalı olmalıdır.' }) });

export const chatSchema = z.object({
  text: z
    .string({ error: 'Mesaj metin olmalıdır.' })
    .max(2000, { error: `Mesaj en fazla ${CHAT_MAX_LENGTH} karakter olabilir.` })
    .check(noControlCharacters('Mesaj', { multiline: true }), noUnreadableCharacters('Mesaj'), noBidiControls('Mesaj'), maxLineBreaks('Mesaj', CHAT_MAX_LINE_BREAKS)),
});

/** A quick reaction to a pick (`pickNumber`) or, on the match screen, to the live match (`fixtureId`). */
export const reactionSchema = z
  .object({
    pickNumber: z.coerce.number({ error: 'Geçersiz seçim.' }).int({ error: 'Geçersiz seçim.' }).min(1, { error: 'Geçersiz seçim.' }).max(100, { error: 'Geçersiz seçim.' }).optional(),
    fixtureId: z.uuid({ error: 'Geçersiz maç kimliği.' }).optional(),
    reaction: z.string({ error: 'Geçersiz tepki.' }).max(16, { error: 'Geçersiz tepki.' }),
  })
  .refine((b) => b.pickNumber !== undefined || b.fixtureId !== undefined, { error: 'Geçersiz seçim.', path: ['pickNumber'] });

/**
 * A manager's club: the body's shape only (the club rule, rules/club.ts, decides the rest with its own
 * refusals); `playerId` names the seat, which must be the sender's own (absent: his).
 */
const clubColor = z.string({ error: turkishText(refusal('CLUB_COLOR_INVALID')) }).max(20, { error: turkishText(refusal('CLUB_COLOR_INVALID')) });
export const setClubSchema = z.object({
  name: z.string({ error: turkishText(refusal('CLUB_NAME_REQUIRED')) }).max(200, { error: turkishText(refusal('CLUB_NAME_TOO_LONG', { max: CLUB_NAME_MAX })) }),
  colors: z.array(clubColor, { error: turkishText(refusal('CLUB_COLOR_INVALID')) }).length(2, { error: turkishText(refusal('CLUB_COLOR_INVALID')) }),
  playerId: userIdField.optional(),
});

/** A body-less action. */
export const emptySchema = z.object({});

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

const tacticError = { error: 'Geçersiz taktik seçimi.' };
const playerIdField = z.string({ error: 'Geçersiz oyuncu.' }).trim().min(1, { error: 'Geçersiz oyuncu.' }).max(200, { error: 'Geçersiz oyuncu.' });
const formationField = z.enum(GAME_FORMATIONS as [string, ...string[]], { error: 'Böyle bir diziliş yok.' });

/**
 * A manager's decision during the live match (issue 27): a substitution, a formation, mentality, pressing
 * or tempo. His side and the minute are the server's to set; `side`, when sent, must be his.
 */
export const decisionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('substitution'), off: playerIdField, on: playerIdField }),
    z.object({ type: z.literal('formation'), formation: formationField, positions: z.record(playerIdField, z.string().max(8)).optional() }),
    z.object({ type: z.literal('mentality'), value: z.enum(MENTALITIES, tacticError) }),
    z.object({ type: z.literal('pressing'), value: z.enum(PRESSING_LEVELS, tacticError) }),
    z.object({ type: z.literal('tempo'), value: z.enum(TEMPOS, tacticError) }),
  ],
  tacticError,
).and(z.object({ side: z.enum(['A', 'B'], { error: 'Geçersiz takım.' }).optional() }));
export type DecisionBody = z.output<typeof decisionSchema>;

const choiceSchema = z.union([z.object({ id: playerIdField }), z.object({ line: z.enum(['DEF', 'MID', 'FWD', 'any'], { error: 'Geçersiz oyuncu.' }) })], { error: 'Geçersiz oyuncu.' });
const planChangeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('substitution'), on: choiceSchema, off: choiceSchema.optional() }),
    z.object({ type: z.literal('formation'), formation: formationField }),
    z.object({ type: z.literal('mentality'), value: z.enum(MENTALITIES, tacticError) }),
    z.object({ type: z.literal('pressing'), value: z.enum(PRESSING_LEVELS, tacticError) }),
    z.object({ type: z.literal('tempo'), value: z.enum(TEMPOS, tacticError) }),
  ],
  tacticError,
);

/** "Maç planı": the manager's conditional changes, kept for his next kick-offs (an empty list clears it). */
export const planSchema = z.object({
  rules: z
    .array(
      z.object({
        from: z.coerce.number({ error: 'Plan dakikası 1 ile 120 arasında olmalı.' }).int({ error: 'Plan dakikası 1 ile 120 arasında olmalı.' }),
        score: z.enum(SCORE_CONDITIONS, { error: 'Geçersiz skor koşulu.' }),
        changes: z.array(planChangeSchema, { error: 'Plan kuralı en az bir değişiklik içermeli.' }).max(4, { error: 'Bir plan kuralında en fazla 4 değişiklik olabilir.' }),
      }),
      { error: 'Plan bir liste olmalıdır.' },
    )
    .max(20, { error: 'Bir maç için en fazla 8 plan kuralı kurulabilir.' }),
});
