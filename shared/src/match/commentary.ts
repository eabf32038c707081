/**
 * Turkish commentary templates, several per event type so matches do not read alike. Each names the
 * players involved (by the name the press calls them, with Turkish case suffixes: `turkishSuffix.ts`),
 * and follows from what happened before it: a corner after a shot comes from a deflection or a save
 * turned out (`shotLines.ts`), a card comes from the booked player's own foul (never "itiraz" after his
 * foul), a quiet minute's words match where the ball is (`playLines.ts`). The keywords the match history
 * picks its icons by (gol, kurtarış, korner, faul, sarı kart, kırmızı kart) appear only in the messages of
 * their own event type.
 */
import { playLines } from './playLines';
import { cornerSaveLines, deflectedMissLines, goalLines, keptSaveLines, wideMissLines, type Line } from './shotLines';
import type { Mentality, Pressing, Tempo } from './tactics';
import { accusative, dative, possessive, type Name } from './turkishSuffix';
import type { EventChange } from './types';
// Local bindings: an imported binding is a property read per use once bundled, and these run per event.
const accusativeOf = accusative;
const dativeOf = dative;
const genitiveOf = possessive;

/** A corner from open play: the defence put it out. */
const openCorner: Line[] = [
  (p, t) => `${t.text} korner kazandı, topun başında ${p.text}.`,
  (p, t, o) => `${o.text} savunması topu kornere gönderdi; ${t.text} adına ${p.text} kullanacak.`,
  (p, t, o) => `${t.text} kanattan zorladı, ${o.text} savunması uzaklaştırdı: korner. Topun başında ${p.text}.`,
  (p, t) => `${t.text} baskısını sürdürüyor ve korner kazandı. ${p.text} topun başına geçti.`,
];

/** A corner after a shot (deflected, or turned out by the keeper): the line before says how it went out. */
const shotCorner: Line[] = [
  (p) => `Korner! ${p.text} topu ceza sahasına asıyor.`,
  (p) => `${p.text} korner atışını kullanıyor, kafalar havada.`,
  (p, t) => `${t.text} kornerde, ${p.text} topun başına geçti.`,
  (p) => `${p.text} korner bayrağının yanında, ortayı yapacak.`,
  (p, t) => `Korner ${t.text} için. ${p.text} topu kaleye doğru falso ile gönderiyor.`,
];

/** player = the fouler, other = the fouled player. */
const foul: Line[] = [
  (p, _t, o) => `Faul! ${p.text}, ${accusativeOf(o)} arkadan düşürdü.`,
  (p, _t, o) => `${p.text} geç kaldı ve ${o.text} yerde: hakem faul düdüğünü çaldı.`,
  (p, _t, o) => `Faul var. ${p.text} ile ${o.text} arasındaki mücadelede hakem serbest vuruş verdi.`,
  (p, _t, o) => `${p.text}, ${genitiveOf(o)} formasından çekti. Faul.`,
  (p, _t, o) => `Sert faul! ${p.text} ayağıyla ${dativeOf(o)} çıktı.`,
];

/** Always right after the booked player's own foul (other = the player he fouled). */
const yellow: Line[] = [
  (p) => `Sarı kart! ${p.text} bu müdahalesiyle hakemin defterine yazıldı.`,
  (p) => `Hakem ${dativeOf(p)} sarı kart gösteriyor.`,
  (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı faul nedeniyle sarı kart gördü.`,
  (p) => `${p.text} için sarı kart: bu müdahale cezasız kalmadı.`,
];

const secondYellow: Line[] = [
  (p) => `Kırmızı kart! ${p.text} ikinci sarıdan oyun dışında kaldı.`,
  (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı faulle ikinci sarıyı gördü: kırmızı kart!`,
  (p, t) => `${p.text} ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı! ${t.text} sayıca azaldı.`,
];

const straightRed: Line[] = [
  (p) => `Direkt kırmızı kart! ${p.text} çok sert girdi ve oyundan atıldı.`,
  (p, t) => `Kırmızı kart! ${p.text} oyun dışında, ${t.text} eksik kaldı.`,
  (p, _t, o) => `${p.text}, ${dativeOf(o)} yaptığı hareket sonrası kırmızı kart gördü!`,
];

/** The end of an assisted goal's line (player = the assist); drawn from the engine's second stream. */
export const assistLines: Array<(assist: Name, fromCorner: boolean) => string> = [
  (a, corner) => ` ${corner ? 'Ortayı' : 'Pası'} ${a.text} verdi.`,
  (a) => ` Asist: ${a.text}.`,
  (a, corner) => ` ${genitiveOf(a)} ${corner ? 'ortası' : 'pası'} mükemmeldi.`,
];

export const templates = {
  goal: goalLines,
  keptSave: keptSaveLines,
  cornerSave: cornerSaveLines,
  wideMiss: wideMissLines,
  deflectedMiss: deflectedMissLines,
  openCorner,
  shotCorner,
  foul,
  yellow,
  secondYellow,
  straightRed,
  play: playLines,
};

const MENTALITY_LINES: Record<Mentality, (t: Name) => string> = {
  defensive: (t) => `${t.text} geri çekildi: savunma anlayışına geçti.`,
  balanced: (t) => `${t.text} dengeli oyuna döndü.`,
  attacking: (t) => `${t.text} hücuma kalktı, takım öne çıkıyor.`,
  all_out_attack: (t) => `${t.text} tüm hatlarıyla hücuma geçti!`,
};
const PRESSING_LINES: Record<Pressing, (t: Name) => string> = {
  low: (t) => `${t.text} baskıyı bıraktı, geride alan savunmasına geçti.`,
  normal: (t) => `${t.text} baskısını normale indirdi.`,
  high: (t) => `${t.text} önde baskıya başladı, rakibe nefes aldırmak istemiyor.`,
};
const TEMPO_LINES: Record<Tempo, (t: Name) => string> = {
  slow: (t) => `${t.text} oyunu yavaşlatıyor, topu ayakta tutacak.`,
  normal: (t) => `${t.text} normal temposuna döndü.`,
  fast: (t) => `${t.text} tempoyu yükseltti, oyunu hızlandırıyor.`,
};

/**
 * The line of a decision taking effect (the other side sees it too): "Değişiklik: Icardi çıktı, Mertens
 * girdi (Kartallar).", "Kartallar tüm hatlarıyla hücuma geçti!". For a substitution `on`/`off` name the players.
 */
export function changeMessage(change: EventChange, team: Name, on: Name | null = null, off: Name | null = null): string {
  switch (change.type) {
    case 'substitution':
      return `Değişiklik: ${off?.text} çıktı, ${on?.text} girdi (${team.text}).`;
    case 'formation':
      return `${team.text} dizilişini değiştirdi: ${change.value}.`;
    case 'mentality':
      return MENTALITY_LINES[change.value as Mentality](team);
    case 'pressing':
      return PRESSING_LINES[change.value as Pressing](team);
    default:
      return TEMPO_LINES[change.value as Tempo](team);
  }
}

export function startMessage(a: string, b: string): string {
  return `Maç başladı! ${a} ile ${b} karşı karşıya.`;
}

export function halfTimeMessage(a: string, b: string, goalsA: number, goalsB: number): string {
  return `Devre Arası. ${a} ${goalsA} - ${goalsB} ${b}`;
}

export function extraTimeMessage(a: string, b: string, goals: number): string {
  return `Normal süre ${goals} - ${goals} bitti! ${a} ile ${b} uzatmalarda, 2 × 15 dakika oynanacak.`;
}

export function shootoutMessage(goals: number): string {
  return `Uzatmalar da ${goals} - ${goals} bitti: kazananı penaltı atışları belirleyecek!`;
}

/** One kick of the shoot-out: the running shoot-out score follows. */
export function shootoutKickMessage(taker: Name, keeper: Name, outcome: 'scored' | 'saved' | 'missed', a: number, b: number): string {
  const what =
    outcome === 'scored'
      ? `${taker.text} penaltı atışında topu ağlara gönderdi.`
      : outcome === 'saved'
        ? `${keeper.text}, ${genitiveOf(taker)} vuruşunu çeldi!`
        : `${taker.text} topu auta yolladı!`;
  return `Penaltı atışları: ${what} (${a} - ${b})`;
}

export function endMessage(a: string, b: string, goalsA: number, goalsB: number, penalties: { A: number; B: number } | null = null): string {
  if (penalties) {
    const winner = penalties.A > penalties.B ? a : b;
    return `Maç sona erdi! ${a} ${goalsA} - ${goalsB} ${b}, penaltılarda ${penalties.A} - ${penalties.B}. Kazanan ${winner}!`;
  }
  const verdict = goalsA === goalsB ? 'Puanlar paylaşıldı.' : `Kazanan ${goalsA > goalsB ? a : b}!`;
  return `Maç sona erdi! ${a} ${goalsA} - ${goalsB} ${b}. ${verdict}`;
}
