import { z } from 'zod';
import { LEAGUES, POSITIONS } from '../players/types';
import { maxLineBreaks, noBidiControls, noControlCharacters, noUnreadableCharacters } from '../validation/text';
import {
  AI_STYLES,
  AUCTION_BID_SECONDS,
  AUCTION_BUDGETS,
  AUCTION_ROOM_MODES,
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
  ROOM_KINDS,
  ROOM_NAME_MAX,
  ROOM_PASSWORD_MIN,
  TOURNAMENT_FORMATS,
} from './constants';
import { wording, type MessageParams } from '../messages/message';
import type { RoomRefusalCode } from '../messages/room';
import type { RoomInputCode } from '../messages/roomInput';
import type { FieldCode } from '../messages/fieldLabels';
import type { ValidationCode } from '../messages/validation';
import { said } from '../validation/said';
import { turkishMessage } from '../messages/turkish';
import { GAME_FORMATIONS } from '../formations/gameFormations';
import { MENTALITIES, PRESSING_LEVELS, TEMPOS } from '../match/tactics';
import { SCORE_CONDITIONS } from '../match/types';
import { leagueSettingsSchema } from '../league/settings';

/**
 * Every request body of the room's actions, validated by the server and typed for the client. A room's
 * options are one schema: what the create form sends is parsed by it, stored whole and returned whole
 * (`RoomDto.options`), so an option added here reaches the stored room with nothing else to wire. Each
 * message is a catalogue entry on its issue (`said`): the room's own (messages/roomInput.ts), a field's.
 */
const input = (code: RoomInputCode, params?: MessageParams) => said(wording('roomInput', code, params));
const invalid = (code: ValidationCode) => said(wording('validation', code));
const field = (code: ValidationCode, label: FieldCode, params: MessageParams = {}) => said(wording('validation', code, { field: label, ...params }));
/** A body the club rule would refuse all the same, refused here with the rule's own message (rules/club.ts). */
const refused = (code: RoomRefusalCode, params?: MessageParams) => said(wording('room', code, params));

const oneOf = (choices: readonly number[], code: RoomInputCode) =>
  z.coerce.number(input(code, { choices: choices.join(', ') })).refine((v) => choices.includes(v), input(code, { choices: choices.join(', ') }));
/** An auction room's budget, bid clock and mode (docs/drafts.md, 'The auction room'); read only when the draft order is 'auction'. */
export const roomAuctionSchema = z.object({
  budget: oneOf(AUCTION_BUDGETS, 'AUCTION_BUDGET_CHOICES'),
  bidSeconds: oneOf(AUCTION_BID_SECONDS, 'AUCTION_BID_SECONDS_CHOICES'),
  mode: z.enum(AUCTION_ROOM_MODES, input('AUCTION_MODE_CHOICES')).default('open'),
});
export type RoomAuctionOptions = z.output<typeof roomAuctionSchema>;

const roomId = z.uuid(input('INVALID_ROOM_ID'));
const leagueName = z.enum([...LEAGUES, 'all'], invalid('INVALID_LEAGUE'));

export const roomIdParamsSchema = z.object({ roomId });
export const roomIdBodySchema = z.object({ roomId });

/** What a room is created with, besides its name and password (docs/rooms.md, 'Creating a room'). */
const roomOptionsShape = z.object({
  maxPlayers: z.coerce
    .number(input('MAX_PLAYERS_NOT_NUMBER'))
    .int(input('MAX_PLAYERS_NOT_INTEGER'))
    .min(MIN_PLAYERS, input('MAX_PLAYERS_RANGE', { min: MIN_PLAYERS, max: MAX_PLAYERS }))
    .max(MAX_PLAYERS, input('MAX_PLAYERS_RANGE', { min: MIN_PLAYERS, max: MAX_PLAYERS }))
    .default(MIN_PLAYERS),
  leagues: z
    .array(leagueName, input('LEAGUES_NOT_LIST'))
    .min(1, input('LEAGUE_REQUIRED'))
    .default(() => ['Premier League' as const])
    .transform((l): string[] => (l.includes('all') ? ['all'] : [...new Set(l)])),
  pickSeconds: z.coerce
    .number(input('PICK_SECONDS_NOT_NUMBER'))
    .int(input('PICK_SECONDS_NOT_INTEGER'))
    .refine((v) => v === 0 || (v >= PICK_SECONDS.min && v <= PICK_SECONDS.max), input('PICK_SECONDS_RANGE', { min: PICK_SECONDS.min, max: PICK_SECONDS.max }))
    .default(PICK_SECONDS.default),
  format: z.enum(TOURNAMENT_FORMATS, input('INVALID_FORMAT')).default('round_robin'),
  autoContinue: z.boolean(input('AUTO_CONTINUE_NOT_SWITCH')).default(false),
  draftOrder: z.enum(DRAFT_ORDER_MODES, input('INVALID_DRAFT_ORDER')).default(DEFAULT_DRAFT_ORDER),
  bench: z.coerce
    .number(input('BENCH_NOT_NUMBER'))
    .refine((v) => (BENCH_SIZES as readonly number[]).includes(v), input('BENCH_SIZES', { sizes: BENCH_SIZES.join(', ') }))
    .default(0),
  kind: z.enum(ROOM_KINDS, input('INVALID_ROOM_KIND')).default('evening'),
  /** The auction's settings when `draftOrder` is 'auction' (without them: constants.ts DEFAULT_ROOM_AUCTION). */
  auction: roomAuctionSchema.optional(),
  /** A league's settings (docs/league.md, 'Settings'): required when `kind` is 'league'. */
  league: leagueSettingsSchema.optional(),
});

/** A league without its settings could schedule nothing: refused on the field, with the catalogue's text. */
function leagueNeedsSettings(options: { kind: string; league?: unknown }, ctx: z.RefinementCtx) {
  if (options.kind !== 'league' || options.league) return;
  const w = wording('roomInput', 'LEAGUE_SETTINGS_REQUIRED');
  ctx.addIssue({ code: 'custom', path: ['league'], input: options.league, params: w, message: turkishMessage(w) });
}

/** A league's matches start on schedule: "Otomatik devam" (an evening's countdown) is refused on its field. */
function leagueWithoutAutoContinue(options: { kind: string; autoContinue?: boolean }, ctx: z.RefinementCtx) {
  if (options.kind !== 'league' || !options.autoContinue) return;
  const w = wording('roomInput', 'LEAGUE_AUTO_CONTINUE');
  ctx.addIssue({ code: 'custom', path: ['autoContinue'], input: options.autoContinue, params: w, message: turkishMessage(w) });
}

const leagueRules = (options: { kind: string; league?: unknown; autoContinue?: boolean }, ctx: z.RefinementCtx) => {
  leagueNeedsSettings(options, ctx);
  leagueWithoutAutoContinue(options, ctx);
};

export const roomOptionsSchema = roomOptionsShape.superRefine(leagueRules);
export type RoomOptions = z.output<typeof roomOptionsSchema>;

const roomNameSchema = z
  .string(field('FIELD_REQUIRED', 'ROOM_NAME'))
  .trim()
  .min(1, field('FIELD_REQUIRED', 'ROOM_NAME'))
  .max(ROOM_NAME_MAX, field('FIELD_TOO_LONG', 'ROOM_NAME', { max: ROOM_NAME_MAX }))
  .check(noControlCharacters('ROOM_NAME'), noUnreadableCharacters('ROOM_NAME'), noBidiControls('ROOM_NAME'));

export const createRoomSchema = roomOptionsShape
  .extend({
  roomName: roomNameSchema,
  /** Empty means no password (docs/rooms.md, 'Creating a room'). */
  password: z
    .string(field('FIELD_NOT_TEXT', 'PASSWORD'))
    .max(100, field('FIELD_TOO_LONG', 'PASSWORD', { max: 100 }))
    .optional()
    .transform((p) => (p ? p : undefined))
    .refine((p) => p === undefined || [...p].length >= ROOM_PASSWORD_MIN, input('ROOM_PASSWORD_TOO_SHORT', { min: ROOM_PASSWORD_MIN })),
  })
  .superRefine(leagueRules);

export const joinRoomSchema = z.object({
  roomId,
  password: z.string(field('FIELD_NOT_TEXT', 'PASSWORD')).max(100).optional(),
});

const userIdField = z.uuid(input('INVALID_USER_ID'));
export const kickPlayerSchema = z.object({ roomId, playerId: userIdField });
export const unbanSchema = z.object({ playerId: userIdField });
/** The commissioner's "Yapay zekâya devret" (issue 41): whose seat. */
export const replaceWithAiSchema = z.object({ playerId: userIdField });
/** The commissioner's new kick-off of the next matchday (issue 41): an instant with its offset or Z. */
export const rescheduleSchema = z.object({ at: z.iso.datetime({ offset: true, ...input('INVALID_KICK_OFF_TIME') }) });

const slotKey = z.string(input('SLOT_REQUIRED')).regex(/^(GK|DEF|MID|AMF|FWD|SUB)-\d{1,2}$/, input('INVALID_SLOT'));

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
  .refine((b) => b.playerId || b.playerName, input('PLAYER_REQUIRED'));

export const setFormationSchema = z.object({ formation: z.enum(GAME_FORMATIONS as [string, ...string[]], input('INVALID_FORMATION')) });

export const fillWithAiSchema = z.object({
  count: z.coerce.number(input('INVALID_COUNT')).int(input('INVALID_COUNT')).min(1, input('INVALID_COUNT')).max(7, input('INVALID_COUNT')).optional(),
  style: z.enum(AI_STYLES, input('INVALID_AI_STYLE')).optional(),
});

export const pickQueueSchema = z.object({
  playerIds: z
    .array(z.string(invalid('INVALID_PLAYER')).trim().min(1, invalid('INVALID_PLAYER')).max(200, invalid('INVALID_PLAYER')), input('QUEUE_NOT_LIST'))
    .max(MAX_QUEUE, input('QUEUE_TOO_LONG', { max: MAX_QUEUE })),
});

export const autodraftSchema = z.object({ on: z.boolean(input('AUTODRAFT_NOT_SWITCH')) });
export const pausedSchema = z.object({ paused: z.boolean(input('PAUSED_NOT_SWITCH')) });

export const chatSchema = z.object({
  text: z
    .string(field('FIELD_NOT_TEXT', 'MESSAGE'))
    .max(2000, field('FIELD_TOO_LONG', 'MESSAGE', { max: CHAT_MAX_LENGTH }))
    .check(noControlCharacters('MESSAGE', { multiline: true }), noUnreadableCharacters('MESSAGE'), noBidiControls('MESSAGE'), maxLineBreaks('MESSAGE', CHAT_MAX_LINE_BREAKS)),
});

/** A quick reaction to a pick (`pickNumber`) or, on the match screen, to the live match (`fixtureId`). */
export const reactionSchema = z
  .object({
    pickNumber: z.coerce.number(input('INVALID_PICK')).int(input('INVALID_PICK')).min(1, input('INVALID_PICK')).max(100, input('INVALID_PICK')).optional(),
    fixtureId: z.uuid(input('INVALID_MATCH_ID')).optional(),
    reaction: z.string(input('INVALID_REACTION')).max(16, input('INVALID_REACTION')),
  })
  .refine((b) => b.pickNumber !== undefined || b.fixtureId !== undefined, { ...input('INVALID_PICK'), path: ['pickNumber'] });

/**
 * A manager's club: the body's shape only (the club rule, rules/club.ts, decides the rest with its own
 * refusals); `playerId` names the seat, which must be the sender's own (absent: his).
 */
const clubColor = z.string(refused('CLUB_COLOR_INVALID')).max(20, refused('CLUB_COLOR_INVALID'));
export const setClubSchema = z.object({
  name: z.string(refused('CLUB_NAME_REQUIRED')).max(200, refused('CLUB_NAME_TOO_LONG', { max: CLUB_NAME_MAX })),
  colors: z.array(clubColor, refused('CLUB_COLOR_INVALID')).length(2, refused('CLUB_COLOR_INVALID')),
  playerId: userIdField.optional(),
});

/** A body-less action. */
export const emptySchema = z.object({});

export const availablePlayersQuerySchema = z.object({
  q: z.string().trim().max(100).check(noControlCharacters('SEARCH_TEXT')).optional().default(''),
  position: z.enum(POSITIONS, input('INVALID_POSITION')).optional(),
  page: z.coerce.number(invalid('INVALID_PAGE')).int().min(1, invalid('INVALID_PAGE')).max(10_000).default(1),
});

/** Page numbers to show around the current page: at most PICKER_PAGE_WINDOW, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, width = PICKER_PAGE_WINDOW): number[] {
  if (pageCount < 1) return [];
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), pageCount - width + 1));
  return Array.from({ length: Math.min(width, pageCount) }, (_, i) => start + i);
}

const tacticError = input('INVALID_TACTIC');
const playerIdField = z.string(invalid('INVALID_PLAYER')).trim().min(1, invalid('INVALID_PLAYER')).max(200, invalid('INVALID_PLAYER'));
const formationField = z.enum(GAME_FORMATIONS as [string, ...string[]], input('NO_SUCH_FORMATION'));

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
).and(z.object({ side: z.enum(['A', 'B'], input('INVALID_SIDE')).optional() }));
export type DecisionBody = z.output<typeof decisionSchema>;

const choiceSchema = z.union([z.object({ id: playerIdField }), z.object({ line: z.enum(['DEF', 'MID', 'FWD', 'any'], invalid('INVALID_PLAYER')) })], invalid('INVALID_PLAYER'));
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
        from: z.coerce.number(input('PLAN_MINUTE_RANGE')).int(input('PLAN_MINUTE_RANGE')),
        score: z.enum(SCORE_CONDITIONS, input('INVALID_SCORE_CONDITION')),
        changes: z.array(planChangeSchema, input('PLAN_RULE_CHANGES')).max(4, input('PLAN_RULE_TOO_MANY_CHANGES')),
      }),
      input('PLAN_NOT_LIST'),
    )
    .max(20, input('PLAN_TOO_MANY_RULES')),
});

const money = z.coerce.number(input('AUCTION_AMOUNT_INVALID')).int(input('AUCTION_AMOUNT_INVALID')).min(0, input('AUCTION_AMOUNT_INVALID')).max(100_000, input('AUCTION_AMOUNT_INVALID'));
/** An auction room's nomination: the player put up and the opening bid (M€). */
export const nominateSchema = z.object({ playerId: z.string(input('PLAYER_REQUIRED')).trim().min(1, input('PLAYER_REQUIRED')).max(200), opening: money });
/** A bid on the lot the screen showed (its number), in M€. */
export const bidSchema = z.object({ lot: z.coerce.number(input('AUCTION_AMOUNT_INVALID')).int().min(1).max(10_000), amount: money });
