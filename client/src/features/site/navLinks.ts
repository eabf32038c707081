/** The navigation bar's links (spec 2.2), plus the tactics board, in the order they are shown. */
export interface NavItem {
  to: string;
  label: string;
  /** A shorter label for narrow screens (spec: 'Odalar' on mobile). */
  short?: string;
}

export const NAV_LINKS: NavItem[] = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/taktik', label: 'Taktik Tahtası' },
  { to: '/ilk11kur', label: 'İlk 11 Oluşturucu' },
  { to: '/rooms', label: 'Simülasyon Odaları', short: 'Odalar' },
  { to: '/create-room', label: 'Oda Oluştur' },
  { to: '/dashboard', label: 'Son Maçlar' },
];
