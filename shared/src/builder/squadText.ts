import type { Locale } from '../text/locale';
import { positionCode } from '../text/positions';
import { builderFormation, builderSlots } from './formations';
import { displayName, type LineupEntry } from './lineup';
import { BENCH_KEYS, type Squad } from './squad';

/**
 * The words of the texts and file names the builder makes for others to read (a WhatsApp message, a
 * downloaded file), in the language of the one who makes them.
 */
const WORDS = {
  tr: { team: 'İlk 11', bench: 'Yedekler', captain: 'Kaptan', coach: 'Teknik direktör', file: 'Ilk11_Stabil', squad: 'Kadro', match: 'Ilk11_Mac' },
  en: { team: 'Starting XI', bench: 'Subs', captain: 'Captain', coach: 'Manager', file: 'Starting_XI', squad: 'Squad', match: 'Starting_XI_Match' },
} as const satisfies Record<Locale, Record<string, string>>;

function named(squad: Squad, entry: LineupEntry): string {
  const number = squad.numbers[entry.player_id];
  return number ? `${displayName(entry.player_name)} (${number})` : displayName(entry.player_name);
}

/**
 * The lineup as a WhatsApp message: the title, then 'Galatasaray (4-2-3-1): Muslera; Boey, Nelsson, …'
 * (lines from the goalkeeper forward, each from its right flank; an empty slot shows its position code
 * as the language writes it: KL, SĞB… in Turkish), the bench, the captain and the coach.
 */
export function squadText(squad: Squad, locale: Locale): string {
  const words = WORDS[locale];
  const slots = builderSlots(squad.formation);
  const lines = builderFormation(squad.formation).lines.map((line) =>
    slots
      .filter((s) => s.line === line.group)
      .map((s) => (squad.lineup[s.key] ? named(squad, squad.lineup[s.key]) : positionCode(s.position, locale)))
      .join(', '),
  );
  const team = squad.club ? displayName(squad.club.club_name) : words.team;
  const out: string[] = [];
  if (squad.title.trim()) out.push(squad.title.trim());
  out.push(`${team} (${squad.formation}): ${lines.join('; ')}`);
  const bench = BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [named(squad, squad.bench[k])] : []));
  if (bench.length) out.push(`${words.bench}: ${bench.join(', ')}`);
  const captain = Object.values(squad.lineup).find((e) => e.player_id === squad.captain);
  if (captain) out.push(`${words.captain}: ${displayName(captain.player_name)}`);
  if (squad.coach.trim()) out.push(`${words.coach}: ${squad.coach.trim()}`);
  return out.join('\n');
}

/** The image sizes besides the pitch's PNG: an Instagram post (4:5) and a story or WhatsApp status (9:16). */
export const IMAGE_SIZES = {
  post: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const fileName = (parts: Array<string | number>, extension: string) => `${parts.join('_')}.${extension}`.replace(/\s+/g, '_');

/**
 * docs/builder.md, 'The screen': 'Ilk11_Stabil_{formation}_{club or Kadro}.png' (spaces turned into underscores); in English
 * 'Starting_XI_4-4-2_Galatasaray.png', 'Starting_XI_4-4-2_Squad.png'.
 */
export function pngFileName(formation: string, clubName: string | null | undefined, locale: Locale): string {
  const words = WORDS[locale];
  return fileName([words.file, formation, clubName ? displayName(clubName) : words.squad], 'png');
}

/** The PNG's file name pattern with the size: 'Ilk11_Stabil_4-4-2_Galatasaray_1080x1350.png'. */
export function sizedFileName(formation: string, clubName: string | null | undefined, size: ImageSize, extension: string, locale: Locale): string {
  const words = WORDS[locale];
  const { width, height } = IMAGE_SIZES[size];
  return fileName([words.file, formation, clubName ? displayName(clubName) : words.squad, `${width}x${height}`], extension);
}

/** The quick match's result card: 'Ilk11_Mac_Senin_11'in_Galatasaray_2-1_1080x1350.png'. */
export function matchCardFileName(teams: [string, string], score: [number, number], locale: Locale): string {
  const { width, height } = IMAGE_SIZES.post;
  return fileName([WORDS[locale].match, teams[0], teams[1], `${score[0]}-${score[1]}`, `${width}x${height}`], 'png');
}
