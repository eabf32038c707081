/**
 * Turkish commentary templates, several per event type so matches do not read alike. Each names the
 * players involved, with Turkish case suffixes (`turkishSuffix.ts`). The keywords the match history picks
 * its icons by (gol, kurtarış, korner, faul, sarı kart, kırmızı kart) appear only in the messages of
 * their own event type. Shots are in `shotLines.ts`, by situation.
 */
import type { Line as PitchLine } from './positions';
import { goalLines, missLines, saveLines, type Line } from './shotLines';
import { accusative, dative, possessive } from './turkishSuffix';

const corner: Line[] = [
  (p, t) => `${t} korner kazandı, topun başında ${p}.`,
  (p) => `Korner! ${p} topu ceza sahasına asıyor.`,
  (p, t, o) => `${o} savunması topu kornere gönderdi; ${t} adına ${p} kullanacak.`,
  (p) => `${p} korner atışını kullanıyor, kafalar havada.`,
];

/** player = the fouler, other = the fouled player. */
const foul: Line[] = [
  (p, _t, o) => `Faul! ${p}, ${accusative(o)} arkadan düşürdü.`,
  (p, _t, o) => `${p} geç kaldı ve ${o} yerde: hakem faul düdüğünü çaldı.`,
  (p, _t, o) => `Faul var. ${p} ile ${o} arasındaki mücadelede hakem serbest vuruş verdi.`,
  (p, _t, o) => `${p}, ${possessive(o)} formasından çekti. Faul.`,
  (p, _t, o) => `Sert faul! ${p} ayağıyla ${dative(o)} çıktı.`,
];

const yellow: Line[] = [
  (p) => `Sarı kart! ${p} bu müdahalesiyle hakemin defterine yazıldı.`,
  (p) => `Hakem ${dative(p)} sarı kart gösteriyor.`,
  (p, t) => `${t} oyuncusu ${p} itirazları sonrası sarı kart gördü.`,
  (p) => `${p} için sarı kart: bu müdahale cezasız kalmadı.`,
];

const secondYellow: Line[] = [
  (p) => `Kırmızı kart! ${p} ikinci sarıdan oyun dışında kaldı.`,
  (p, _t, o) => `${p}, ${dative(o)} yaptığı faulle ikinci sarıyı gördü: kırmızı kart!`,
  (p, t) => `${p} ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı! ${t} sayıca azaldı.`,
];

const straightRed: Line[] = [
  (p) => `Direkt kırmızı kart! ${p} çok sert girdi ve oyundan atıldı.`,
  (p, t) => `Kırmızı kart! ${p} oyun dışında, ${t} eksik kaldı.`,
  (p, _t, o) => `${p}, ${dative(o)} yaptığı hareket sonrası kırmızı kart gördü!`,
];

/**
 * A quiet minute's line, by the line of the player on the ball (player = him, other = the opponent's
 * name): a goalkeeper never dribbles or goes down the wing, a defender does not run at goal.
 */
const play: Record<PitchLine, Line[]> = {
  GK: [
    (p, t) => `${t} kalecisi ${p} topu uzun vurdu, oyun orta sahada.`,
    (p) => `${p} topu eliyle savunmasına verdi, oyun yeniden kuruluyor.`,
    (p, _t, o) => `${o} baskı yapıyor, ${p} topu kontrol edip bekletti.`,
    (p) => `${p} araya atılan topu çıkıp kontrol etti.`,
  ],
  DEF: [
    (p) => `${p} topu geriye, kalecisine aktardı.`,
    (p, _t, o) => `${o} önde baskı yapıyor, ${p} topu uzaklaştırdı.`,
    (p, t) => `${t} geriden oyun kuruyor, top ${possessive(p)} ayağında.`,
    (p) => `${p} uzun topla oyunu rakip yarı alana taşıdı.`,
  ],
  MID: [
    (p) => `${p} pas arıyor, orta sahada oyun sakin.`,
    (p, t) => `${t} sabırlı, ${p} oyunun yönünü değiştiriyor.`,
    (p, _t, o) => `${p} topla ilerliyor, ${o} geride bekliyor.`,
    (p) => `${p} çalımla rakibini geçti ama pas arası yapıldı.`,
    (p, t) => `${t} oyunu kuruyor, top ${p} oyuncusunda.`,
  ],
  FWD: [
    (p, t) => `${t} topa sahip, ${p} kanada açıldı.`,
    (p) => `${p} çalımla rakibini geçti ama pas arası yapıldı.`,
    (p, _t, o) => `${p} ${o} savunmasının arkasına koşu yaptı, pas ulaşmadı.`,
    (p) => `${p} ceza sahası önünde topu saklıyor, destek bekliyor.`,
  ],
};

/** The end of an assisted goal's line (player = the assist); drawn from the engine's second stream. */
export const assistLines: Array<(assist: string, fromCorner: boolean) => string> = [
  (a, corner) => ` ${corner ? 'Ortayı' : 'Pası'} ${a} verdi.`,
  (a) => ` Asist: ${a}.`,
  (a, corner) => ` ${possessive(a)} ${corner ? 'ortası' : 'pası'} mükemmeldi.`,
];

export const templates = { goal: goalLines, save: saveLines, miss: missLines, corner, foul, yellow, secondYellow, straightRed, play };

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
export function shootoutKickMessage(taker: string, keeper: string, outcome: 'scored' | 'saved' | 'missed', a: number, b: number): string {
  const what =
    outcome === 'scored'
      ? `${taker} penaltı atışında topu ağlara gönderdi.`
      : outcome === 'saved'
        ? `${keeper}, ${possessive(taker)} vuruşunu çeldi!`
        : `${taker} topu auta yolladı!`;
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
