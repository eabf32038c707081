/** Position codes used everywhere (pool, builder slots, game slots). */
export const POSITIONS = ['GK', 'RB', 'CB', 'LB', 'RWB', 'LWB', 'CDM', 'CM', 'CAM', 'RM', 'LM', 'RW', 'LW', 'CF', 'ST'] as const;
export type Position = (typeof POSITIONS)[number];

/** The eight leagues of the default pool, as the product shows and stores them (docs/rooms.md, 'Fixed values'). */
export const LEAGUES = [
  'Premier League',
  'La Liga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
  'Süper Lig',
  'Eredivisie',
  '1A Pro League',
] as const;
export type League = (typeof LEAGUES)[number];
export const POOL_SEASON = '2024-25';

/** The builder's player shape (docs/builder.md, 'Players and clubs'). Image URLs are same-origin paths through the image proxy. */
export interface BuilderPlayer {
  player_id: string;
  player_name: string;
  player_image_url: string;
  position: string;
  current_club_id: number | null;
  club_name: string;
  /** Every position he plays, best first ('position' is the first); absent for a typed name and in old links. */
  positions?: string[];
}

/** The builder's club shape (docs/builder.md, 'Players and clubs'). */
export interface BuilderTeam {
  club_id: number;
  club_name: string;
  logo_url: string;
  /** The club's colours ('#rrggbb': primary, secondary), the builder's default kit. */
  colors?: [string, string];
}

/** The ratings (1-99) the pool keeps for every player and the match engine reads. */
export interface PlayerRatings {
  overall: number;
  pace: number;
  shooting: number;
  passing: number;
  dribbling: number;
  defending: number;
  physic: number;
  goalkeeping: number;
}

/** The game's player shape (docs/rooms.md, 'Room and squad fields': a squad player, plus the ratings the engine needs). */
export interface GamePlayer extends PlayerRatings {
  id: string;
  short_name: string;
  long_name: string;
  /** Comma-separated, best first: "ST, LW". */
  player_positions: string;
  player_face_url: string;
  league_name: string;
  club_name: string;
  /** Optional: the commentary reads English-speaking players' names as the press does (match/turkishSuffix.ts). */
  nationality?: string;
}

/** One page of a paged search (page size 20). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
