/**
 * A quiet minute's line, by the line of the player on the ball and where the ball is (the event's zone,
 * seen from his side), so the words say what the tracker shows: "orta sahada" only in the middle,
 * "ceza sahası önünde" only in the final third, "geriden" only in his own half. A goalkeeper never
 * dribbles or goes down the wing; a defender does not run at goal. player = him, team = his side,
 * other = the opponent.
 */
import type { Line as PitchLine } from './positions';
import type { Line } from './shotLines';
import { locative, possessive } from './turkishSuffix';
import type { Zone } from './types';
// Local bindings: an imported binding is a property read per use once bundled, and these run per event.
const locativeOf = locative;
const genitiveOf = possessive;

type ByZone = Partial<Record<Zone, Line[]>>;

export const playLines: Record<PitchLine, ByZone> = {
  GK: {
    own_half: [
      (p, t) => `${t.text} kalecisi ${p.text} topu uzun vurdu.`,
      (p) => `${p.text} topu eliyle savunmasına verdi, oyun yeniden kuruluyor.`,
      (p, _t, o) => `${o.text} baskı yapıyor, ${p.text} topu kontrol edip bekletti.`,
      (p) => `${p.text} araya atılan topu çıkıp kontrol etti.`,
    ],
  },
  DEF: {
    own_half: [
      (p) => `${p.text} topu geriye, kalecisine aktardı.`,
      (p, _t, o) => `${o.text} önde baskı yapıyor, ${p.text} topu uzaklaştırdı.`,
      (p, t) => `${t.text} geriden oyun kuruyor, top ${genitiveOf(p)} ayağında.`,
      (p) => `${p.text} kendi yarı alanında topu rahat çevirdi.`,
    ],
    middle: [
      (p) => `${p.text} orta sahaya kadar çıktı, pasını yan tarafa verdi.`,
      (p, t) => `${t.text} topu orta alanda dolaştırıyor, top ${locativeOf(p)}.`,
      (p, _t, o) => `${p.text} orta sahada ${genitiveOf(o)} pas denemesini kesti.`,
    ],
  },
  MID: {
    own_half: [
      (p, t) => `${t.text} geriden çıkıyor, ${p.text} topu savunmadan aldı.`,
      (p, _t, o) => `${o.text} önde basıyor, ${p.text} kendi yarı alanında topu saklıyor.`,
      (p) => `${p.text} kendi yarı alanında dönüp oyunu açmaya çalışıyor.`,
    ],
    middle: [
      (p) => `${p.text} pas arıyor, orta sahada oyun sakin.`,
      (p, t) => `${t.text} sabırlı, ${p.text} orta alanda oyunun yönünü değiştiriyor.`,
      (p, t) => `${t.text} orta sahada oyunu kuruyor, top ${locativeOf(p)}.`,
      (p) => `${p.text} orta sahada çalımla rakibini geçti ama pas arası yapıldı.`,
    ],
    final_third: [
      (p, _t, o) => `${p.text} topla ilerliyor, ${o.text} ceza sahası önünde geride bekliyor.`,
      (p) => `${p.text} ceza sahası önünde boşluk arıyor, ara pası savunmaya takıldı.`,
      (p, t) => `${t.text} rakip yarı alanda baskı kurdu, top ${locativeOf(p)}.`,
    ],
  },
  FWD: {
    middle: [
      (p, t) => `${t.text} topa sahip, ${p.text} orta sahaya inip topu istedi.`,
      (p) => `${p.text} orta alanda çalımla rakibini geçti ama pas arası yapıldı.`,
      (p, _t, o) => `${p.text} orta sahada ${genitiveOf(o)} savunmacısını sırtına aldı, topu arkaya verdi.`,
    ],
    final_third: [
      (p, t) => `${t.text} topa sahip, ${p.text} rakip yarı alanda kanada açıldı.`,
      (p, _t, o) => `${p.text} ${o.text} savunmasının arkasına koşu yaptı, pas ulaşmadı.`,
      (p) => `${p.text} ceza sahası önünde topu saklıyor, destek bekliyor.`,
    ],
  },
};
