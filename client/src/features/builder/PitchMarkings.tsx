import { useLingui } from '@lingui/react/macro';
import { displayName } from '@onbir/shared/builder/lineup';
import type { BuilderTeam } from '@onbir/shared/players/types';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';

/** The pitch's painted lines (the same on screen and in every image). */
export function PitchLines() {
  return (
    <div className="b-lines" aria-hidden="true">
      <span className="b-line-half" />
      <span className="b-line-circle" />
      <span className="b-line-spot" />
      <span className="b-line-box is-top" />
      <span className="b-line-six is-top" />
      <span className="b-line-box is-bottom" />
      <span className="b-line-six is-bottom" />
    </div>
  );
}

/** The crest, the team's name (or the title) and the formation, in the pitch's corner. */
export function PitchHead({ club, formation, title }: { club: BuilderTeam | null; formation: string; title: string }) {
  const { t } = useLingui();
  const clubName = club ? displayName(club.club_name) : '';
  return (
    <div className="b-pitch-head">
      {club && <FallbackImage className="b-pitch-crest" src={club.logo_url} fallback={DEFAULT_CREST} alt={t`${clubName} logosu`} />}
      <span className="b-pitch-title">
        <strong>{title.trim() || clubName || t`İlk 11`}</strong>
        <span>{formation}</span>
      </span>
    </div>
  );
}

/** Where a slot sits on screen: own goal at the bottom (or the top), the right flank on the right (or left). */
export function slotStyle(depth: number, width: number, gkTop: boolean) {
  return gkTop ? { left: `${width * 100}%`, top: `${depth * 100}%` } : { left: `${(1 - width) * 100}%`, top: `${(1 - depth) * 100}%` };
}
