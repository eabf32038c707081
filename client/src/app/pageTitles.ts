import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The site's own title, the home page's and that of any page without one of its own. */
const SITE = msg`onbir · Taktik, İlk 11 ve Turnuva`;

/** Each page's title (by its path in pageTable.ts), shown before the site's name: "Kayıt Ol · onbir". */
const TITLES: Record<string, MessageDescriptor> = {
  taktik: msg`Taktik Tahtası`,
  'taktik/video': msg`Video Analizi`,
  ilk11kur: msg`İlk 11 Oluşturucu`,
  'besten-birini-sec': msg`Beşten birini seç`,
  'canli/:code?': msg`Canlı Sunum`,
  'plan/:planId?': msg`Antrenman Planları`,
  register: msg`Kayıt Ol`,
  login: msg`Giriş Yap`,
  'forgot-password': msg`Şifremi Unuttum`,
  'reset-password/:token': msg`Yeni Şifre Belirle`,
  Profile: msg`Profil`,
  'confirm-email/:token?': msg`E-posta Doğrulama`,
  'cancel-email-change/:token?': msg`E-posta Değişikliğini İptal Et`,
  contact: msg`İletişim`,
  'terms-of-service': msg`Kullanım Koşulları`,
  hakkimizda: msg`Hakkımızda`,
  rooms: msg`Simülasyon Odaları`,
  'create-room': msg`Oda Oluştur`,
  'room/:roomId': msg`Oda`,
  'room/:roomId/squad-selection': msg`Kadro Seçimi`,
  'match/:roomId': msg`Maç`,
  'lig/:roomId': msg`Lig sayfası`,
  'mac/:fixtureId': msg`Maç Tekrarı`,
  'tekrar/:token': msg`Maç Tekrarı`,
  'dashboard/:roomId?': msg`Son Maçlar`,
};

/** The document title of the page at `path` (a pageTable path; undefined: not found) in i18n's language. */
export function titleOf(path: string | undefined, i18n: { _(message: MessageDescriptor): string }): string {
  const own = path === undefined ? msg`Sayfa bulunamadı` : TITLES[path];
  return own ? `${i18n._(own)} · onbir` : i18n._(SITE);
}
