import { z } from 'zod';
import { MAX_STEPS } from '../board/steps';
import { LIMITS } from '../board/limits';
import { CHUNK_CHARS, chunksOf } from './chunks';
import { CODE_ALPHABET, CODE_LENGTH } from './code';

/**
 * What travels in a live session ("Canlı sunum", Socket.IO namespace /live). The presenter sends ops;
 * the server applies each to the session's state (state.ts) and relays what changed to the viewers as a
 * numbered patch; a viewer that joins (or misses a number) gets the whole state at once. The board
 * itself travels as its share-link payload (board/serialize.ts), which the server relays and never
 * decodes; a board larger than one Socket.IO message goes in chunks. The video analysis page presents a
 * still instead (a paused frame with its drawings, as a JPEG), in chunks the same way.
 */

/** Pieces in one move op (every player and the ball). */
export const MOVE_PIECES = LIMITS.players + 1;
/** The ball's id in a move. */
export const BALL_ID = -1;
/** Laser points (x, y pairs) in one message. */
export const LASER_POINTS = 64;

export const codeSchema = z.string().length(CODE_LENGTH).regex(new RegExp(`^[${CODE_ALPHABET}]+$`));
/** The presenter's secret: 32 bytes of base64url. */
export const tokenSchema = z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/);

const opNumber = z.number().int().min(0).max(2 ** 31);
/** Pitch decimetres (the longest pitch is 105 m; pieces may stand a little beyond the lines). */
const dm = z.number().int().min(-200).max(1300);
const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);

const chunkFields = {
  part: z.number().int().min(0),
  parts: z.number().int().min(1).max(256),
  data: base64url.max(CHUNK_CHARS),
};
export const boardOpSchema = z.object({
  k: z.literal('board'),
  /** The presenter's op number when the board was captured: moves with a higher number stay on top of it. */
  n: opNumber,
  ...chunkFields,
});
/**
 * The video page's paused frame with its drawings: a JPEG's bytes as base64url. Empty: the presenter plays
 * the clip (no frame held), and viewers are told so.
 */
export const stillOpSchema = z.object({ k: z.literal('still'), n: opNumber, ...chunkFields });
export const moveOpSchema = z.object({
  k: z.literal('move'),
  n: opNumber,
  /** [piece id (BALL_ID for the ball), x, y] in pitch decimetres. */
  p: z.array(z.tuple([z.number().int().min(BALL_ID).max(999), dm, dm])).min(1).max(MOVE_PIECES),
});
export const SPEEDS = [0.5, 1, 2] as const;
export const playOpSchema = z.object({
  k: z.literal('play'),
  n: opNumber,
  /** Step time on the scrubber (0 = first step); null: the open step is shown for editing. */
  t: z.number().min(0).max(MAX_STEPS).nullable(),
  /** Playing (the time runs) or paused. */
  on: z.boolean(),
  speed: z.union(SPEEDS.map((s) => z.literal(s)) as [z.ZodLiteral<0.5>, z.ZodLiteral<1>, z.ZodLiteral<2>]),
  loop: z.boolean(),
});
export const lockOpSchema = z.object({ k: z.literal('lock'), n: opNumber, on: z.boolean() });
export const liveOpSchema = z.discriminatedUnion('k', [boardOpSchema, stillOpSchema, moveOpSchema, playOpSchema, lockOpSchema]);

export type BoardOp = z.infer<typeof boardOpSchema>;
export type StillOp = z.infer<typeof stillOpSchema>;
export type MoveOp = z.infer<typeof moveOpSchema>;
export type PlayOp = z.infer<typeof playOpSchema>;
export type LockOp = z.infer<typeof lockOpSchema>;
export type LiveOp = z.infer<typeof liveOpSchema>;
/** Ops the server makes itself: the presenter's connection came or went. */
export type PresenceOp = { k: 'presence'; on: boolean };
export type AnyOp = LiveOp | PresenceOp;

/** A laser stroke's points in pitch decimetres [x, y, x, y, …]; `s` tells strokes apart. Never stored. */
export const laserSchema = z.object({
  s: z.number().int().min(0).max(2 ** 31),
  p: z
    .array(dm)
    .max(LASER_POINTS * 2)
    .refine((p) => p.length % 2 === 0),
});
export type Laser = z.infer<typeof laserSchema>;

export const presentSchema = z.object({ code: codeSchema, token: tokenSchema });
export const watchSchema = z.object({ code: codeSchema });

/** Where a piece stands (decimetres) and the op that put it there. */
export type Placed = [x: number, y: number, n: number];

/** The playback as a viewer needs it: `ms` is how long ago (server time) it was set, so a late joiner's clock starts right. */
export interface LivePlayWire {
  t: number | null;
  on: boolean;
  speed: PlayOp['speed'];
  loop: boolean;
  ms: number;
}

/** The whole session as a viewer (or a late joiner) gets it. */
export interface LiveSnapshot {
  code: string;
  seq: number;
  /** The board's share payload and the op number it was captured at; null until the first one arrives. */
  board: { n: number; data: string } | null;
  /** The video page's held frame (a JPEG as base64url; empty while the clip plays); null in a board's session. */
  still: { n: number; data: string } | null;
  moves: Record<string, Placed>;
  play: LivePlayWire;
  locked: boolean;
  /** Whether the presenter is connected. */
  presenter: boolean;
  viewers: number;
}

/** One change for the viewers, numbered: `seq` is the snapshot's seq plus one. */
export type LivePatch = { seq: number } & (
  | { k: 'board'; n: number; data: string }
  | { k: 'still'; n: number; data: string }
  | { k: 'move'; n: number; p: MoveOp['p'] }
  | { k: 'play'; play: LivePlayWire }
  | { k: 'lock'; on: boolean }
  | { k: 'presence'; on: boolean }
);

/** Why a session ended: the presenter ended it, or it stood idle too long. */
export interface LiveEnded {
  code: string;
  reason: 'ended' | 'expired';
  message: string;
  /** The final board's share payload, for the viewers' own copy. */
  board: string | null;
}

/** The namespace and the handshake query that marks a live connection (its own per-address budget). */
export const LIVE_NAMESPACE = '/live';
export const LIVE_QUERY = 'canli';

/** A board's share payload as the ops that carry it (one, or chunks when it is larger than a message may be). */
export const boardOps = (n: number, data: string): BoardOp[] => chunksOf(n, data).map((c) => ({ k: 'board', ...c }));

/** A still's JPEG (base64url) as the ops that carry it; an empty one clears the still. */
export const stillOps = (n: number, data: string): StillOp[] => chunksOf(n, data).map((c) => ({ k: 'still', ...c }));

/** Where every JPEG starts (FF D8 FF), in base64url: a still that does not is refused. */
export const JPEG_START = '_9j_';
