import { useState, type ClipboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import './lengthNote.css';

/**
 * A text field's length limit where it is typed: the field's `maxLength` cuts a longer paste without a
 * word, so the note under it counts the characters and says when a paste was cut. `onPaste` goes on the
 * field; `cut` is whether the last paste was longer than the room left in it (said while the field stays full).
 */
export function useLengthLimit(max: number) {
  const [cut, setCut] = useState(false);
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const field = e.currentTarget;
    const kept = field.value.length - ((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
    setCut(kept + e.clipboardData.getData('text').length > max);
  };
  return { cut, onPaste };
}

/** "12/24 karakter" under a field, and after a paste that was cut, that only the first `max` characters were kept. */
export function LengthNote({ id, length, max, cut }: { id: string; length: number; max: number; cut: boolean }) {
  const { t } = useLingui();
  return (
    <small id={id} className="length-note" data-testid="length-note">
      <span>{t`${length}/${max} karakter`}</span>
      {/* Said once, when it happens: the count itself is not read out at every key. */}
      <span role="status">{cut && length >= max ? t`Yapıştırılan metin ${max} karakterden uzundu; yalnızca ilk ${max} karakteri alındı.` : ''}</span>
    </small>
  );
}
