import { turkishText } from '../match/commentary';
import { englishText } from '../match/en/commentary';
import type { EventLine } from '../match/lineCodes';
import type { MatchEvent, MatchTimeline, Zone } from '../match/types';

/** The words a language's commentary uses for what the consistency checks read, and how it words a line. */
export interface Lexicon {
  word: (line: EventLine) => string;
  /** Words that place the ball, and the zone (from the attacking side) each one means. */
  zones: Array<[RegExp, Zone]>;
  /** A miss that went off a defender (and so out for a corner). */
  deflected: RegExp;
  /** A save the keeper turned out of play; and one he held or cleared (any of them), or surely held. */
  turnedOut: RegExp;
  held: RegExp;
  surelyHeld: RegExp;
  /** A card for protesting. */
  protest: RegExp;
  /** Words of a player running with the ball, going wide or shooting: never a goalkeeper's; and those a defender does not do. */
  outfieldOnly: RegExp;
  notDefender: RegExp;
}

export const TURKISH_LEXICON: Lexicon = {
  word: turkishText,
  zones: [
    [/orta saha|orta alan/i, 'middle'],
    [/kendi yarı alan|geriden/i, 'own_half'],
    [/ceza sahası önü|rakip yarı alan|ceza sahası dışından/i, 'final_third'],
    [/ceza sahasında|ceza sahası içinde|ceza sahasına/i, 'box'],
  ],
  deflected: /sek|çarp|bloke|çeldi|uzaklaştırdı|ayak koyup/,
  turnedOut: /auta|dışarı|kale dışına|direğin dibinden/,
  held: /kontrol|kucakladı|tuttu|kalecide|rahat|kolay|yumrukla|uzaklaştırdı/,
  surelyHeld: /kontrol|kucakladı|tuttu|kalecide|rahat|kolay/,
  protest: /itiraz/,
  outfieldOnly: /çalım|kanat|kanad|rakibini geçti|ilerliyor|şut|koşu|sarktı/i,
  notDefender: /çalım|kanada|ceza sahası önünde/,
};

export const ENGLISH_LEXICON: Lexicon = {
  word: englishText,
  zones: [
    [/midfield/i, 'middle'],
    [/own half|from the back/i, 'own_half'],
    [/edge of the box|opponents' half|outside the box/i, 'final_third'],
    [/\b(?:in|inside|into) (?:the|\S+'s?) box/i, 'box'],
  ],
  deflected: /deflect|struck a defender|hit a defender|blocked|cleared|turned the shot out|got a foot in/,
  turnedOut: /\bout\b|wide|over the bar|round the post/,
  held: /clear|gather|comfortable|easy|held|hold|has it|chest|stopped/,
  surelyHeld: /gather|comfortable|easy|held|hold|has it|chest/,
  protest: /protest|dissent/i,
  outfieldOnly: /dribbl|wide|beat his man|got past|carries|shot|ran in behind|drifted/i,
  notDefender: /beat his man|got past|drifted wide|edge of the box/,
};

/** Every way a line can contradict the event before it or the tracker, as readable strings (none expected). */
export function contradictions(t: MatchTimeline, lex: Lexicon = TURKISH_LEXICON): string[] {
  const wrong: string[] = [];
  const { events } = t;
  const words = events.map((e) => lex.word(e.line));
  const say = (e: MatchEvent, why: string) => wrong.push(`${t.seed} ${e.display}' ${e.type}: ${why}: ${words[e.seq]}`);
  events.forEach((e, i) => {
    const prev = events[i - 1];
    const next = events[i + 1];
    const text = words[i];
    const shooter = e.type === 'save' ? (e.team === 'A' ? 'B' : 'A') : e.team;
    const corner = next?.type === 'corner' && next.team === shooter;
    if (e.type === 'miss') {
      if (corner && (e.situation === 'penalty' || !lex.deflected.test(text))) say(e, 'corner after a miss nobody touched');
      if (!corner && lex.deflected.test(text)) say(e, 'deflected out but no corner');
    }
    if (e.type === 'save') {
      if (corner && (!lex.turnedOut.test(text) || lex.surelyHeld.test(text))) say(e, 'corner after a save held');
      if (!corner && !lex.held.test(text)) say(e, 'turned out but no corner');
    }
    if (e.type === 'yellow' || (e.type === 'red' && prev?.type === 'foul')) {
      if (prev?.type !== 'foul' && prev?.type !== 'yellow') say(e, 'card without a foul');
      if (lex.protest.test(text)) say(e, 'protest card after his own foul');
    }
    for (const [zoneWords, zone] of lex.zones) if (zoneWords.test(text) && e.zone !== zone) say(e, `zone words say ${zone}, the tracker ${e.zone}`);
  });
  // No line twice within a minute or in the next one.
  const minutes: MatchEvent[][] = [];
  for (const e of events) {
    const last = minutes.at(-1);
    if (last && last[0].display === e.display && last[0].clock === e.clock) last.push(e);
    else minutes.push([e]);
  }
  minutes.forEach((group, i) => {
    const around = [...(minutes[i - 1] ?? []), ...group];
    for (const e of group) if (around.filter((x) => words[x.seq] === words[e.seq]).length > 1) say(e, 'said twice in a row');
  });
  return wrong;
}
