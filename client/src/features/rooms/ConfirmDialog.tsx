import { useEffect, useLayoutEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';

/** An in-page confirmation (never the browser's confirm()): Escape or "Vazgeç" closes it, focus starts on "Vazgeç". */
export function ConfirmDialog({ text, confirmLabel, onConfirm, onCancel }: { text: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });
  // Before it is painted: a key pressed as soon as it shows must land in it.
  useLayoutEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancelRef.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="rm-backdrop" role="dialog" aria-modal="true" aria-labelledby="rm-confirm-text">
      <div className="rm-card rm-modal">
        <p id="rm-confirm-text">{text}</p>
        <div className="rm-actions">
          <button ref={cancel} type="button" className="rm-btn rm-btn-outline" onClick={onCancel}>
            <Trans>Vazgeç</Trans>
          </button>
          <button type="button" className="rm-btn rm-btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
