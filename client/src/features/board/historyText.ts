import { t } from '@lingui/core/macro';
import type { BoardChange } from '@onbir/shared/board/change';

/** What an undo step changed, in the language on screen. */
function changeText(c: BoardChange): string {
  switch (c.kind) {
    case 'move': {
      const name = c.name;
      return t`oyuncu hamlesi (${name})`;
    }
    case 'edit': {
      const name = c.name;
      return t`oyuncu düzenlemesi (${name})`;
    }
    case 'ball':
      return t`top hamlesi`;
    case 'players':
      return t`oyuncu ekleme veya çıkarma`;
    case 'positions':
      return t`oyuncuların yerleri`;
    case 'step':
      return t`adım değişikliği`;
    case 'drawing':
      return t`çizim`;
    case 'board':
      return t`tahta ayarı`;
  }
}

/** Said after Ctrl+Z (or "Geri Al"): what was undone, or that there was nothing to undo. */
export function undoneText(change: BoardChange | null): string {
  if (!change) return t`Geri alınacak bir şey yok.`;
  const what = changeText(change);
  return t`Geri alındı: ${what}.`;
}

/** Said after Ctrl+Shift+Z (or "Yinele"). */
export function redoneText(change: BoardChange | null): string {
  if (!change) return t`Yinelenecek bir şey yok.`;
  const what = changeText(change);
  return t`Yinelendi: ${what}.`;
}
