/**
 * A quiet minute's line, by the line of the player on the ball and where the ball is (the event's zone,
 * seen from his side), so the words say what the tracker shows: "orta sahada" only in the middle,
 * "ceza sahası önünde" only in the final third, "geriden" only in his own half. A goalkeeper never
 * dribbles or goes down the wing; a defender does not run at goal. player = him, team = his side,
 * other = the opponent.
 */
import type { Wording } from './shotLines';
import { locative as locativeOf, possessive as genitiveOf } from './turkishSuffix';

export const playLines: Wording<'play.'> = {
  'play.gk.own_half.1': (p, t) => `${t.text} kalecisi ${p.text} topu uzun vurdu.`,
  'play.gk.own_half.2': (p) => `${p.text} topu eliyle savunmasına verdi, oyun yeniden kuruluyor.`,
  'play.gk.own_half.3': (p, _t, o) => `${o.text} baskı yapıyor, ${p.text} topu kontrol edip bekletti.`,
  'play.gk.own_half.4': (p) => `${p.text} araya atılan topu çıkıp kontrol etti.`,
  'play.def.own_half.1': (p) => `${p.text} topu geriye, kalecisine aktardı.`,
  'play.def.own_half.2': (p, _t, o) => `${o.text} önde baskı yapıyor, ${p.text} topu uzaklaştırdı.`,
  'play.def.own_half.3': (p, t) => `${t.text} geriden oyun kuruyor, top ${genitiveOf(p)} ayağında.`,
  'play.def.own_half.4': (p) => `${p.text} kendi yarı alanında topu rahat çevirdi.`,
  'play.def.middle.1': (p) => `${p.text} orta sahaya kadar çıktı, pasını yan tarafa verdi.`,
  'play.def.middle.2': (p, t) => `${t.text} topu orta alanda dolaştırıyor, top ${locativeOf(p)}.`,
  'play.def.middle.3': (p, _t, o) => `${p.text} orta sahada ${genitiveOf(o)} pas denemesini kesti.`,
  'play.mid.own_half.1': (p, t) => `${t.text} geriden çıkıyor, ${p.text} topu savunmadan aldı.`,
  'play.mid.own_half.2': (p, _t, o) => `${o.text} önde basıyor, ${p.text} kendi yarı alanında topu saklıyor.`,
  'play.mid.own_half.3': (p) => `${p.text} kendi yarı alanında dönüp oyunu açmaya çalışıyor.`,
  'play.mid.middle.1': (p) => `${p.text} pas arıyor, orta sahada oyun sakin.`,
  'play.mid.middle.2': (p, t) => `${t.text} sabırlı, ${p.text} orta alanda oyunun yönünü değiştiriyor.`,
  'play.mid.middle.3': (p, t) => `${t.text} orta sahada oyunu kuruyor, top ${locativeOf(p)}.`,
  'play.mid.middle.4': (p) => `${p.text} orta sahada çalımla rakibini geçti ama pas arası yapıldı.`,
  'play.mid.final_third.1': (p, _t, o) => `${p.text} topla ilerliyor, ${o.text} ceza sahası önünde geride bekliyor.`,
  'play.mid.final_third.2': (p) => `${p.text} ceza sahası önünde boşluk arıyor, ara pası savunmaya takıldı.`,
  'play.mid.final_third.3': (p, t) => `${t.text} rakip yarı alanda baskı kurdu, top ${locativeOf(p)}.`,
  'play.fwd.middle.1': (p, t) => `${t.text} topa sahip, ${p.text} orta sahaya inip topu istedi.`,
  'play.fwd.middle.2': (p) => `${p.text} orta alanda çalımla rakibini geçti ama pas arası yapıldı.`,
  'play.fwd.middle.3': (p, _t, o) => `${p.text} orta sahada ${genitiveOf(o)} savunmacısını sırtına aldı, topu arkaya verdi.`,
  'play.fwd.final_third.1': (p, t) => `${t.text} topa sahip, ${p.text} rakip yarı alanda kanada açıldı.`,
  'play.fwd.final_third.2': (p, _t, o) => `${p.text} ${o.text} savunmasının arkasına koşu yaptı, pas ulaşmadı.`,
  'play.fwd.final_third.3': (p) => `${p.text} ceza sahası önünde topu saklıyor, destek bekliyor.`,
};
