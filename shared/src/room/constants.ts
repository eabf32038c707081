/**
 * The room's fixed values: statuses, limits and the choices a room is created with. Depends on nothing,
 * so the wire (schemas, DTOs), the rules and the screens all read them from here.
 */
export const ROOM_STATUSES = ['waiting', 'drafting', 'draft_finished', 'in_progress', 'finished'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** Squad and lineup size (docs/rooms.md, 'Fixed values'): every formation has this many slots, and the draft this many rounds. */
export const SQUAD_SIZE = 11;
/** "Yedekler": substitutes drafted in extra rounds after the eleven (any position); 0 is the base room (11 rounds: docs/rooms.md, 'Creating a room'). */
export const BENCH_SIZES = [0, 3, 5] as const;
export type BenchSize = (typeof BENCH_SIZES)[number];
/** What the create form offers first (a room created without the field, as by the first clients, has none). */
export const FORM_BENCH_SIZE: BenchSize = 3;
/** A room's substitutes (rooms stored before the option have none). */
export const benchOf = (options: { bench?: number }): number => options.bench ?? 0;
/** Players a seat drafts: the eleven and the substitutes. */
export const squadSizeOf = (options: { bench?: number }): number => SQUAD_SIZE + benchOf(options);
export const PICK_SECONDS = { min: 10, max: 180, default: 60 } as const;
/** The clock choices offered at creation; 0 is no clock (a human's turn waits, AI managers still pick). */
export const PICK_CLOCK_CHOICES = [30, 60, 90, 0] as const;
/** A room password's minimum length (a shorter one is guessed in a handful of tries). */
export const ROOM_PASSWORD_MIN = 4;
/** The longest room name, in characters (the create form counts them under the field). */
export const ROOM_NAME_MAX = 60;
/** A manager's club name, in characters (rules/club.ts). */
export const CLUB_NAME_MIN = 3;
export const CLUB_NAME_MAX = 24;
/** Rooms a user may have open (created and not finished): one account cannot push every real room off the list. */
export const MAX_OPEN_ROOMS = 3;
/** Player-picker page size and the width of its page-number window (docs/rooms.md, 'Fixed values'). */
export const PICKER_PAGE_SIZE = 20;
export const PICKER_PAGE_WINDOW = 5;

/**
 * The order of the draft. 'snake' (the default) reverses every other round, 1-2-3-4-4-3-2-1; 'straight'
 * is the base order (docs/rooms.md, 'Who may pick whom'): every round follows the players list, 1-2-3-4-1-2-3-4;
 * 'auction' has no pick order: players are nominated in turn and bought with a budget (docs/drafts.md).
 */
export const DRAFT_ORDER_MODES = ['snake', 'straight', 'auction'] as const;
export type DraftOrderMode = (typeof DRAFT_ORDER_MODES)[number];
export const DEFAULT_DRAFT_ORDER: DraftOrderMode = 'snake';
/** An auction room's budgets (M€ each manager) and bid clocks (seconds) offered on the form. */
export const AUCTION_BUDGETS = [100, 200, 300] as const;
export const AUCTION_BID_SECONDS = [10, 15, 20] as const;
/** The auction's modes on the form: 'open' (every bid seen, the clock restarted by a late bid) or 'blind' ("Kapalı zarf": one sealed bid each). */
export const AUCTION_ROOM_MODES = ['open', 'blind'] as const;
export const DEFAULT_ROOM_AUCTION = { budget: 200, bidSeconds: 10, mode: 'open' } as const;

/**
 * What a room is: one evening (the draft and every match while everyone is online) or a league that lives
 * across days (a slow draft, matchdays at set times: docs/league.md); a league carries its settings.
 */
export const ROOM_KINDS = ['evening', 'league'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** The tournament: a round robin (single or home and away) or a knockout cup with byes, extra time and penalties. */
export const TOURNAMENT_FORMATS = ['round_robin', 'home_away', 'cup'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
/** Seconds between the final whistle and the next kick-off when the room continues automatically. */
export const AUTO_CONTINUE_SECONDS = 10;

/** How an AI manager drafts: balanced, attackers first, or keeper and defenders first. */
export const AI_STYLES = ['dengeli', 'hücumcu', 'savunmacı'] as const;
export type AiStyle = (typeof AI_STYLES)[number];

/** The private pick queue's length. */
export const MAX_QUEUE = 30;
export const CHAT_MAX_LENGTH = 300;
/** Line breaks in one chat message: a few lines, not a wall that pushes the chat off the screen. */
export const CHAT_MAX_LINE_BREAKS = 5;
/** The quick reactions to a pick. */
export const QUICK_REACTIONS = ['👏', '🔥', '😮', '😂', '👎'] as const;
