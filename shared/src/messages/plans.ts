/** Turkish texts of session plans ("Antrenman planı"), keyed by stable code. */
export const planMessages = {
  PLAN_TOO_BIG_FOR_LINK: 'Plan bağlantıya sığmayacak kadar büyük ({chars} karakter; sınır {max}). “Dosya olarak dışa aktar” ile paylaşın.',
  PLAN_LINK_BROKEN: 'Plan bağlantısı bozuk veya çok büyük.',
  PLAN_FILE_BROKEN: 'Dosya bir antrenman planı değil, bozuk veya çok büyük.',
  PLAN_TOO_MANY_DRILLS: 'Bir planda en fazla {max} alıştırma olabilir.',
  PLAN_SAVED_BROKEN: 'Kayıtlı plan açılamadı: kayıt bozuk.',
  PLAN_STORAGE_FULL: 'Tarayıcının depolama alanı doldu; plan kaydedilemedi. Eski planları silin veya dosya olarak dışa aktarın.',
  PLAN_DRILL_BOARD_BROKEN: 'Bu alıştırmanın tahtası okunamadı.',
} as const;

export type PlanCode = keyof typeof planMessages;

export function planMessage(code: PlanCode, params: Record<string, string | number> = {}): string {
  return planMessages[code].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
