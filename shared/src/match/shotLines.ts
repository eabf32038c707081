/**
 * Turkish commentary of shots, by how the shot came (box, range, header, one-on-one, penalty) so the
 * words fit the chance the engine gives it. Keywords the history's icons look for: every goal line has
 * "GOL", every save line "kurtarış"; a miss line has none of gol, kurtarış, korner, faul, kart.
 */
import type { ShotSituation } from './types';
import { dative, possessive } from './turkishSuffix';

export type Line = (player: string, team: string, other: string) => string;
export type ShotLines = Record<ShotSituation, Line[]>;

/** player = the scorer, team = his side, other = the opponent. */
export const goalLines: ShotLines = {
  box: [
    (p, t) => `GOL! ${p} topu ağlara gönderiyor, ${t} sevinçten çılgına döndü!`,
    (p, t) => `GOL! Ceza sahasında ${p} affetmedi, top ağlarda! ${t} sevinçli.`,
    (p, t, o) => `GOL! ${o} savunması seyirci kaldı, ${p} bitirdi! ${t} golü buldu.`,
    (p) => `GOL! ${p} ceza sahası içinde dönüp vurdu, top filelerde!`,
  ],
  range: [
    (p) => `GOL! ${p} uzaktan vurdu ve top doksana gitti! Harika bir gol.`,
    (p, t) => `GOL! ${p} ceza sahası dışından füzeyi ateşledi! ${t} coştu.`,
    (p, _t, o) => `GOL! ${p} 25 metreden denedi, ${o} kalecisi çaresiz!`,
  ],
  header: [
    (p, t) => `GOL! ${p} kafayla filelere yolladı! ${t} tribünleri ayakta.`,
    (p) => `GOL! ${p} herkesten yükseğe çıktı, kafa vuruşu ağlarda!`,
    (p, _t, o) => `GOL! ${o} savunması ortayı kesemedi, ${p} kafayı vurdu ve top ağlarda!`,
  ],
  one_on_one: [
    (p) => `GOL! ${p} kaleciyle karşı karşıya kaldı ve soğukkanlılıkla bitirdi!`,
    (p, t) => `GOL! ${p} kaleciyi avlıyor! ${t} için müthiş bir bitiriş.`,
    (p, _t, o) => `GOL! ${p} ${o} savunmasının arkasına sarktı, kaleciyi de geçip topu ağlara bıraktı!`,
  ],
  penalty: [
    (p) => `GOL! Penaltıda topun başında ${p}... ve köşeye gönderdi!`,
    (p, t) => `GOL! ${p} penaltıyı kaleciyi ters köşeye yatırarak kullandı, ${t} sevinçli!`,
    (p) => `GOL! ${p} penaltıda hata yapmadı, top ağlarda.`,
  ],
};

/** player = the keeper, team = his side, other = the shooter. */
export const saveLines: ShotLines = {
  box: [
    (p, _t, o) => `Kurtarış! ${o} sert vurdu, ${p} topu yumrukla uzaklaştırdı.`,
    (p, _t, o) => `${o} kaleyi buldu ama ${p} yerinde: kolay bir kurtarış.`,
    (p, _t, o) => `${o} köşeye yolladı, ${p} parmak uçlarıyla harika bir kurtarış yaptı!`,
  ],
  range: [
    (p, _t, o) => `${o} uzaktan şansını denedi, ${p} rahat bir kurtarış yaptı.`,
    (p, _t, o) => `Kurtarış! ${possessive(o)} uzak mesafeden sert şutunu ${p} kontrol etti.`,
    (p, _t, o) => `${o} ceza sahası dışından vurdu, ${p} uzanıp kurtarışı yaptı.`,
  ],
  header: [
    (p, _t, o) => `${o} kafayı vurdu, ${p} çizgide müthiş bir kurtarış yaptı!`,
    (p, _t, o) => `Kurtarış! ${possessive(o)} kafa vuruşunda ${p} yerindeydi.`,
    (p, _t, o) => `${o} kafayla köşeyi denedi, ${p} refleksleriyle kurtarış yaptı.`,
  ],
  one_on_one: [
    (p, _t, o) => `${o} kaleciyle karşı karşıya ama ${p} ayağıyla inanılmaz bir kurtarış yaptı!`,
    (p, _t, o) => `Kurtarış! ${p} iyi çıktı, ${dative(o)} açı bırakmadı.`,
    (p, _t, o) => `${p} müthiş bir kurtarış yapıyor! ${o} tek başına kaldığı pozisyona inanamıyor.`,
  ],
  penalty: [
    (p, _t, o) => `Penaltı! ${o} vurdu... ${p} doğru köşeye uzandı, kurtarış!`,
    (p, _t, o) => `${p} penaltıda kahraman: ${possessive(o)} vuruşunda harika bir kurtarış!`,
    (p, _t, o) => `Kurtarış! ${o} penaltıyı kullandı ama ${p} topu çeldi.`,
  ],
};

/** player = the shooter, team = his side, other = the opponent. */
export const missLines: ShotLines = {
  box: [
    (p) => `${p} vurdu, top direğin yanından auta çıktı.`,
    (p, t) => `${t} atakta, ${p} son vuruşu isabetsiz yaptı.`,
    (p, _t, o) => `${p} vurdu, top ${o} savunmasından sekerek dışarıda.`,
    (p) => `${p} iyi pozisyonda ama vuruşu çok zayıf, top auta gidiyor.`,
  ],
  range: [
    (p) => `${p} ceza sahası dışından denedi, top tribünlere gitti.`,
    (p) => `${p} uzaktan şutunu çekti ama top üstten dışarıda.`,
    (p) => `${p} 30 metreden şansını denedi, top az farkla auta çıktı.`,
  ],
  header: [
    (p) => `${p} kafayı vurdu ama top üstten auta gitti.`,
    (p) => `${p} ortaya iyi yükseldi, kafa vuruşu az farkla dışarıda.`,
    (p, _t, o) => `${possessive(o)} ceza sahasında ${p} kafayı vurdu, top direğin yanından çıktı.`,
  ],
  one_on_one: [
    (p) => `${p} kaleciyle karşı karşıya kaldı ama topu dışarı vurdu! İnanılmaz.`,
    (p, t) => `${t} büyük fırsat kaçırdı: ${p} tek başına kaldı, vuruşu auta gitti.`,
    (p) => `${p} kaleciyi geçmeye çalıştı, açı daraldı ve top dışarıda.`,
  ],
  penalty: [
    (p) => `Penaltı! ${p} vurdu... ve top direkten auta çıktı!`,
    (p) => `${p} penaltıyı üstten dışarı gönderdi, büyük fırsat kaçtı.`,
    (p, t) => `${t} penaltı kazandı ama ${p} topu auta yolladı!`,
  ],
};
