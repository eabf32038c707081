import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import type { FittedName } from './cardNames';
import { DEFAULT_FACE, FallbackImage } from './FallbackImage';

/**
 * A placed player's face (ringed in the kit's trim), shirt number and position, and under it his name on
 * the shirt colour, set to fit the card (`fitted`: one or two lines at a size; else the whole name on one
 * line). The captain's armband is a mark inside the name's label, beside the text ('K', English 'C'): it
 * never covers the position or the name. Hidden from screen readers: the place around it says all of it in one sentence.
 */
export function CardFace({ entry, position, number, captain, fitted }: { entry: LineupEntry; position: string; number?: number; captain?: boolean; fitted?: FittedName }) {
  const { t } = useLingui();
  const name = displayName(entry.player_name);
  const lines = fitted?.lines ?? [name];
  return (
    <>
      <span className="b-card-face" aria-hidden="true">
        <FallbackImage src={entry.player_image_url} fallback={DEFAULT_FACE} alt="" />
        <span className="b-card-pos">{position}</span>
        {number ? <span className="b-card-num">{number}</span> : null}
      </span>
      <span className={`b-card-name${lines.length > 1 ? ' is-two-lines' : ''}`} aria-hidden="true" data-name={name} style={fitted ? { fontSize: `${fitted.size}px` } : undefined}>
        {captain ? (
          <span className="b-card-captain" title={t`Kaptan`}>
            {t({ message: 'K', comment: "The captain's armband on a card: K(aptan); English C(aptain)" })}
          </span>
        ) : null}
        <span className="b-card-text">
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </span>
      </span>
    </>
  );
}
