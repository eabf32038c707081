import { builderFormation, builderSlots } from './formations';
import { displayName, type LineupEntry } from './lineup';
import { BENCH_KEYS, type Squad } from './squad';

function named(squad: Squad, entry: LineupEntry): string {
  const number = squad.numbers[entry.player_id];
  return number ? `${displayName(entry.player_name)} (${number})` : displayName(entry.player_name);
}

/**
 * The lineup as a WhatsApp message: the title, then 'Galatasaray (4-2-3-1): Muslera; Boey, Nelsson, …'
 * (lines from the goalkeeper forward, each from its right flank; an empty slot shows its position code),
 * the bench, the captain and the coach.
 */
export function squadText(squad: Squad): string {
  const slots = builderSlots(squad.formation);
  const lines = builderFormation(squad.formation).lines.map((line) =>
    slots
      .filter((s) => s.line === line.group)
      .map((s) => (squad.lineup[s.key] ? named(squad, squad.lineup[s.key]) : s.position))
      .join(', '),
  );
  const team = squad.club ? displayName(squad.club.club_name) : 'İlk 11';
  const out: string[] = [];
  if (squad.title.trim()) out.push(squad.title.trim());
  out.push(`${team} (${squad.formation}): ${lines.join('; ')}`);
  const bench = BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [named(squad, squad.bench[k])] : []));
  if (bench.length) out.push(`Yedekler: ${bench.join(', ')}`);
  const captain = Object.values(squad.lineup).find((e) => e.player_id === squad.captain);
  if (captain) out.push(`Kaptan: ${displayName(captain.player_name)}`);
  if (squad.coach.trim()) out.push(`Teknik direktör: ${squad.coach.trim()}`);
  return out.join('\n');
}

/** The image sizes besides the spec's PNG: an Instagram post (4:5) and a story or WhatsApp status (9:16). */
export const IMAGE_SIZES = {
  post: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The spec's file name pattern with the size: 'Ilk11_Stabil_4-4-2_Galatasaray_1080x1350.png'. */
export function sizedFileName(formation: string, clubName: string | null | undefined, size: ImageSize, extension: string): string {
  const club = clubName ? displayName(clubName) : 'Kadro';
  const { width, height } = IMAGE_SIZES[size];
  return `Ilk11_Stabil_${formation}_${club}_${width}x${height}.${extension}`.replace(/\s+/g, '_');
}
