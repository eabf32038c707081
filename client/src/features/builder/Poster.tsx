import type { CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { builderSlots } from '@onbir/shared/builder/formations';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { displayName } from '@onbir/shared/builder/lineup';
import { BENCH_KEYS, type Squad } from '@onbir/shared/builder/squad';
import { IMAGE_SIZES, type ImageSize } from '@onbir/shared/builder/squadText';
import { positionCode } from '@onbir/shared/text/positions';
import { useLocale } from '../../lib/i18n/locale';
import { fitBenchNames, fitPitchNames, type CardMetrics } from './cardNames';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { kitVars } from './Pitch';
import { PitchLines, slotStyle } from './PitchMarkings';
import { CardFace } from './PlayerCard';
import './poster.css';

/** The posters' type: the system's sans-serif, the same in the layout and in the canvas that fits the names. */
export const POSTER_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/**
 * Every block of a poster has a fixed height (px), so the pitch's size, and with it the room of every
 * name, is known before anything is drawn: the names are fitted in the first render.
 */
const LAYOUT = {
  post: { padX: 64, padY: 56, head: 100, bench: 124, foot: 36, gap: 22, card: 84, name: 21, minName: 14, pos: 15, drop: 10, benchCard: 64, benchName: 18 },
  story: { padX: 64, padY: 250, head: 120, bench: 150, foot: 36, gap: 28, card: 96, name: 24, minName: 15, pos: 17, drop: 11, benchCard: 76, benchName: 20 },
} as const;

const POSTER_PITCH_RATIO = 0.85;

/** The substitutes' rows: one up to six, else two (nine long names in one row leave none of them room). */
const benchColumns = (count: number) => (count <= 6 ? count : Math.ceil(count / 2));

/** The pitch's size on a poster: what the other blocks leave (no bench rows without substitutes). */
export function posterPitchSize(size: ImageSize, benchCount: number): { width: number; height: number } {
  const l = LAYOUT[size];
  const { width, height } = IMAGE_SIZES[size];
  const benchRows = benchCount ? Math.ceil(benchCount / benchColumns(benchCount)) : 0;
  const free = height - 2 * l.padY - l.head - l.foot - 3 * l.gap - (benchRows ? benchRows * l.bench + l.gap : 0);
  // Broader than a real pitch (0.68): on a post every name needs room more than the pitch needs its
  // true shape, and the markings are drawn in proportions of it.
  const w = Math.min(Math.floor(free * POSTER_PITCH_RATIO), width - 2 * l.padX);
  return { width: w, height: Math.round(w / POSTER_PITCH_RATIO) };
}

const metrics = (card: number, name: number, minName: number, drop: number): CardMetrics => ({ card, nameSize: name, minNameSize: minName, namePad: 8, posDrop: drop, fontFamily: POSTER_FONT });

/**
 * A social-media image of the squad at its exact pixel size: the title, crest and formation at the
 * top, the pitch, the bench row, the coach. Everything sits inside safe margins (a story's top and
 * bottom are covered by the app's own bars). `revealed`: how many of the eleven are shown (the video's
 * frames); the bench shows once all eleven are.
 */
export function Poster({ squad, paint, size, revealed = 11 }: { squad: Squad; paint: KitPaint; size: ImageSize; revealed?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { width, height } = IMAGE_SIZES[size];
  const l = LAYOUT[size];
  const slots = builderSlots(squad.formation);
  const gkTop = squad.orientation === 'gk-top';
  const bench = BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [squad.bench[k]] : []));
  const pitch = posterPitchSize(size, bench.length);
  const columns = benchColumns(bench.length);
  const team = squad.club ? displayName(squad.club.club_name) : t`İlk 11`;
  const coach = squad.coach.trim();
  const benchCode = t({ message: 'Y', comment: 'A substitute on the exported images: Y(edek); English S(ub)' });
  const cards = metrics(l.card, l.name, l.minName, l.drop);
  const fitted = fitPitchNames(squad.lineup, squad.formation, squad.orientation, pitch, cards, squad.captain);
  const benchColumn = (width - 2 * l.padX) / Math.max(columns, 1);
  // The bench's names no larger than the pitch's: the eleven lead.
  const pitchNameSize = Math.max(l.minName, ...Object.values(fitted).map((f) => f.size));
  const benchNames = fitBenchNames(squad.bench, benchColumn - 8, metrics(l.benchCard, Math.min(l.benchName, pitchNameSize), l.minName, l.drop));
  const vars = {
    ...kitVars(paint),
    width,
    height,
    padding: `${l.padY}px ${l.padX}px`,
    gap: l.gap,
    fontFamily: POSTER_FONT,
  } as CSSProperties;
  // Set on the pitch and the bench themselves: pitch.css gives both their on-screen values.
  const cardVars = (card: number, name: number) =>
    ({ '--card': `${card}px`, '--name-size': `${name}px`, '--name-min': `${l.minName}px`, '--name-pad': '8px', '--pos-size': `${l.pos}px`, '--pos-drop': `${l.drop}px` }) as CSSProperties;
  return (
    <div className={`b-poster is-${size}`} style={vars} data-testid="builder-poster">
      <header className="b-poster-head" style={{ height: l.head }}>
        {squad.club && <FallbackImage className="b-poster-crest" src={squad.club.logo_url} fallback={DEFAULT_CREST} alt="" />}
        <div>
          <strong className="b-poster-title">{squad.title.trim() || team}</strong>
          <span className="b-poster-sub">
            {squad.title.trim() ? `${team} · ` : ''}
            {squad.formation}
          </span>
        </div>
      </header>
      <div className="b-pitch b-poster-pitch" style={{ ...pitch, ...cardVars(l.card, l.name) }}>
        <PitchLines />
        {slots.map((slot, i) => {
          const entry = i < revealed ? squad.lineup[slot.key] : undefined;
          return (
            <div key={slot.key} className="b-slot" style={slotStyle(slot.depth, slot.width, gkTop)} data-slot={slot.key}>
              {entry ? (
                <div className="b-card">
                  <CardFace entry={entry} position={positionCode(slot.position, locale)} number={squad.numbers[entry.player_id]} captain={entry.player_id === squad.captain} fitted={fitted[slot.key]} />
                </div>
              ) : (
                <div className="b-slot-empty">
                  <span className="b-slot-pos">{positionCode(slot.position, locale)}</span>
                </div>
              )}
            </div>
          );
        })}
      </div>
      {bench.length > 0 && (
        <div className="b-poster-bench" data-testid="poster-bench" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridAutoRows: l.bench, ...cardVars(l.benchCard, l.benchName) }}>
          {revealed >= slots.length &&
            bench.map((entry) => (
              <div key={entry.player_id} className="b-card" data-place={entry.assignedPosition}>
                <CardFace entry={entry} position={benchCode} number={squad.numbers[entry.player_id]} fitted={benchNames[entry.assignedPosition]} />
              </div>
            ))}
        </div>
      )}
      <footer className="b-poster-foot" style={{ height: l.foot }}>
        <span>{coach ? t`Teknik direktör: ${coach}` : ''}</span>
        <span>
          <Trans>onbir · İlk 11</Trans>
        </span>
      </footer>
    </div>
  );
}
