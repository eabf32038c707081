import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { DEFAULT_FACE, FallbackImage } from './FallbackImage';

/**
 * A placed player's face (ringed in the kit's trim), shirt number, armband and name (on the shirt colour).
 * Hidden from screen readers: the place around it says all of it in one sentence.
 */
export function CardFace({ entry, position, number, captain }: { entry: LineupEntry; position: string; number?: number; captain?: boolean }) {
  return (
    <>
      <span className="b-card-face" aria-hidden="true">
        <FallbackImage src={entry.player_image_url} fallback={DEFAULT_FACE} alt="" />
        <span className="b-card-pos">{position}</span>
        {number ? <span className="b-card-num">{number}</span> : null}
        {captain ? (
          <span className="b-card-captain" title="Kaptan">
            K
          </span>
        ) : null}
      </span>
      <span className="b-card-name" aria-hidden="true">{displayName(entry.player_name)}</span>
    </>
  );
}
