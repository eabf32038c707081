import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { KIT, totalMinutes, type Drill, type Kit, type SessionPlan } from '@onbir/shared/plans/model';
import { formatDate } from '@onbir/shared/text/format';
import { i18n } from '../../lib/i18n/runtime';

/**
 * The texts the page, the printed page and the PDF share, in the language on screen (each is made when it
 * is drawn: the PDF and the print speak the coach's language).
 */

/** What a drill needs beside the players, as its fields are labelled. */
// The board names one piece of each with the same words ("Cone"): the context keeps the translations apart.
export const KIT_LABELS: Record<Kit, MessageDescriptor> = {
  balls: msg({ message: 'Top', context: 'drill equipment count' }),
  cones: msg({ message: 'Huni', context: 'drill equipment count' }),
  bibs: msg({ message: 'Yelek', context: 'drill equipment count' }),
  goals: msg({ message: 'Mini kale', context: 'drill equipment count' }),
  poles: msg({ message: 'Direk', context: 'drill equipment count' }),
};

/** "3 huni", "3 cones". */
function kitCount(kit: Kit, count: number): string {
  switch (kit) {
    case 'balls':
      return plural(count, { one: '# top', other: '# top' });
    case 'cones':
      return plural(count, { one: '# huni', other: '# huni' });
    case 'bibs':
      return plural(count, { one: '# yelek', other: '# yelek' });
    case 'goals':
      return plural(count, { one: '# mini kale', other: '# mini kale' });
    case 'poles':
      return plural(count, { one: '# direk', other: '# direk' });
  }
}

/** A plan's title, or the words for one when it has none. */
export const planTitle = (plan: SessionPlan) => plan.title || t`Antrenman planı`;

/** A drill's heading: "1. Rondo · 15 dk". */
export function drillHeading(d: Drill, index: number): string {
  const n = index + 1;
  const name = d.name || t`Adsız alıştırma`;
  const minutes = d.minutes;
  return t`${n}. ${name} · ${minutes} dk`;
}

export function dateText(date: string): string {
  const d = new Date(`${date}T12:00:00`);
  return Number.isNaN(d.getTime()) ? date : formatDate(d, i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function kitText(d: Drill): string {
  const players = d.players;
  const kit = KIT.filter((k) => d.equipment[k] > 0)
    .map((k) => kitCount(k, d.equipment[k]))
    .join(', ');
  return kit ? t`Oyuncu: ${players} · Malzeme: ${kit}` : t`Oyuncu: ${players}`;
}

export function metaLines(plan: SessionPlan): [string, string][] {
  const duration = plan.duration;
  const total = totalMinutes(plan);
  const drills = plan.drills.length;
  return [
    [t`Tarih`, dateText(plan.date)],
    [t`Takım`, plan.team || '—'],
    [t`Planlanan süre`, t`${duration} dk`],
    [t`Alıştırmaların toplamı`, t`${total} dk (${drills} alıştırma)`],
  ];
}

/** Rows of the attendance list: the roster's names, or blank lines to fill in by hand. */
export function attendanceRows(plan: SessionPlan): string[] {
  return plan.roster.length ? plan.roster : Array.from({ length: 18 }, () => '');
}

/** The attendance list's column heads. */
export const attendanceHeads = () => [t`No`, t`Ad Soyad`, t`Geldi`, t`Not`];

/** The files' name: "antrenman-plani-2026-11-27-sali" ("session-plan-…" in English). */
export const fileStem = (plan: SessionPlan) =>
  `${t({ message: 'antrenman-plani', comment: 'A file name: lower case, no spaces' })}-${plan.date}-${(plan.title || 'plan')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}`;
