import { KIT, KIT_LABELS, totalMinutes, type Drill, type SessionPlan } from '@onbir/shared/plans/model';

/** The texts the printed page and the PDF share. */

export function dateText(date: string): string {
  const d = new Date(`${date}T12:00:00`);
  return Number.isNaN(d.getTime()) ? date : d.toLocaleDateString('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function kitText(d: Drill): string {
  const kit = KIT.filter((k) => d.equipment[k] > 0).map((k) => `${d.equipment[k]} ${KIT_LABELS[k].toLocaleLowerCase('tr-TR')}`);
  return `Oyuncu: ${d.players}${kit.length ? ` · Malzeme: ${kit.join(', ')}` : ''}`;
}

export function metaLines(plan: SessionPlan): [string, string][] {
  return [
    ['Tarih', dateText(plan.date)],
    ['Takım', plan.team || '—'],
    ['Planlanan süre', `${plan.duration} dk`],
    ['Alıştırmaların toplamı', `${totalMinutes(plan)} dk (${plan.drills.length} alıştırma)`],
  ];
}

/** Rows of the attendance list: the roster's names, or blank lines to fill in by hand. */
export function attendanceRows(plan: SessionPlan): string[] {
  return plan.roster.length ? plan.roster : Array.from({ length: 18 }, () => '');
}

export const fileStem = (plan: SessionPlan) =>
  `antrenman-plani-${plan.date}-${(plan.title || 'plan')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}`;
