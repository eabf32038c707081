import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';

/**
 * The board's messages on the page (never a browser alert): a refusal, a broken link, a failed copy.
 * A message stays until it is closed or the next one replaces it; it leaves by itself after a while.
 */
export function useBoardMessage() {
  const [message, setMessage] = useState<{ text: Shown; at: number } | null>(null);
  const tell = useCallback((text: Shown) => setMessage({ text, at: Date.now() }), []);
  const close = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(close, 12_000);
    return () => clearTimeout(t);
  }, [message, close]);
  return { message: message?.text ?? null, tell, close };
}

export function BoardMessage({ text, onClose }: { text: Shown | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <div className="board-message" role="alert" hidden={!text}>
      {text && (
        <>
          <span>
            {/* The board's own text, or a shared catalogue's message worded in the language on screen. */}
            <ShownText text={text} />
          </span>
          <button type="button" className="btn btn--small" onClick={onClose} aria-label={t`Mesajı kapat`}>
            ✕
          </button>
        </>
      )}
    </div>
  );
}
