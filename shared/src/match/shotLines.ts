/**
 * Turkish commentary of shots, by how the shot came (box, range, header, one-on-one, penalty) so the
 * words fit the chance the engine gives it, and by what happened to the ball, so the next line follows
 * from it: a miss that went wide or over is a goal kick (no corner follows), one deflected off a defender
 * goes out for a corner; a save the keeper held or cleared leaves play on, one he turned out gives the
 * corner that follows. A penalty that misses never gives a corner. Keywords the history's icons look for:
 * every goal line has "GOL", every save line "kurtarış"; a miss line has none of gol, kurtarış, korner,
 * faul, kart.
 */
import type { ShotSituation } from './types';
import { dative, possessive, type Name } from './turkishSuffix';
// Local bindings: an imported binding is a property read per use once bundled, and these run per event.
const genitiveOf = possessive;
const dativeOf = dative;

export type Line = (player: Name, team: Name, other: Name) => string;
export type ShotLines = Record<ShotSituation, Line[]>;
type OpenPlay = Exclude<ShotSituation, 'penalty'>;

/** player = the scorer, team = his side, other = the opponent. */
export const goalLines: ShotLines = {
  box: [
    (p, t) => `GOL! ${p.text} topu ağlara gönderiyor, ${t.text} sevinçten çılgına döndü!`,
    (p, t) => `GOL! Ceza sahasında ${p.text} affetmedi, top ağlarda! ${t.text} sevinçli.`,
    (p, t, o) => `GOL! ${o.text} savunması seyirci kaldı, ${p.text} bitirdi! ${t.text} golü buldu.`,
    (p) => `GOL! ${p.text} ceza sahası içinde dönüp vurdu, top filelerde!`,
  ],
  range: [
    (p) => `GOL! ${p.text} uzaktan vurdu ve top doksana gitti! Harika bir gol.`,
    (p, t) => `GOL! ${p.text} ceza sahası dışından füzeyi ateşledi! ${t.text} coştu.`,
    (p, _t, o) => `GOL! ${p.text} 25 metreden denedi, ${o.text} kalecisi çaresiz!`,
  ],
  header: [
    (p, t) => `GOL! ${p.text} kafayla filelere yolladı! ${t.text} tribünleri ayakta.`,
    (p) => `GOL! ${p.text} herkesten yükseğe çıktı, kafa vuruşu ağlarda!`,
    (p, _t, o) => `GOL! ${o.text} savunması ortayı kesemedi, ${p.text} kafayı vurdu ve top ağlarda!`,
  ],
  one_on_one: [
    (p) => `GOL! ${p.text} kaleciyle karşı karşıya kaldı ve soğukkanlılıkla bitirdi!`,
    (p, t) => `GOL! ${p.text} kaleciyi avlıyor! ${t.text} için müthiş bir bitiriş.`,
    (p, _t, o) => `GOL! ${p.text} ${o.text} savunmasının arkasına sarktı, kaleciyi de geçip topu ağlara bıraktı!`,
  ],
  penalty: [
    (p) => `GOL! Penaltıda topun başında ${p.text}... ve köşeye gönderdi!`,
    (p, t) => `GOL! ${p.text} penaltıyı kaleciyi ters köşeye yatırarak kullandı, ${t.text} sevinçli!`,
    (p) => `GOL! ${p.text} penaltıda hata yapmadı, top ağlarda.`,
  ],
};

/** player = the keeper, team = his side, other = the shooter. The keeper held or cleared it: play goes on. */
export const keptSaveLines: ShotLines = {
  box: [
    (p, _t, o) => `Kurtarış! ${o.text} sert vurdu, ${p.text} topu yumrukla uzaklaştırdı.`,
    (p, _t, o) => `${o.text} kaleyi buldu ama ${p.text} yerinde: kolay bir kurtarış.`,
    (p, _t, o) => `${o.text} yakın mesafeden vurdu, ${p.text} iki hamlede topu kontrol ederek kurtarışı yaptı.`,
  ],
  range: [
    (p, _t, o) => `${o.text} uzaktan şansını denedi, ${p.text} rahat bir kurtarış yaptı.`,
    (p, _t, o) => `Kurtarış! ${genitiveOf(o)} uzak mesafeden sert şutunu ${p.text} kontrol etti.`,
    (p, _t, o) => `${o.text} ceza sahası dışından vurdu, ${p.text} uzanıp topu kucakladı. Kurtarış.`,
  ],
  header: [
    (p, _t, o) => `Kurtarış! ${genitiveOf(o)} kafa vuruşunda ${p.text} yerindeydi, top kalecide.`,
    (p, _t, o) => `${o.text} kafayı vurdu, ${p.text} topu göğsünde kontrol etti: rahat bir kurtarış.`,
    (p, _t, o) => `${o.text} kafayla köşeyi denedi, ${p.text} refleksleriyle kurtarış yaptı ve topu tuttu.`,
  ],
  one_on_one: [
    (p, _t, o) => `${o.text} kaleciyle karşı karşıya ama ${p.text} ayağıyla inanılmaz bir kurtarış yaptı, savunma topu uzaklaştırdı!`,
    (p, _t, o) => `Kurtarış! ${p.text} iyi çıktı, ${dativeOf(o)} açı bırakmadı ve topu kucakladı.`,
    (p, _t, o) => `${p.text} müthiş bir kurtarış yapıyor, top kalecide! ${o.text} tek başına kaldığı pozisyona inanamıyor.`,
  ],
  penalty: [
    (p, _t, o) => `Penaltı! ${o.text} vurdu... ${p.text} doğru köşeye uzandı, kurtarış! Top kalecide.`,
    (p, _t, o) => `${p.text} penaltıda kahraman: ${genitiveOf(o)} vuruşunda harika bir kurtarış, topu kontrol etti!`,
    (p, _t, o) => `Kurtarış! ${o.text} penaltıyı kullandı ama ${p.text} topu çeldi, savunma uzaklaştırdı.`,
  ],
};

/** The keeper turned the ball out of play: a corner follows. */
export const cornerSaveLines: ShotLines = {
  box: [
    (p, _t, o) => `${o.text} köşeye yolladı, ${p.text} parmak uçlarıyla topu auta çeldi. Harika kurtarış!`,
    (p, _t, o) => `Kurtarış! ${genitiveOf(o)} sert şutunu ${p.text} direğin dibinden auta çıkardı.`,
    (p, _t, o) => `${o.text} vurdu, ${p.text} son anda uzanıp topu kale dışına itti: kurtarış.`,
  ],
  range: [
    (p, _t, o) => `${o.text} uzaktan füzeyi ateşledi, ${p.text} topu üst direğin üzerinden auta tokatladı. Kurtarış!`,
    (p, _t, o) => `Kurtarış! ${genitiveOf(o)} uzak şutunu ${p.text} yan direğin yanından dışarı çeldi.`,
    (p, _t, o) => `${o.text} 25 metreden denedi, ${p.text} uçarak topu auta gönderdi. Müthiş kurtarış.`,
  ],
  header: [
    (p, _t, o) => `${o.text} kafayı vurdu, ${p.text} çizgide müthiş bir kurtarışla topu auta çıkardı!`,
    (p, _t, o) => `Kurtarış! ${genitiveOf(o)} kafa vuruşunu ${p.text} üstten auta itti.`,
    (p, _t, o) => `${o.text} kafayla köşeyi denedi, ${p.text} refleksleriyle topu dışarı çeldi. Kurtarış.`,
  ],
  one_on_one: [
    (p, _t, o) => `${o.text} kaleciyle karşı karşıya, ${p.text} ayağıyla topu kale dışına çıkardı! Kurtarış.`,
    (p, _t, o) => `Kurtarış! ${p.text} iyi çıktı, ${genitiveOf(o)} vuruşunu auta çeldi.`,
    (p, _t, o) => `${p.text} müthiş bir kurtarış yapıyor, top ${genitiveOf(o)} ayağından auta çıktı!`,
  ],
  penalty: [
    (p, _t, o) => `Penaltı! ${o.text} vurdu... ${p.text} doğru köşeye uzandı ve topu direğin yanından auta çeldi. Kurtarış!`,
    (p, _t, o) => `${p.text} penaltıda kahraman: ${genitiveOf(o)} vuruşunu auta gönderdi. Kurtarış!`,
    (p, _t, o) => `Kurtarış! ${o.text} penaltıyı kullandı, ${p.text} topu parmaklarıyla dışarı itti.`,
  ],
};

/** player = the shooter, team = his side, other = the opponent. Wide or over, nobody touched it: a goal kick. */
export const wideMissLines: ShotLines = {
  box: [
    (p) => `${p.text} vurdu, top direğin yanından auta çıktı.`,
    (p, t) => `${t.text} atakta, ${p.text} son vuruşu isabetsiz yaptı: top auta gitti.`,
    (p) => `${p.text} iyi pozisyonda ama vuruşu çok zayıf, top auta gidiyor.`,
  ],
  range: [
    (p) => `${p.text} ceza sahası dışından denedi, top tribünlere gitti.`,
    (p) => `${p.text} uzaktan şutunu çekti ama top üstten dışarıda.`,
    (p) => `${p.text} 30 metreden şansını denedi, top az farkla auta çıktı.`,
  ],
  header: [
    (p) => `${p.text} kafayı vurdu ama top üstten auta gitti.`,
    (p) => `${p.text} ortaya iyi yükseldi, kafa vuruşu az farkla dışarıda.`,
    (p, _t, o) => `${genitiveOf(o)} ceza sahasında ${p.text} kafayı vurdu, top direğin yanından çıktı.`,
  ],
  one_on_one: [
    (p) => `${p.text} kaleciyle karşı karşıya kaldı ama topu dışarı vurdu! İnanılmaz.`,
    (p, t) => `${t.text} büyük fırsat kaçırdı: ${p.text} tek başına kaldı, vuruşu auta gitti.`,
    (p) => `${p.text} kaleciyi geçmeye çalıştı, açı daraldı ve top dışarıda.`,
  ],
  penalty: [
    (p) => `Penaltı! ${p.text} vurdu... ve top direkten auta çıktı!`,
    (p) => `${p.text} penaltıyı üstten dışarı gönderdi, büyük fırsat kaçtı.`,
    (p, t) => `${t.text} penaltı kazandı ama ${p.text} topu auta yolladı!`,
  ],
};

/** Deflected off a defender and out: the corner that follows comes from it. No penalty here. */
export const deflectedMissLines: Record<OpenPlay, Line[]> = {
  box: [
    (p, _t, o) => `${p.text} vurdu, top ${o.text} savunmasından sekerek dışarıda.`,
    (p) => `${p.text} sert vurdu, top bir savunmacıya çarpıp auta çıktı.`,
    (p, _t, o) => `${genitiveOf(p)} şutunu ${o.text} savunması son anda bloke etti, top dışarıda.`,
  ],
  range: [
    (p) => `${p.text} uzaktan vurdu, top bir savunmacıya çarpıp auta çıktı.`,
    (p, _t, o) => `${genitiveOf(p)} uzak şutu ${o.text} savunmasından sekip dışarı gitti.`,
    (p) => `${p.text} 25 metreden denedi, top önündeki savunmacıdan sekip auta çıktı.`,
  ],
  header: [
    (p) => `${p.text} kafayı vurdu, top bir savunmacının sırtına çarpıp auta çıktı.`,
    (p, _t, o) => `${genitiveOf(p)} kafa vuruşunu ${o.text} savunması çizgiden auta çeldi.`,
    (p) => `${p.text} ortaya yükseldi, kafa vuruşu savunmacıya çarpıp dışarı gitti.`,
  ],
  one_on_one: [
    (p) => `${p.text} kaleciyle karşı karşıya kaldı, geriye koşan savunmacı vuruşu son anda auta çeldi!`,
    (p, _t, o) => `${p.text} tek başına kaldı ama ${o.text} savunması son anda ayak koyup topu dışarı çıkardı.`,
    (p) => `${p.text} kaleciyi geçmeye çalıştı, dönen savunmacı topu kale çizgisinden auta uzaklaştırdı.`,
  ],
};
