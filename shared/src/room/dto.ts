import type { FixtureResult } from '../match/wire';
import type { GamePlayer } from '../players/types';
import type { AiStyle, DraftOrderMode, RoomStatus, TournamentFormat } from './constants';
import type { RoomOptions } from './schemas';
import type { RoomTextRef } from '../messages/room';
import type { Club } from './rules/club';
import type { QuietWindow } from '../league/slowClock';
import type { AuctionView } from './auctionView';

/** What travels between server and client: the room as every screen receives it, and the answers of its calls. */
export interface RoomUser {
  _id: string;
  username: string;
}

/** A drafted player (docs/rooms.md, 'Room and squad fields') with the stable id and the ratings the match engine needs. */
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
  /** The seat's own club (an AI manager's is generated); null: the team plays under `name` (rooms made before clubs). */
  club: Club | null;
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

/** One line of the pick log: every pick in order, with its round. */
export interface PickLogEntry {
  /** 1-based, as stored. */
  pickNumber: number;
  round: number;
  userId: string;
  playerId: string;
  playerName: string;
  slot: string;
  /** Made by the clock, "Otomatik seç" or an AI manager. */
  auto: boolean;
}

export interface NextMatchInfo {
  fixtureId: string;
  teamA: string;
  teamB: string;
  /** The fixture's round (a league's matchday, a cup's round): the screens name it in their language. */
  round: number;
  /** Who kicks it off: the host's click, or the automatic countdown (`at`: ISO time of the kick-off). */
  startsBy: 'host' | 'auto';
  at: string | null;
}

/** The room as every client receives it (GET /api/rooms/:id and updateRoom). Never a password or an e-mail. */
export interface RoomDto {
  _id: string;
  roomName: string;
  /** Everything the room was created with, as stored (the fields below repeat some of it under the first API's names: docs/rooms.md, 'Room and squad fields'). */
  options: RoomOptions;
  maxPlayers: number;
  leagues: string[];
  isLocked: boolean;
  creator: RoomUser;
  players: RoomPlayerDto[];
  status: RoomStatus;
  draft: {
    currentPick: number;
    /** Picks of the whole draft (seats × 11). */
    totalPicks: number;
    /** ISO time the current pick runs out, null outside the draft or while paused. */
    pickDeadline: string | null;
    pickSeconds: number;
    /** The host paused the draft ("Taslağı duraklat"): nobody picks until he resumes it. */
    paused: boolean;
    /** The user id whose turn it is, null outside the draft. */
    currentPicker: string | null;
    /**
     * A league's slow pick clock while a human picks by hand (docs/league.md, 'The slow draft'), else null:
     * its length, the quiet window (the league's zone) and the reading when the room was sent (`clockAt`):
     * running time left and whether it stands still in the quiet window now. `pickDeadline` is when it runs
     * out; a screen reads it again as time passes with `clockBefore(pickDeadline, now, quietWindow)`.
     */
    slowClock: { lengthMs: number; quietWindow: QuietWindow | null; remainingMs: number; paused: boolean } | null;
    order: DraftOrderMode;
    /** Every pick in order with its round (empty in the room list). */
    log: PickLogEntry[];
  };
  /** Users the creator kicked: they cannot join again until he lifts the bar. */
  banned: RoomUser[];
  /** User id to formation name. */
  formation: Record<string, string>;
  matchesToPlay: FixtureDto[];
  format: TournamentFormat;
  /** "Otomatik devam": on, paused by the host, and when the countdown kicks the next match off. */
  autoContinue: { enabled: boolean; paused: boolean; nextMatchAt: string | null };
  /** The match to be played next, while none is live ("Sıradaki maç: zeynep – mehmet"). */
  nextMatch: NextMatchInfo | null;
  /** The fixture being played now, if any. */
  liveFixtureId: string | null;
  /** The champion's user id once the tournament is won. */
  champion: string | null;
  /** The rematch room ("Rövanş") made from this finished room, once asked for. */
  rematchRoomId: string | null;
  /**
   * An auction room's auction once its draft has begun (docs/drafts.md, 'The auction room'): the managers'
   * money and purchases, whose nomination it is, the open lot with its bids and its end (epoch ms). In the
   * blind mode the open lot's sealed amounts are left out but the viewer's own (auctionView.ts).
   */
  auction: AuctionView | null;
  createdAt: string;
  /** Bumped on every change: a client drops an update older than the one it shows. */
  version: number;
}

/** A room in the list (GET /api/rooms): no squads, no fixtures. */
export interface RoomListItem extends Pick<RoomDto, '_id' | 'roomName' | 'options' | 'maxPlayers' | 'leagues' | 'isLocked' | 'creator' | 'status' | 'format' | 'createdAt' | 'version'> {
  players: Array<Omit<RoomPlayerDto, 'team'>>;
  draft: Pick<RoomDto['draft'], 'currentPick' | 'pickSeconds' | 'order'>;
}

/** What anyone logged in may see of a room (an invite link opened by a non-member): never squads or fixtures. */
export interface RoomSummary extends Pick<RoomDto, '_id' | 'roomName' | 'maxPlayers' | 'leagues' | 'isLocked' | 'creator' | 'status'> {
  seats: Array<{ name: string; ai: boolean }>;
  /** Whether the viewer holds a seat (then the whole room is his to see). */
  member: boolean;
}

/** A chat line or a reaction as members receive it. */
export interface ChatMessageDto {
  id: string;
  roomId: string;
  userId: string;
  username: string;
  kind: 'chat' | 'reaction';
  text: string;
  /** The pick a reaction answers. */
  pickNumber: number | null;
  /** The live match a reaction on the match screen answers (null for chat lines and reactions to picks). */
  fixtureId: string | null;
  createdAt: string;
}

export const ROOM_NOTICE_CODES = ['CLOCK_PICK', 'AUTODRAFT_PICK', 'SEAT_CHANGED', 'NEW_CREATOR', 'ROOM_ENDED', 'DRAFT_PAUSED', 'DRAFT_RESUMED', 'COMMISSIONER'] as const;
/**
 * A room text as data: its catalogue key (shared/src/messages/room.ts) and the values filled in. A room's
 * channel reaches readers of both languages at once, so each client words it in its own (docs/i18n.md).
 */
/** A notice every member of the room sees (an automatic pick, a seat taken over, the room ending). */
export interface RoomNotice {
  roomId: string;
  code: (typeof ROOM_NOTICE_CODES)[number];
  text: RoomTextRef;
  /** Who it concerns most (the new creator of NEW_CREATOR), when anyone. */
  userId?: string;
}

/** What a kicked player's screen is told. */
export interface KickedNotice {
  roomId: string;
  text: RoomTextRef;
}

/** Every action's answer: a Turkish sentence for the page (a chat line answers with itself), and what the action adds (the pick made, the room created). */
export interface ActionAnswer {
  message?: string;
  [extra: string]: unknown;
}

/** What a pick request is answered: where the player went (also for a pick sent twice). */
export interface PickAnswer extends ActionAnswer {
  message: string;
  pick: { playerId: string; slot: string; position: string; pickNumber: number; round: number };
}

/** The owner's private pick queue with the players' data for the screen. */
export interface QueueView {
  playerIds: string[];
  players: GamePlayer[];
}
