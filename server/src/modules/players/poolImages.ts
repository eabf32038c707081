// Which Transfermarkt club and player each club and player of the shipped pool is, by name, so the pool
// can carry their crests and portraits. The method and its measured coverage are those of
// ../shared/data/README.md; docs/player-data.md has the figures this code gives.
import { foldText } from '@onbir/shared/players/text';
import { realPortrait, transfermarktCrestUrl } from '../images/imageUrls';

/** The columns of Transfermarkt's players.csv this reads. */
export interface TmPlayer {
  player_id: string;
  first_name: string;
  last_name: string;
  name: string;
  last_season: number;
  current_club_id: string;
  country_of_citizenship: string;
  image_url: string;
}
export interface TmClub {
  club_id: string;
  name: string;
  domestic_competition_id: string;
  last_season: number;
}
export interface PoolClubRef {
  id: number;
  name: string;
  /** Transfermarkt's competition id of the club's league (GB1, ES1 …). */
  competition: string;
  players: Array<{ shortName: string; fullName: string; nationality: string }>;
}

/** How sure a player's match is, most sure first (the README's tiers). */
export const MATCH_TIERS = ['long name + club', 'long name alone', 'short name + club', 'name words + club', 'moved: name + nationality'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface PoolImageMatch {
  /** Pool club id -> Transfermarkt club id. */
  clubs: Map<number, string>;
  /** `${poolClubId}|${fullName}` -> the player's Transfermarkt row and how he was matched. */
  players: Map<string, { tm: TmPlayer; tier: MatchTier }>;
}

const key = (s: string) => foldText(s).replace(/[^a-z0-9]+/g, ' ').trim();
const words = (s: string) => key(s).split(' ').filter(Boolean);
export const playerKey = (clubId: number, fullName: string) => `${clubId}|${fullName}`;

/** Words a club's name is written with or without ('FC Barcelona', 'Barcelona'). */
const CLUB_FILLER = new Set(['fc', 'cf', 'sc', 'ac', 'afc', 'as', 'ss', 'ssc', 'us', 'fk', 'sv', 'vfl', 'vfb', 'tsg', 'rc', 'rcd', 'ud', 'cd', 'ca', 'aj', 'kv', 'krc', 'kaa', 'kvc', 'rsc', 'royal', 'club', 'calcio', 'de', 'hsc', 'sco', 'ogc', 'losc', 'bc', 'cfc', 'acf', 'fsv', 'spa', 'eh', 'va', '1']);
/** Clubs whose names share no word in the two sources (from the README, and Brest, Rennes, Bayern). */
const CLUB_ALIASES: Record<string, string> = {
  'bayern munchen': 'bayern munich',
  'oh leuven': 'oud heverlee leuven',
  bodrumspor: 'bodrum fk',
  brest: 'stade brestois 29',
  rennes: 'stade rennais fc',
  psv: 'psv eindhoven',
};
const clubWords = (s: string) => words(CLUB_ALIASES[key(s)] ?? s).filter((w) => !CLUB_FILLER.has(w));
/** Every word of `a` starts a word of `b` ('sittard' in 'Fortuna Sittardia Combinatie'). */
const within = (a: string[], b: string[]) => a.length > 0 && a.every((w) => b.some((x) => x.startsWith(w)));

/**
 * A pool club's Transfermarkt club: among the clubs of its competition seen since 2023 (the 2024-25 season's
 * relegated clubs stop at 2024), the one whose name holds every word of the pool's (or the other way
 * round), the closest first; else the club most of its players play for.
 */
function matchClub(club: PoolClubRef, clubs: readonly TmClub[], byName: Map<string, TmPlayer[]>): string | null {
  const candidates = clubs.filter((c) => c.domestic_competition_id === club.competition && c.last_season >= 2023);
  const mine = clubWords(club.name);
  const named = candidates
    .map((c) => ({ c, theirs: clubWords(c.name) }))
    .filter(({ theirs }) => within(mine, theirs) || within(theirs, mine))
    .sort((a, b) => Math.abs(a.theirs.length - mine.length) - Math.abs(b.theirs.length - mine.length));
  if (named.length) return named[0].c.club_id;
  const votes = new Map<string, number>();
  const ids = new Set(candidates.map((c) => c.club_id));
  for (const p of club.players) for (const t of byName.get(key(p.fullName)) ?? []) if (ids.has(t.current_club_id)) votes.set(t.current_club_id, (votes.get(t.current_club_id) ?? 0) + 1);
  const best = [...votes].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

/** Nationalities the two sources spell differently (EA's, as the pool has them -> Transfermarkt's). */
const NATIONALITY: Record<string, string> = {
  'korea republic': 'korea south',
  'cote d ivoire': 'cote d ivoire',
  'bosnia and herzegovina': 'bosnia herzegovina',
  'republic of ireland': 'ireland',
  gambia: 'the gambia',
  'united states': 'united states',
  czechia: 'czech republic',
  turkiye: 'turkey',
  'congo dr': 'dr congo',
};
const nation = (s: string) => NATIONALITY[key(s)] ?? key(s);
/** 'W. Saliba' as Transfermarkt would write it: the first given name's initial and the last name; or the mononym. */
const tmShort = (t: TmPlayer) => (t.first_name ? key(`${t.first_name[0]} ${t.last_name}`) : key(t.name));

/** Matches every club and player of the pool (see MATCH_TIERS), each player at the first tier that finds him once. */
export function matchPoolImages(pool: readonly PoolClubRef[], tmPlayers: readonly TmPlayer[], tmClubs: readonly TmClub[]): PoolImageMatch {
  // Each Transfermarkt row's folded forms, once (50,000 rows).
  const folded = new Map(tmPlayers.map((t) => [t, { name: key(t.name), words: words(t.name), short: tmShort(t), nation: nation(t.country_of_citizenship) }]));
  const f = (t: TmPlayer) => folded.get(t)!;
  const byName = new Map<string, TmPlayer[]>();
  for (const t of tmPlayers) {
    const k = f(t).name;
    const list = byName.get(k) ?? [];
    if (list.length === 0) byName.set(k, list);
    list.push(t);
  }
  const byClub = new Map<string, TmPlayer[]>();
  for (const t of tmPlayers) {
    const list = byClub.get(t.current_club_id) ?? [];
    if (list.length === 0) byClub.set(t.current_club_id, list);
    list.push(t);
  }
  const clubs = new Map<number, string>();
  for (const c of pool) {
    const id = matchClub(c, tmClubs, byName);
    if (id) clubs.set(c.id, id);
  }
  const players = new Map<string, { tm: TmPlayer; tier: MatchTier }>();
  const taken = new Set<string>();
  const one = <T>(list: T[]) => (list.length === 1 ? list[0] : undefined);
  const tiers: Array<[MatchTier, (c: PoolClubRef, p: PoolClubRef['players'][number], at: TmPlayer[]) => TmPlayer | undefined]> = [
    ['long name + club', (_c, p, at) => one(at.filter((t) => f(t).name === key(p.fullName)))],
    ['long name alone', (_c, p) => one((byName.get(key(p.fullName)) ?? []).filter((t) => t.last_season >= 2023))],
    ['short name + club', (_c, p, at) => one(at.filter((t) => f(t).short === key(p.shortName) || f(t).name === key(p.shortName)))],
    ['name words + club', (_c, p, at) => one(at.filter((t) => within(f(t).words, words(p.fullName))))],
    [
      'moved: name + nationality',
      (_c, p) =>
        one(
          tmPlayers.filter(
            (t) =>
              t.last_season >= 2024 &&
              !taken.has(t.player_id) &&
              f(t).nation === nation(p.nationality) &&
              (f(t).short === key(p.shortName) || within(f(t).words, words(p.fullName))),
          ),
        ),
    ],
  ];
  for (const [tier, find] of tiers) {
    for (const c of pool) {
      const at = byClub.get(clubs.get(c.id) ?? '') ?? [];
      for (const p of c.players) {
        const k = playerKey(c.id, p.fullName);
        if (players.has(k)) continue;
        const tm = find(c, p, at);
        if (!tm) continue;
        players.set(k, { tm, tier });
        taken.add(tm.player_id);
      }
    }
  }
  return { clubs, players };
}

/** The crest URL of a matched club. */
export const crestOf = (tmClubId: string) => transfermarktCrestUrl(tmClubId);
/** The portrait URL of a matched player, or null (none, or Transfermarkt's placeholder). */
export const portraitOf = (tm: TmPlayer) => realPortrait(tm.image_url);
