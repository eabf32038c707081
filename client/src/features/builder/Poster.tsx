import { builderSlots } from '@onbir/shared/builder/formations';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { displayName } from '@onbir/shared/builder/lineup';
import { BENCH_KEYS, type Squad } from '@onbir/shared/builder/squad';
import { IMAGE_SIZES, type ImageSize } from '@onbir/shared/builder/squadText';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { kitVars } from './Pitch';
import { PitchLines, slotStyle } from './PitchMarkings';
import { CardFace } from './PlayerCard';
import './poster.css';

/**
 * A social-media image of the squad at its exact pixel size: the title, crest and formation at the
 * top, the pitch, the bench row, the coach. Everything sits inside safe margins (a story's top and
 * bottom are covered by the app's own bars). `revealed`: how many of the eleven are shown (the video's
 * frames); the bench shows once all eleven are.
 */
export function Poster({ squad, paint, size, revealed = 11 }: { squad: Squad; paint: KitPaint; size: ImageSize; revealed?: number }) {
  const { width, height } = IMAGE_SIZES[size];
  const slots = builderSlots(squad.formation);
  const gkTop = squad.orientation === 'gk-top';
  const bench = BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [squad.bench[k]] : []));
  const team = squad.club ? displayName(squad.club.club_name) : 'İlk 11';
  return (
    <div className={`b-poster is-${size}`} style={{ width, height, ...kitVars(paint) }} data-testid="builder-poster">
      <header className="b-poster-head">
        {squad.club && <FallbackImage className="b-poster-crest" src={squad.club.logo_url} fallback={DEFAULT_CREST} alt="" />}
        <div>
          <strong className="b-poster-title">{squad.title.trim() || team}</strong>
          <span className="b-poster-sub">
            {squad.title.trim() ? `${team} · ` : ''}
            {squad.formation}
          </span>
        </div>
      </header>
      <div className="b-pitch b-poster-pitch">
        <PitchLines />
        {slots.map((slot, i) => {
          const entry = i < revealed ? squad.lineup[slot.key] : undefined;
          return (
            <div key={slot.key} className="b-slot" style={slotStyle(slot.depth, slot.width, gkTop)} data-slot={slot.key}>
              {entry ? (
                <div className="b-card">
                  <CardFace entry={entry} position={slot.position} number={squad.numbers[entry.player_id]} captain={entry.player_id === squad.captain} />
                </div>
              ) : (
                <div className="b-slot-empty">
                  <span className="b-slot-pos">{slot.position}</span>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div className="b-poster-bench" data-testid="poster-bench">
        {revealed >= slots.length &&
          bench.map((entry) => (
            <div key={entry.player_id} className="b-card">
              <CardFace entry={entry} position="Y" number={squad.numbers[entry.player_id]} />
            </div>
          ))}
      </div>
      <footer className="b-poster-foot">
        <span>{squad.coach.trim() ? `Teknik direktör: ${squad.coach.trim()}` : ''}</span>
        <span>onbir · İlk 11</span>
      </footer>
    </div>
  );
}
