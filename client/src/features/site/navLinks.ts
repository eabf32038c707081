import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The navigation bar's links (docs/accounts.md, 'Navigation'), with the tactics board, in the order they are shown. */
export interface NavItem {
  to: string;
  /** Words to translate where they are drawn (i18n._), not here: the list is made once, the language changes. */
  label: MessageDescriptor;
  /** A shorter label for narrow screens ('Odalar' on mobile). */
  short?: MessageDescriptor;
}

export const NAV_LINKS: NavItem[] = [
  { to: '/', label: msg`Ana Sayfa` },
  { to: '/taktik', label: msg`Taktik Tahtası` },
  { to: '/ilk11kur', label: msg`İlk 11 Oluşturucu` },
  { to: '/rooms', label: msg`Simülasyon Odaları`, short: msg`Odalar` },
  { to: '/create-room', label: msg`Oda Oluştur` },
  { to: '/dashboard', label: msg`Son Maçlar` },
];
