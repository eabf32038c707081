/**
 * Turkish commentary of shots, by how the shot came (box, range, header, one-on-one, penalty) so the
 * words fit the chance the engine gives it, and by what happened to the ball, so the next line follows
 * from it: a miss that went wide or over is a goal kick (no corner follows), one deflected off a defender
 * goes out for a corner; a save the keeper held or cleared leaves play on, one he turned out gives the
 * corner that follows. A penalty that misses never gives a corner. Keywords the history's icons look for:
 * every goal line has "GOL", every save line "kurtarış"; a miss line has none of gol, kurtarış, korner,
 * faul, kart.
 */
import type { EventLine, LineCode, Spoken } from './lineCodes';
import { dative as dativeOf, possessive as genitiveOf } from './turkishSuffix';

/** A line's words from the names it says (player, team, other) and, for whistles, the rest of the line. */
export type Say = (player: Spoken, team: Spoken, other: Spoken, line: EventLine) => string;
/** The wording of every code starting with a prefix, and of nothing else. */
export type Wording<Prefix extends string> = Record<Extract<LineCode, `${Prefix}${string}`>, Say>;

/** The words of shots by what happened to the ball; each language has its own (`en/shotLines.ts`). */
export interface ShotWords {
  goal: Wording<'goal.'>;
  keptSave: Wording<'save.kept.'>;
  cornerSave: Wording<'save.out.'>;
  wideMiss: Wording<'miss.wide.'>;
  deflectedMiss: Wording<'miss.deflected.'>;
}

export const shotWords: ShotWords = {
  /** player = the scorer, team = his side, other = the opponent. */
  goal: {
    'goal.box.1': (p, t) => `GOL! ${p.text} topu ağlara gönderiyor, ${t.text} sevinçten çılgına döndü!`,
    'goal.box.2': (p, t) => `GOL! Ceza sahasında ${p.text} affetmedi, top ağlarda! ${t.text} sevinçli.`,
    'goal.box.3': (p, t, o) => `GOL! ${o.text} savunması seyirci kaldı, ${p.text} bitirdi! ${t.text} golü buldu.`,
    'goal.box.4': (p) => `GOL! ${p.text} ceza sahası içinde dönüp vurdu, top filelerde!`,
    'goal.range.1': (p) => `GOL! ${p.text} uzaktan vurdu ve top doksana gitti! Harika bir gol.`,
    'goal.range.2': (p, t) => `GOL! ${p.text} ceza sahası dışından füzeyi ateşledi! ${t.text} coştu.`,
    'goal.range.3': (p, _t, o) => `GOL! ${p.text} 25 metreden denedi, ${o.text} kalecisi çaresiz!`,
    'goal.header.1': (p, t) => `GOL! ${p.text} kafayla filelere yolladı! ${t.text} tribünleri ayakta.`,
    'goal.header.2': (p) => `GOL! ${p.text} herkesten yükseğe çıktı, kafa vuruşu ağlarda!`,
    'goal.header.3': (p, _t, o) => `GOL! ${o.text} savunması ortayı kesemedi, ${p.text} kafayı vurdu ve top ağlarda!`,
    'goal.one_on_one.1': (p) => `GOL! ${p.text} kaleciyle karşı karşıya kaldı ve soğukkanlılıkla bitirdi!`,
    'goal.one_on_one.2': (p, t) => `GOL! ${p.text} kaleciyi avlıyor! ${t.text} için müthiş bir bitiriş.`,
    'goal.one_on_one.3': (p, _t, o) => `GOL! ${p.text} ${o.text} savunmasının arkasına sarktı, kaleciyi de geçip topu ağlara bıraktı!`,
    'goal.penalty.1': (p) => `GOL! Penaltıda topun başında ${p.text}... ve köşeye gönderdi!`,
    'goal.penalty.2': (p, t) => `GOL! ${p.text} penaltıyı kaleciyi ters köşeye yatırarak kullandı, ${t.text} sevinçli!`,
    'goal.penalty.3': (p) => `GOL! ${p.text} penaltıda hata yapmadı, top ağlarda.`,
  },
  /** player = the keeper, team = his side, other = the shooter. The keeper held or cleared it: play goes on. */
  keptSave: {
    'save.kept.box.1': (p, _t, o) => `Kurtarış! ${o.text} sert vurdu, ${p.text} topu yumrukla uzaklaştırdı.`,
    'save.kept.box.2': (p, _t, o) => `${o.text} kaleyi buldu ama ${p.text} yerinde: kolay bir kurtarış.`,
    'save.kept.box.3': (p, _t, o) => `${o.text} yakın mesafeden vurdu, ${p.text} iki hamlede topu kontrol ederek kurtarışı yaptı.`,
    'save.kept.range.1': (p, _t, o) => `${o.text} uzaktan şansını denedi, ${p.text} rahat bir kurtarış yaptı.`,
    'save.kept.range.2': (p, _t, o) => `Kurtarış! ${genitiveOf(o)} uzak mesafeden sert şutunu ${p.text} kontrol etti.`,
    'save.kept.range.3': (p, _t, o) => `${o.text} ceza sahası dışından vurdu, ${p.text} uzanıp topu kucakladı. Kurtarış.`,
    'save.kept.header.1': (p, _t, o) => `Kurtarış! ${genitiveOf(o)} kafa vuruşunda ${p.text} yerindeydi, top kalecide.`,
    'save.kept.header.2': (p, _t, o) => `${o.text} kafayı vurdu, ${p.text} topu göğsünde kontrol etti: rahat bir kurtarış.`,
    'save.kept.header.3': (p, _t, o) => `${o.text} kafayla köşeyi denedi, ${p.text} refleksleriyle kurtarış yaptı ve topu tuttu.`,
    'save.kept.one_on_one.1': (p, _t, o) => `${o.text} kaleciyle karşı karşıya ama ${p.text} ayağıyla inanılmaz bir kurtarış yaptı, savunma topu uzaklaştırdı!`,
    'save.kept.one_on_one.2': (p, _t, o) => `Kurtarış! ${p.text} iyi çıktı, ${dativeOf(o)} açı bırakmadı ve topu kucakladı.`,
    'save.kept.one_on_one.3': (p, _t, o) => `${p.text} müthiş bir kurtarış yapıyor, top kalecide! ${o.text} tek başına kaldığı pozisyona inanamıyor.`,
    'save.kept.penalty.1': (p, _t, o) => `Penaltı! ${o.text} vurdu... ${p.text} doğru köşeye uzandı, kurtarış! Top kalecide.`,
    'save.kept.penalty.2': (p, _t, o) => `${p.text} penaltıda kahraman: ${genitiveOf(o)} vuruşunda harika bir kurtarış, topu kontrol etti!`,
    'save.kept.penalty.3': (p, _t, o) => `Kurtarış! ${o.text} penaltıyı kullandı ama ${p.text} topu çeldi, savunma uzaklaştırdı.`,
  },
  /** The keeper turned the ball out of play: a corner follows. */
  cornerSave: {
    'save.out.box.1': (p, _t, o) => `${o.text} köşeye yolladı, ${p.text} parmak uçlarıyla topu auta çeldi. Harika kurtarış!`,
    'save.out.box.2': (p, _t, o) => `Kurtarış! ${genitiveOf(o)} sert şutunu ${p.text} direğin dibinden auta çıkardı.`,
    'save.out.box.3': (p, _t, o) => `${o.text} vurdu, ${p.text} son anda uzanıp topu kale dışına itti: kurtarış.`,
    'save.out.range.1': (p, _t, o) => `${o.text} uzaktan füzeyi ateşledi, ${p.text} topu üst direğin üzerinden auta tokatladı. Kurtarış!`,
    'save.out.range.2': (p, _t, o) => `Kurtarış! ${genitiveOf(o)} uzak şutunu ${p.text} yan direğin yanından dışarı çeldi.`,
    'save.out.range.3': (p, _t, o) => `${o.text} 25 metreden denedi, ${p.text} uçarak topu auta gönderdi. Müthiş kurtarış.`,
    'save.out.header.1': (p, _t, o) => `${o.text} kafayı vurdu, ${p.text} çizgide müthiş bir kurtarışla topu auta çıkardı!`,
    'save.out.header.2': (p, _t, o) => `Kurtarış! ${genitiveOf(o)} kafa vuruşunu ${p.text} üstten auta itti.`,
    'save.out.header.3': (p, _t, o) => `${o.text} kafayla köşeyi denedi, ${p.text} refleksleriyle topu dışarı çeldi. Kurtarış.`,
    'save.out.one_on_one.1': (p, _t, o) => `${o.text} kaleciyle karşı karşıya, ${p.text} ayağıyla topu kale dışına çıkardı! Kurtarış.`,
    'save.out.one_on_one.2': (p, _t, o) => `Kurtarış! ${p.text} iyi çıktı, ${genitiveOf(o)} vuruşunu auta çeldi.`,
    'save.out.one_on_one.3': (p, _t, o) => `${p.text} müthiş bir kurtarış yapıyor, top ${genitiveOf(o)} ayağından auta çıktı!`,
    'save.out.penalty.1': (p, _t, o) => `Penaltı! ${o.text} vurdu... ${p.text} doğru köşeye uzandı ve topu direğin yanından auta çeldi. Kurtarış!`,
    'save.out.penalty.2': (p, _t, o) => `${p.text} penaltıda kahraman: ${genitiveOf(o)} vuruşunu auta gönderdi. Kurtarış!`,
    'save.out.penalty.3': (p, _t, o) => `Kurtarış! ${o.text} penaltıyı kullandı, ${p.text} topu parmaklarıyla dışarı itti.`,
  },
  /** player = the shooter, team = his side, other = the opponent. Wide or over, nobody touched it: a goal kick. */
  wideMiss: {
    'miss.wide.box.1': (p) => `${p.text} vurdu, top direğin yanından auta çıktı.`,
    'miss.wide.box.2': (p, t) => `${t.text} atakta, ${p.text} son vuruşu isabetsiz yaptı: top auta gitti.`,
    'miss.wide.box.3': (p) => `${p.text} iyi pozisyonda ama vuruşu çok zayıf, top auta gidiyor.`,
    'miss.wide.range.1': (p) => `${p.text} ceza sahası dışından denedi, top tribünlere gitti.`,
    'miss.wide.range.2': (p) => `${p.text} uzaktan şutunu çekti ama top üstten dışarıda.`,
    'miss.wide.range.3': (p) => `${p.text} 30 metreden şansını denedi, top az farkla auta çıktı.`,
    'miss.wide.header.1': (p) => `${p.text} kafayı vurdu ama top üstten auta gitti.`,
    'miss.wide.header.2': (p) => `${p.text} ortaya iyi yükseldi, kafa vuruşu az farkla dışarıda.`,
    'miss.wide.header.3': (p, _t, o) => `${genitiveOf(o)} ceza sahasında ${p.text} kafayı vurdu, top direğin yanından çıktı.`,
    'miss.wide.one_on_one.1': (p) => `${p.text} kaleciyle karşı karşıya kaldı ama topu dışarı vurdu! İnanılmaz.`,
    'miss.wide.one_on_one.2': (p, t) => `${t.text} büyük fırsat kaçırdı: ${p.text} tek başına kaldı, vuruşu auta gitti.`,
    'miss.wide.one_on_one.3': (p) => `${p.text} kaleciyi geçmeye çalıştı, açı daraldı ve top dışarıda.`,
    'miss.wide.penalty.1': (p) => `Penaltı! ${p.text} vurdu... ve top direkten auta çıktı!`,
    'miss.wide.penalty.2': (p) => `${p.text} penaltıyı üstten dışarı gönderdi, büyük fırsat kaçtı.`,
    'miss.wide.penalty.3': (p, t) => `${t.text} penaltı kazandı ama ${p.text} topu auta yolladı!`,
  },
  /** Deflected off a defender and out: the corner that follows comes from it. No penalty here. */
  deflectedMiss: {
    'miss.deflected.box.1': (p, _t, o) => `${p.text} vurdu, top ${o.text} savunmasından sekerek dışarıda.`,
    'miss.deflected.box.2': (p) => `${p.text} sert vurdu, top bir savunmacıya çarpıp auta çıktı.`,
    'miss.deflected.box.3': (p, _t, o) => `${genitiveOf(p)} şutunu ${o.text} savunması son anda bloke etti, top dışarıda.`,
    'miss.deflected.range.1': (p) => `${p.text} uzaktan vurdu, top bir savunmacıya çarpıp auta çıktı.`,
    'miss.deflected.range.2': (p, _t, o) => `${genitiveOf(p)} uzak şutu ${o.text} savunmasından sekip dışarı gitti.`,
    'miss.deflected.range.3': (p) => `${p.text} 25 metreden denedi, top önündeki savunmacıdan sekip auta çıktı.`,
    'miss.deflected.header.1': (p) => `${p.text} kafayı vurdu, top bir savunmacının sırtına çarpıp auta çıktı.`,
    'miss.deflected.header.2': (p, _t, o) => `${genitiveOf(p)} kafa vuruşunu ${o.text} savunması çizgiden auta çeldi.`,
    'miss.deflected.header.3': (p) => `${p.text} ortaya yükseldi, kafa vuruşu savunmacıya çarpıp dışarı gitti.`,
    'miss.deflected.one_on_one.1': (p) => `${p.text} kaleciyle karşı karşıya kaldı, geriye koşan savunmacı vuruşu son anda auta çeldi!`,
    'miss.deflected.one_on_one.2': (p, _t, o) => `${p.text} tek başına kaldı ama ${o.text} savunması son anda ayak koyup topu dışarı çıkardı.`,
    'miss.deflected.one_on_one.3': (p) => `${p.text} kaleciyi geçmeye çalıştı, dönen savunmacı topu kale çizgisinden auta uzaklaştırdı.`,
  },
};
