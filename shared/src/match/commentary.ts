/**
 * Turkish commentary templates, several per event type so matches do not read alike. Each names the
 * players involved. The keywords the match history picks its icons by (gol, kurtarış, korner, faul,
 * sarı kart, kırmızı kart) appear only in the messages of their own event type.
 */
type Line = (player: string, team: string, other: string) => string;

const goal: Line[] = [
  (p, t) => `GOL! ${p} topu ağlara gönderiyor, ${t} sevinçten çılgına döndü!`,
  (p, t) => `GOL! ${p} kaleciyi avlıyor! ${t} için müthiş bir vuruş.`,
  (p, t, o) => `GOL! ${o} savunması seyirci kaldı, ${p} bitirdi! ${t} golü buldu.`,
  (p, t) => `GOL! ${p} kafayla filelere yolladı! ${t} tribünleri ayakta.`,
  (p, t) => `GOL! Ceza sahasında ${p} affetmedi, top ağlarda! ${t} sevinçli.`,
  (p) => `GOL! ${p} uzaktan vurdu ve top doksana gitti! Harika bir gol.`,
];

/** player = the keeper, other = the shooter. */
const save: Line[] = [
  (p, _t, o) => `Kurtarış! ${o} sert vurdu, ${p} topu yumrukla uzaklaştırdı.`,
  (p, _t, o) => `${p} müthiş bir kurtarış yapıyor! ${o} inanamıyor.`,
  (p, _t, o) => `${o} kaleyi buldu ama ${p} yerinde: kolay bir kurtarış.`,
  (p, _t, o) => `Kurtarış! ${p} uzanıyor ve ${o} vuruşunu kurtarıyor.`,
  (p, _t, o) => `${o} köşeye yolladı, ${p} parmak uçlarıyla harika bir kurtarış yaptı!`,
];

const miss: Line[] = [
  (p) => `${p} vurdu, top direğin yanından auta çıktı.`,
  (p) => `${p} şutunu çekti ama top üstten dışarıda.`,
  (p, t) => `${t} atakta, ${p} son vuruşu isabetsiz yaptı.`,
  (p) => `${p} ceza sahası dışından denedi, top tribünlere gitti.`,
  (p, _t, o) => `${p} vurdu, top ${o} savunmasından sekerek dışarıda.`,
  (p) => `${p} iyi pozisyonda ama vuruşu çok zayıf, top auta gidiyor.`,
];

const corner: Line[] = [
  (p, t) => `${t} korner kazandı, topun başında ${p}.`,
  (p) => `Korner! ${p} topu ceza sahasına asıyor.`,
  (p, t, o) => `${o} savunması topu kornere gönderdi; ${t} adına ${p} kullanacak.`,
  (p) => `${p} korner atışını kullanıyor, kafalar havada.`,
];

/** player = the fouler, other = the fouled player. */
const foul: Line[] = [
  (p, _t, o) => `Faul! ${p}, ${o} oyuncusunu arkadan düşürdü.`,
  (p, _t, o) => `${p} geç kaldı ve ${o} yerde: hakem faul düdüğünü çaldı.`,
  (p, _t, o) => `Faul var. ${p} ile ${o} arasındaki mücadelede hakem serbest vuruş verdi.`,
  (p, _t, o) => `${p} formadan çekti, ${o} durduruldu. Faul.`,
  (p, _t, o) => `Sert faul! ${p} ayağıyla ${o} oyuncusuna çıktı.`,
];

const yellow: Line[] = [
  (p) => `Sarı kart! ${p} bu müdahalesiyle hakemin defterine yazıldı.`,
  (p) => `Hakem ${p} oyuncusuna sarı kart gösteriyor.`,
  (p, t) => `${t} oyuncusu ${p} itirazları sonrası sarı kart gördü.`,
  (p) => `${p} için sarı kart: bu müdahale cezasız kalmadı.`,
];

const secondYellow: Line[] = [
  (p) => `Kırmızı kart! ${p} ikinci sarıdan oyun dışında kaldı.`,
  (p, t) => `${p} ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı! ${t} 10 kişi.`,
];

const straightRed: Line[] = [
  (p) => `Direkt kırmızı kart! ${p} çok sert girdi ve oyundan atıldı.`,
  (p, t) => `Kırmızı kart! ${p} oyun dışında, ${t} eksik kaldı.`,
  (p, _t, o) => `${p}, ${o} oyuncusuna yaptığı hareket sonrası kırmızı kart gördü!`,
];

/** player = a player on the ball; other = the opponent's name. */
const play: Line[] = [
  (p, t) => `${t} oyunu kuruyor, top ${p} oyuncusunda.`,
  (p) => `${p} pas arıyor, orta sahada oyun sakin.`,
  (p, _t, o) => `${p} topla ilerliyor, ${o} geride bekliyor.`,
  (p, t) => `${t} topa sahip, ${p} kanada açıldı.`,
  (p) => `${p} topu geriye, stopere aktardı.`,
  (p, _t, o) => `${o} önde baskı yapıyor, ${p} topu uzaklaştırdı.`,
  (p) => `${p} çalımla rakibini geçti ama pas arası yapıldı.`,
  (p, t) => `${t} sabırlı, ${p} oyunun yönünü değiştiriyor.`,
];

export const templates = { goal, save, miss, corner, foul, yellow, secondYellow, straightRed, play };

export function startMessage(a: string, b: string): string {
  return `Maç başladı! ${a} ile ${b} karşı karşıya.`;
}

export function halfTimeMessage(a: string, b: string, goalsA: number, goalsB: number): string {
  return `Devre Arası. ${a} ${goalsA} - ${goalsB} ${b}`;
}

export function endMessage(a: string, b: string, goalsA: number, goalsB: number): string {
  const verdict = goalsA === goalsB ? 'Puanlar paylaşıldı.' : `Kazanan ${goalsA > goalsB ? a : b}!`;
  return `Maç sona erdi! ${a} ${goalsA} - ${goalsB} ${b}. ${verdict}`;
}
