import type { LineupEntry } from '@onbir/shared/builder/lineup';
import { displayName } from '@onbir/shared/builder/lineup';
import { DEFAULT_FACE, FallbackImage } from './FallbackImage';

/** A placed player's face and name: on the pitch, and under the finger while dragging. */
export function CardFace({ entry, position }: { entry: LineupEntry; position: string }) {
  return (
    <>
      <span className="b-card-face">
        <FallbackImage src={entry.player_image_url} fallback={DEFAULT_FACE} alt="" />
        <span className="b-card-pos">{position}</span>
      </span>
      <span className="b-card-name">{displayName(entry.player_name)}</span>
    </>
  );
}
