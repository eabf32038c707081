import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RefusalText } from '../../lib/i18n/RefusalText';

/**
 * The board's messages on the page (never a browser alert): a refusal, a broken link, a failed copy.
 * A message stays until it is closed or the next one replaces it; it leaves by itself after a while.
 */
export function useBoardMessage() {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  const tell = useCallback((text: string) => setMessage({ text, at: Date.now() }), []);
  const close = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(close, 12_000);
    return () => clearTimeout(t);
  }, [message, close]);
  return { message: message?.text ?? null, tell, close };
}

export function BoardMessage({ text, onClose }: { text: string | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <div className="board-message" role="alert" hidden={!text}>
      {text && (
        <>
          <span>
            {/* A shared catalogue's text (a refusal, the server's notice) in the language on screen. */}
            <RefusalText text={text} />
          </span>
          <button type="button" className="btn btn--small" onClick={onClose} aria-label={t`Mesajı kapat`}>
            ✕
          </button>
        </>
      )}
    </div>
  );
}
