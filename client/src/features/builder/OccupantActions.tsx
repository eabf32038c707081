import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { SHIRT_MAX, SHIRT_MIN } from '@onbir/shared/builder/squad';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { Icon } from '../../ui/Icon';

export interface OccupantProps {
  entry: LineupEntry;
  /** On the pitch (the armband is for one of the eleven). */
  onPitch: boolean;
  captain: boolean;
  number: number | undefined;
  /** The last refusal to show here (a number taken, …), or null. */
  refusal: Shown | null;
  onMove(): void;
  onRemove(): void;
  onCaptain(): void;
  onNumber(number: number | null): void;
}

/** In the picker of a filled place: move the card ('Taşı'), the armband, the shirt number, remove. */
export function OccupantActions({ entry, onPitch, captain, number, refusal, onMove, onRemove, onCaptain, onNumber }: OccupantProps) {
  const { t } = useLingui();
  const [text, setText] = useState(number ? String(number) : '');
  const name = displayName(entry.player_name);
  const [min, max] = [SHIRT_MIN, SHIRT_MAX];
  return (
    <div className="b-occupant">
      <div className="b-occupant-row">
        <button type="button" className="b-btn b-btn-small" onClick={onMove}>
          <Icon name="move" size={16} /> <Trans>Taşı</Trans>
        </button>
        {onPitch && (
          <button type="button" className="b-btn b-btn-small" aria-pressed={captain} onClick={onCaptain}>
            {captain ? t`Kaptanlığı al` : t`Kaptan yap`}
          </button>
        )}
        <button type="button" className="b-btn b-btn-small b-btn-danger" onClick={onRemove}>
          <Icon name="close" size={16} /> <Trans>Çıkar</Trans>
        </button>
      </div>
      <form
        className="b-occupant-row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = text.trim();
          onNumber(trimmed ? Number(trimmed) : null);
        }}
      >
        <label className="b-field b-field-inline">
          <span>
            <Trans>Forma no</Trans>
          </span>
          <input
            className="b-input b-number"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            value={text}
            aria-describedby={refusal ? 'b-number-refusal' : undefined}
            aria-label={t`${name} forma numarası (${min}-${max})`}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" className="b-btn b-btn-small">
          <Trans>Kaydet</Trans>
        </button>
      </form>
      {refusal && (
        <p className="b-refusal" id="b-number-refusal" role="alert">
          <ShownText text={refusal} />
        </p>
      )}
    </div>
  );
}
