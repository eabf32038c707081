import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { setClubSchema } from '../schemas';
import { checkClub, cleanClub, clubsLocked, teamNameOf } from '../rules/club';
import { memberOnly, userOf } from './guards';

export interface ClubInput {
  name: string;
  colors: string[];
  /** The seat to change: the sender's own (absent: his). */
  playerId?: string;
}

/**
 * "Kulübüm": a member names his team and picks its two kit colours (the crest is drawn from them). Checked
 * in order: member, his own seat, before the first kick-off, then the club rule (rules/club.ts) against
 * the other teams of the room. The name is stored cleaned and the colours lower-case.
 */
export const setClub = defineAction({
  name: 'setClub',
  schema: setClubSchema,
  check(state, actor, input: ClubInput) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    const me = userOf(actor);
    if (input.playerId !== undefined && input.playerId !== me) return refusal('CLUB_NOT_YOUR_SEAT');
    if (clubsLocked(state)) return refusal('CLUB_LOCKED');
    return checkClub(input, state.seats.filter((s) => s.userId !== me).map(teamNameOf));
  },
  apply(state, actor, input) {
    const me = userOf(actor);
    const { name, colors } = cleanClub(input);
    const club = { name, colors: [colors[0]!, colors[1]!] as [string, string] };
    const seat = state.seats.find((s) => s.userId === me)!;
    if (JSON.stringify(seat.club ?? null) === JSON.stringify(club)) return state;
    return { ...state, seats: state.seats.map((s) => (s.userId === me ? { ...s, club } : s)) };
  },
  answer: () => roomAnswer('CLUB_SAVED'),
});
