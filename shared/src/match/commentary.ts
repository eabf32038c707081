/**
 * The commentary in Turkish: the words of every line code (`lineCodes.ts`), several per case so matches
 * do not read alike. Each names the players involved (by the name the press calls them, with Turkish case
 * suffixes: `turkishSuffix.ts`), and follows from what happened before it: a corner after a shot comes
 * from a deflection or a save turned out (`shotLines.ts`), a penalty from a defender's foul in the box and
 * the award, a corner nobody heads is cleared, a card comes from the booked player's own foul (never
 * "itiraz" after his foul), a quiet minute's words match where the ball is (`playLines.ts`). The
 * keywords the match history picks its icons by (gol, kurtarış, korner, faul, sarı kart, kırmızı kart)
 * appear only in the lines of their own event type. English says the same in `en/commentary.ts`.
 */
import { commentaryTable, type EventWords } from './commentaryTable';
import { LINE_CODES, type AssistCode, type EventLine, type Spoken } from './lineCodes';
import { playLines } from './playLines';
import { shotWords } from './shotLines';
import { accusative as accusativeOf, dative as dativeOf, possessive as genitiveOf } from './turkishSuffix';
import type { Mentality, Pressing, Tempo } from './tactics';
import type { EventChange } from './types';

/** The end of an assisted goal's line (player = the assist). */
const assistLines: Record<AssistCode, (assist: Spoken, fromCorner: boolean) => string> = {
  'assist.1': (a, corner) => ` ${corner ? 'Ortayı' : 'Pası'} ${a.text} verdi.`,
  'assist.2': (a) => ` Asist: ${a.text}.`,
  'assist.3': (a, corner) => ` ${genitiveOf(a)} ${corner ? 'ortası' : 'pası'} mükemmeldi.`,
};

const eventWords: EventWords = {
  /** A corner from open play: the defence put it out. */
  openCorner: {
    'corner.open.1': (p, t) => `${t.text} korner kazandı, topun başında ${p.text}.`,
    'corner.open.2': (p, t, o) => `${o.text} savunması topu kornere gönderdi; ${t.text} adına ${p.text} kullanacak.`,
    'corner.open.3': (p, t, o) => `${t.text} kanattan zorladı, ${o.text} savunması uzaklaştırdı: korner. Topun başında ${p.text}.`,
    'corner.open.4': (p, t) => `${t.text} baskısını sürdürüyor ve korner kazandı. ${p.text} topun başına geçti.`,
  },
  /** A corner after a shot (deflected, or turned out by the keeper): the line before says how it went out. */
  shotCorner: {
    'corner.shot.1': (p) => `Korner! ${p.text} topu ceza sahasına asıyor.`,
    'corner.shot.2': (p) => `${p.text} korner atışını kullanıyor, kafalar havada.`,
    'corner.shot.3': (p, t) => `${t.text} kornerde, ${p.text} topun başına geçti.`,
    'corner.shot.4': (p) => `${p.text} korner bayrağının yanında, ortayı yapacak.`,
    'corner.shot.5': (p, t) => `Korner ${t.text} için. ${p.text} topu kaleye doğru falso ile gönderiyor.`,
  },
  /** player = the fouler, other = the fouled player. */
  foul: {
    'foul.1': (p, _t, o) => `Faul! ${p.text}, ${accusativeOf(o)} arkadan düşürdü.`,
    'foul.2': (p, _t, o) => `${p.text} geç kaldı ve ${o.text} yerde: hakem faul düdüğünü çaldı.`,
    'foul.3': (p, _t, o) => `Faul var. ${p.text} ile ${o.text} arasındaki mücadelede hakem serbest vuruş verdi.`,
    'foul.4': (p, _t, o) => `${p.text}, ${genitiveOf(o)} formasından çekti. Faul.`,
    'foul.5': (p, _t, o) => `Sert faul! ${p.text} ayağıyla ${dativeOf(o)} çıktı.`,
  },
  /** A defender's foul in the box and the award, right before the penalty (player = the fouler, other = the fouled man). */
  penaltyFoul: {
    'penalty.foul.1': (p, _t, o) => `Ceza sahasında faul! ${p.text}, ${accusativeOf(o)} düşürdü ve hakem penaltı noktasını gösterdi.`,
    'penalty.foul.2': (p, _t, o) => `${p.text} ceza sahasında ${dativeOf(o)} geç kaldı: faul, hakem penaltıyı verdi!`,
    'penalty.foul.3': (p, _t, o) => `Penaltı! ${p.text} ceza sahasında ${dativeOf(o)} faul yaptı, hakem hiç tereddüt etmedi.`,
    'penalty.foul.4': (p, t, o) => `${t.text} ceza sahasında faul yaptı: ${p.text}, ${genitiveOf(o)} ayağına bastı. Hakem penaltı dedi!`,
  },
  /** The defence clears a corner (player = the man clearing, other = the corner's taker). */
  clearance: {
    'clear.1': (p, _t, o) => `${genitiveOf(o)} ortasını ${p.text} kafayla uzaklaştırdı.`,
    'clear.2': (p, _t, o) => `${o.text} topu içeri gönderdi, ${p.text} araya girip uzaklaştırdı.`,
    'clear.3': (p, t) => `${t.text} savunması yerinde: ${p.text} ortayı göğsüyle kontrol edip tehlikeyi önledi.`,
    'clear.4': (p, _t, o) => `${genitiveOf(o)} vuruşunu ${p.text} ön direkte karşıladı ve topu uzaklaştırdı.`,
  },
  /** Always right after the booked player's own foul (other = the player he fouled). */
  yellow: {
    'yellow.1': (p) => `Sarı kart! ${p.text} bu müdahalesiyle hakemin defterine yazıldı.`,
    'yellow.2': (p) => `Hakem ${dativeOf(p)} sarı kart gösteriyor.`,
    'yellow.3': (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı faul nedeniyle sarı kart gördü.`,
    'yellow.4': (p) => `${p.text} için sarı kart: bu müdahale cezasız kalmadı.`,
  },
  secondYellow: {
    'red.second.1': (p) => `Kırmızı kart! ${p.text} ikinci sarıdan oyun dışında kaldı.`,
    'red.second.2': (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı faulle ikinci sarıyı gördü: kırmızı kart!`,
    'red.second.3': (p, t) => `${p.text} ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı! ${t.text} sayıca azaldı.`,
  },
  straightRed: {
    'red.straight.1': (p) => `Direkt kırmızı kart! ${p.text} çok sert girdi ve oyundan atıldı.`,
    'red.straight.2': (p, t) => `Kırmızı kart! ${p.text} oyun dışında, ${t.text} eksik kaldı.`,
    'red.straight.3': (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı hareket sonrası kırmızı kart gördü!`,
  },
  /**
   * A decision taking effect (the other side sees it too): "Değişiklik: Icardi çıktı, Mertens girdi
   * (Kartallar).", "Kartallar tüm hatlarıyla hücuma geçti!". player = the man coming on, other = the man going off.
   */
  changes: {
    'change.substitution': (on, t, off) => `Değişiklik: ${off.text} çıktı, ${on.text} girdi (${t.text}).`,
    'change.formation': (_p, t, _o, l) => `${t.text} dizilişini değiştirdi: ${l.value}.`,
    'change.mentality.defensive': (_p, t) => `${t.text} geri çekildi: savunma anlayışına geçti.`,
    'change.mentality.balanced': (_p, t) => `${t.text} dengeli oyuna döndü.`,
    'change.mentality.attacking': (_p, t) => `${t.text} hücuma kalktı, takım öne çıkıyor.`,
    'change.mentality.all_out_attack': (_p, t) => `${t.text} tüm hatlarıyla hücuma geçti!`,
    'change.pressing.low': (_p, t) => `${t.text} baskıyı bıraktı, geride alan savunmasına geçti.`,
    'change.pressing.normal': (_p, t) => `${t.text} baskısını normale indirdi.`,
    'change.pressing.high': (_p, t) => `${t.text} önde baskıya başladı, rakibe nefes aldırmak istemiyor.`,
    'change.tempo.slow': (_p, t) => `${t.text} oyunu yavaşlatıyor, topu ayakta tutacak.`,
    'change.tempo.normal': (_p, t) => `${t.text} normal temposuna döndü.`,
    'change.tempo.fast': (_p, t) => `${t.text} tempoyu yükseltti, oyunu hızlandırıyor.`,
  },
  /** See `Whistles` for who is who. */
  whistles: {
    start: (_p, a, b) => `Maç başladı! ${a.text} ile ${b.text} karşı karşıya.`,
    half_time: (_p, a, b, l) => `Devre Arası. ${a.text} ${l.score!.A} - ${l.score!.B} ${b.text}`,
    extra_time: (_p, a, b, l) => `Normal süre ${l.score!.A} - ${l.score!.B} bitti! ${a.text} ile ${b.text} uzatmalarda, 2 × 15 dakika oynanacak.`,
    shootout: (_p, _a, _b, l) => `Uzatmalar da ${l.score!.A} - ${l.score!.B} bitti: kazananı penaltı atışları belirleyecek!`,
    'kick.scored': (taker, _t, _k, l) => `Penaltı atışları: ${taker.text} penaltı atışında topu ağlara gönderdi. (${l.penalties!.A} - ${l.penalties!.B})`,
    'kick.saved': (taker, _t, keeper, l) => `Penaltı atışları: ${keeper.text}, ${genitiveOf(taker)} vuruşunu çeldi! (${l.penalties!.A} - ${l.penalties!.B})`,
    'kick.missed': (taker, _t, _k, l) => `Penaltı atışları: ${taker.text} topu auta yolladı! (${l.penalties!.A} - ${l.penalties!.B})`,
    'end.win': (_p, a, b, l) => `Maç sona erdi! ${a.text} ${l.score!.A} - ${l.score!.B} ${b.text}. Kazanan ${l.score!.A > l.score!.B ? a.text : b.text}!`,
    'end.draw': (_p, a, b, l) => `Maç sona erdi! ${a.text} ${l.score!.A} - ${l.score!.B} ${b.text}. Puanlar paylaşıldı.`,
    'end.penalties': (_p, a, b, l) =>
      `Maç sona erdi! ${a.text} ${l.score!.A} - ${l.score!.B} ${b.text}, penaltılarda ${l.penalties!.A} - ${l.penalties!.B}. Kazanan ${l.penalties!.A > l.penalties!.B ? a.text : b.text}!`,
  },
};

/** An event's line in Turkish. */
export const turkishText = commentaryTable({
  lines: { shots: shotWords, play: playLines, events: eventWords },
  assists: assistLines,
  again: 'Bir kez daha: ',
});

/** The line of a decision taking effect; for a substitution `on`/`off` name the players. */
export function changeLine(change: EventChange, team: Spoken, on: Spoken | null = null, off: Spoken | null = null): EventLine {
  const codes = LINE_CODES.change;
  switch (change.type) {
    case 'substitution':
      return { code: codes.substitution[0], player: on, team, other: off };
    case 'formation':
      return { code: codes.formation[0], player: null, team, other: null, value: change.value };
    case 'mentality':
      return { code: codes.mentality[change.value as Mentality], player: null, team, other: null };
    case 'pressing':
      return { code: codes.pressing[change.value as Pressing], player: null, team, other: null };
    default:
      return { code: codes.tempo[change.value as Tempo], player: null, team, other: null };
  }
}

/** The Turkish words of a decision taking effect: "Değişiklik: Icardi çıktı, Mertens girdi (Kartallar).". */
export function changeMessage(change: EventChange, team: Spoken, on: Spoken | null = null, off: Spoken | null = null): string {
  return turkishText(changeLine(change, team, on, off));
}
