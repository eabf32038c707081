/**
 * The commentary in English: the words of every line code, saying what the Turkish `../commentary.ts`
 * says for the same code (the same players, side, score and cause), with English grammar where names
 * and numbers go in (`text/english.ts`: "an Arsenal defender", "a 4-3-3", "Jones' header", "by two
 * goals"). A side is never the subject of a present-tense verb (British "Arsenal are", American "Arsenal
 * is", and a username as a side's name reads oddly either way).
 */
import { commentaryTable, type EventWords } from '../commentaryTable';
import { counted, possessiveOf as of, withArticle } from '../../text/english';
import type { AssistCode, Spoken } from '../lineCodes';
import { playLines } from './playLines';
import { shotWords } from './shotLines';

const assistLines: Record<AssistCode, (assist: Spoken, fromCorner: boolean) => string> = {
  'assist.1': (a, corner) => ` ${corner ? 'The cross' : 'The pass'} came from ${a.text}.`,
  'assist.2': (a) => ` Assist: ${a.text}.`,
  'assist.3': (a, corner) => ` ${of(a.text)} ${corner ? 'cross' : 'pass'} was perfect.`,
};

const score = (s: { A: number; B: number } | undefined) => `${s!.A} - ${s!.B}`;

const eventWords: EventWords = {
  openCorner: {
    'corner.open.1': (p, t) => `${t.text} won a corner, and ${p.text} will take it.`,
    'corner.open.2': (p, t, o) => `${of(o.text)} defence put it behind for a corner; ${p.text} will take it for ${t.text}.`,
    'corner.open.3': (p, t, o) => `${t.text} pushed down the wing, and ${of(o.text)} defence cleared it: corner. ${p.text} to take it.`,
    'corner.open.4': (p, t) => `${t.text} kept up the pressure and won a corner. ${p.text} stepped up to take it.`,
  },
  shotCorner: {
    'corner.shot.1': (p) => `Corner! ${p.text} swings it into the box.`,
    'corner.shot.2': (p) => `${p.text} takes the corner, and heads go up.`,
    'corner.shot.3': (p, t) => `Corner to ${t.text}, and ${p.text} stepped up to take it.`,
    'corner.shot.4': (p) => `${p.text} is at the corner flag, ready to cross.`,
    'corner.shot.5': (p, t) => `Corner for ${t.text}. ${p.text} whips an inswinger in.`,
  },
  /** player = the fouler, other = the fouled player. */
  foul: {
    'foul.1': (p, _t, o) => `Foul! ${p.text} brought ${o.text} down from behind.`,
    'foul.2': (p, _t, o) => `${p.text} was late, and ${o.text} is down: the referee blows for a foul.`,
    'foul.3': (p, _t, o) => `Foul. The referee gave a free kick for the challenge between ${p.text} and ${o.text}.`,
    'foul.4': (p, _t, o) => `${p.text} pulled ${of(o.text)} shirt. Foul.`,
    'foul.5': (p, _t, o) => `Hard foul! ${p.text} went in on ${o.text} with a raised foot.`,
  },
  /** A defender's foul in the box and the award, right before the penalty (player = the fouler, other = the fouled man). */
  penaltyFoul: {
    'penalty.foul.1': (p, _t, o) => `Foul in the box! ${p.text} brought ${o.text} down, and the referee points to the spot. Penalty!`,
    'penalty.foul.2': (p, _t, o) => `${p.text} was late on ${o.text} in the box: a foul, and the referee gives a penalty!`,
    'penalty.foul.3': (p, _t, o) => `Penalty! ${p.text} fouled ${o.text} in the box, and the referee did not hesitate.`,
    'penalty.foul.4': (p, t, o) => `${t.text} gave away a foul in the box: ${p.text} stepped on ${of(o.text)} foot. The referee says penalty!`,
  },
  /** The defence clears a corner (player = the man clearing, other = the corner's taker). */
  clearance: {
    'clear.1': (p, _t, o) => `${p.text} headed ${of(o.text)} cross away.`,
    'clear.2': (p, _t, o) => `${o.text} sent it in, and ${p.text} got across to clear.`,
    'clear.3': (p, t) => `${t.text} stood firm: ${p.text} chested the cross down and cleared the danger.`,
    'clear.4': (p, _t, o) => `${p.text} met ${of(o.text)} delivery at the near post and cleared it.`,
  },
  /** Always right after the booked player's own foul (other = the player he fouled). */
  yellow: {
    'yellow.1': (p) => `Yellow card! ${p.text} goes into the referee's book for that challenge.`,
    'yellow.2': (p) => `The referee shows ${p.text} a yellow card.`,
    'yellow.3': (p, _t, o) => `${p.text} was shown a yellow card for the foul on ${o.text}.`,
    'yellow.4': (p) => `A yellow card for ${p.text}: that challenge did not go unpunished.`,
  },
  secondYellow: {
    'red.second.1': (p) => `Red card! ${p.text} is sent off for a second yellow.`,
    'red.second.2': (p, _t, o) => `${p.text} picked up a second yellow for the foul on ${o.text}: red card!`,
    'red.second.3': (p, t) => `${p.text} saw a second yellow card and was sent off with a red card! A man down for ${t.text}.`,
  },
  straightRed: {
    'red.straight.1': (p) => `Straight red card! ${p.text} went in far too hard and was sent off.`,
    'red.straight.2': (p, t) => `Red card! ${p.text} is off, leaving ${t.text} a man short.`,
    'red.straight.3': (p, _t, o) => `${p.text} was shown a red card for what he did to ${o.text}!`,
  },
  /** player = the man coming on, other = the man going off. */
  changes: {
    'change.substitution': (on, t, off) => `Substitution: ${off.text} off, ${on.text} on (${t.text}).`,
    'change.formation': (_p, t, _o, l) => `${t.text} changed shape to ${withArticle(l.value ?? '')}.`,
    'change.mentality.defensive': (_p, t) => `${t.text} sat back and switched to a defensive approach.`,
    'change.mentality.balanced': (_p, t) => `${t.text} went back to a balanced approach.`,
    'change.mentality.attacking': (_p, t) => `${t.text} went on the attack, pushing the team forward.`,
    'change.mentality.all_out_attack': (_p, t) => `${t.text} threw everyone forward in an all-out attack!`,
    'change.pressing.low': (_p, t) => `${t.text} stopped pressing and dropped into a deep block.`,
    'change.pressing.normal': (_p, t) => `${t.text} eased the press back to normal.`,
    'change.pressing.high': (_p, t) => `${t.text} started pressing high, giving the opponents no time to breathe.`,
    'change.tempo.slow': (_p, t) => `${t.text} slowed the game down to keep the ball.`,
    'change.tempo.normal': (_p, t) => `${t.text} went back to a normal tempo.`,
    'change.tempo.fast': (_p, t) => `${t.text} raised the tempo to speed the game up.`,
  },
  /** See `Whistles` for who is who. */
  whistles: {
    start: (_p, a, b) => `Kick-off! It's ${a.text} against ${b.text}.`,
    half_time: (_p, a, b, l) => `Half time. ${a.text} ${score(l.score)} ${b.text}`,
    extra_time: (_p, a, b, l) => `${score(l.score)} at the end of normal time! ${a.text} and ${b.text} go to extra time: 2 × 15 minutes to play.`,
    shootout: (_p, _a, _b, l) => `Still ${score(l.score)} after extra time: a penalty shoot-out will decide it!`,
    'kick.scored': (taker, _t, _k, l) => `Shoot-out: ${taker.text} scores from the spot. (${score(l.penalties)})`,
    'kick.saved': (taker, _t, keeper, l) => `Shoot-out: ${keeper.text} keeps out ${of(taker.text)} kick! (${score(l.penalties)})`,
    'kick.missed': (taker, _t, _k, l) => `Shoot-out: ${taker.text} puts it wide! (${score(l.penalties)})`,
    'end.win': (_p, a, b, l) => {
      const { A, B } = l.score!;
      return `Full time! ${a.text} ${A} - ${B} ${b.text}. The win goes to ${A > B ? a.text : b.text}, by ${counted(Math.abs(A - B), 'goal')}!`;
    },
    'end.draw': (_p, a, b, l) => `Full time! ${a.text} ${score(l.score)} ${b.text}. The points are shared.`,
    'end.penalties': (_p, a, b, l) =>
      `Full time! ${a.text} ${score(l.score)} ${b.text}, ${score(l.penalties)} on penalties. The win goes to ${l.penalties!.A > l.penalties!.B ? a.text : b.text}!`,
  },
};

/** An event's line in English. */
export const englishText = commentaryTable({
  lines: { shots: shotWords, play: playLines, events: eventWords },
  assists: assistLines,
  again: 'Once again: ',
});
