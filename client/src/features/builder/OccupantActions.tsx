import { useState } from 'react';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { SHIRT_MAX, SHIRT_MIN } from '@onbir/shared/builder/squad';
import { Icon } from '../../ui/Icon';

export interface OccupantProps {
  entry: LineupEntry;
  /** On the pitch (the armband is for one of the eleven). */
  onPitch: boolean;
  captain: boolean;
  number: number | undefined;
  /** The last refusal to show here (a number taken, …), or null. */
  refusal: string | null;
  onMove(): void;
  onRemove(): void;
  onCaptain(): void;
  onNumber(number: number | null): void;
}

/** In the picker of a filled place: move the card ('Taşı'), the armband, the shirt number, remove. */
export function OccupantActions({ entry, onPitch, captain, number, refusal, onMove, onRemove, onCaptain, onNumber }: OccupantProps) {
  const [text, setText] = useState(number ? String(number) : '');
  const name = displayName(entry.player_name);
  return (
    <div className="b-occupant">
      <div className="b-occupant-row">
        <button type="button" className="b-btn b-btn-small" onClick={onMove}>
          <Icon name="move" size={16} /> Taşı
        </button>
        {onPitch && (
          <button type="button" className="b-btn b-btn-small" aria-pressed={captain} onClick={onCaptain}>
            {captain ? 'Kaptanlığı al' : 'Kaptan yap'}
          </button>
        )}
        <button type="button" className="b-btn b-btn-small b-btn-danger" onClick={onRemove}>
          <Icon name="close" size={16} /> Çıkar
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
          <span>Forma no</span>
          <input
            className="b-input b-number"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            value={text}
            aria-describedby={refusal ? 'b-number-refusal' : undefined}
            aria-label={`${name} forma numarası (${SHIRT_MIN}-${SHIRT_MAX})`}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" className="b-btn b-btn-small">
          Kaydet
        </button>
      </form>
      {refusal && (
        <p className="b-refusal" id="b-number-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
