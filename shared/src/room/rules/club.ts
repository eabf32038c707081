import { foldText } from '../../text/fold';
import { usernameKey } from '../../text/lookalike';
import { CLUB_NAME_MAX, CLUB_NAME_MIN } from '../constants';
import { refusal, type Refusal } from '../refusal';
import { colorDistance, normalizeHex } from './clubColors';

/**
 * A manager's own club (issue 27): a name and two kit colours; the crest is drawn from them (../crest.ts).
 * The screens show the club where a team plays (line-ups, scoreboard, table, fixtures, history, replays);
 * the room's member list keeps the usernames. A seat without one plays under its manager's name.
 */
export interface Club {
  name: string;
  /** Primary and secondary kit colours, '#rrggbb'. */
  colors: [string, string];
}

/** Two kit colours closer than this (CIE76 ΔE) are too alike to tell apart on a phone's scoreboard. */
export const CLUB_COLOR_MIN_DISTANCE = 30;
/** Letters (any script, with their accents), digits, spaces and the marks clubs' names use: "St. Pauli", "Brighton & Hove", "Kasımpaşa-1921". */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .'&-]+$/u;

/** The name as stored: NFC, spaces collapsed, trimmed (the rule's length and characters are checked on this). */
export const cleanClubName = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim();

/** Combining marks one letter may carry (decomposed): Vietnamese ồ has two; a third is "Zalgo" spilling over its neighbours. */
export const CLUB_NAME_MAX_MARKS = 2;
const STACKED_MARKS = new RegExp(`\\p{M}{${CLUB_NAME_MAX_MARKS + 1}}`, 'u');

/**
 * What two names are compared by: "Kartal Spor" and "kartal  SPOR" or "Kartal Spör" are the same club, and
 * so are names that look alike (the usernames' confusables key: Cyrillic а or Greek α for a, 0 for O).
 */
export const clubNameKey = (name: string) => foldText(usernameKey(cleanClubName(name))).replace(/[^\p{L}\p{N}]/gu, '');

/** The name a seat's team plays under: its club's, else its manager's (rooms made before clubs, or no club set). */
export const teamNameOf = (seat: { name: string; club?: Club | null }) => seat.club?.name ?? seat.name;

/** Clubs are set in the lobby and may change until the first match kicks off; from then on the teams play under them. */
export const clubsLocked = (state: { status: string; fixtures: ReadonlyArray<{ startedAt: number | null; played: boolean }> }) =>
  state.status === 'finished' || state.fixtures.some((f) => f.startedAt !== null || f.played);

/** A club as sent, cleaned: the name as `cleanClubName` makes it, colours lower-case (null where they are no colours). */
export function cleanClub(input: { name: string; colors: readonly string[] }): { name: string; colors: Array<string | null> } {
  return { name: cleanClubName(input.name), colors: input.colors.map(normalizeHex) };
}

/**
 * The club rule, checked on the client as the manager types and on the server in the pipeline: a name of
 * 3-24 characters with at least one letter, of letters, digits, spaces and . - ' & only, at most two
 * combining marks on a letter; two '#rrggbb'
 * colours far enough apart to tell the kit's two colours apart; a name no other team in the room plays
 * under (`others`: the other seats' team names, compared without case, accents, punctuation or
 * look-alike letters).
 */
export function checkClub(input: { name: string; colors: readonly string[] }, others: readonly string[]): Refusal | null {
  const { name, colors } = cleanClub(input);
  const length = [...name].length;
  if (length === 0) return refusal('CLUB_NAME_REQUIRED');
  if (length < CLUB_NAME_MIN) return refusal('CLUB_NAME_TOO_SHORT', { min: CLUB_NAME_MIN });
  if (length > CLUB_NAME_MAX) return refusal('CLUB_NAME_TOO_LONG', { max: CLUB_NAME_MAX });
  if (!NAME_CHARACTERS.test(name) || !/\p{L}/u.test(name)) return refusal('CLUB_NAME_CHARACTERS');
  if (STACKED_MARKS.test(name.normalize('NFD'))) return refusal('CLUB_NAME_MARKS', { max: CLUB_NAME_MAX_MARKS });
  if (colors.length !== 2 || colors.some((c) => c === null)) return refusal('CLUB_COLOR_INVALID');
  if (colorDistance(colors[0]!, colors[1]!) < CLUB_COLOR_MIN_DISTANCE) return refusal('CLUB_COLORS_TOO_CLOSE');
  const key = clubNameKey(name);
  return others.some((other) => clubNameKey(other) === key) ? refusal('CLUB_NAME_TAKEN') : null;
}
