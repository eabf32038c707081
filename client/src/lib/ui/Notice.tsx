import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api';
import { isRefusalCode, refusalOf, type Refusal } from '@onbir/shared/messages/refusal';
import { useShownWords, type Shown } from '../i18n/RefusalText';
import './notice.css';

/**
 * The game's one way to tell the user that an action was refused or failed (or, as a status, that it
 * worked): a non-blocking line on the page, never a dialog. Errors are announced at once (role=alert),
 * statuses politely (role=status); a status fades after a few seconds, an error stays until closed or
 * replaced.
 */
export interface NoticeMessage {
  tone: 'error' | 'status';
  /** A text in the language on screen, or a refusal or message worded here from its entry and values. */
  text: Shown;
  /** A new notice with the same text is still announced again. */
  id: number;
}

const STATUS_MS = 5000;

/** The text of a failed call: the server's message (in the language on screen), or the action's own text when no answer came. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message ? err.message : fallback;
}

/** A failed call as the notice shows it: a rule's refusal by its code and values, else its text. */
export function failure(err: unknown, fallback: string): string | Refusal {
  return err instanceof ApiError && isRefusalCode(err.code) && err.params ? refusalOf(err.code, err.params) : failureText(err, fallback);
}

export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const next = useRef(0);
  const show = useCallback((text: Shown, tone: NoticeMessage['tone'] = 'error') => setNotice({ text, tone, id: ++next.current }), []);
  const clear = useCallback(() => setNotice(null), []);
  /** Runs a call and shows its failure; resolves to whether it succeeded. */
  const attempt = useCallback(
    async (call: () => Promise<unknown>, fallback: string): Promise<boolean> => {
      try {
        await call();
        return true;
      } catch (err) {
        show(failure(err, fallback));
        return false;
      }
    },
    [show],
  );
  useEffect(() => {
    if (notice?.tone !== 'status') return;
    const t = setTimeout(() => setNotice((n) => (n?.id === notice.id ? null : n)), STATUS_MS);
    return () => clearTimeout(t);
  }, [notice]);
  return { notice, show, clear, attempt };
}

export function Notice({ notice, onClose }: { notice: NoticeMessage | null; onClose: () => void }) {
  // The live regions stay in the page so screen readers announce what is put in them.
  return (
    <div className="notice-area">
      <div role="alert" className="notice-live">
        {notice?.tone === 'error' && <NoticeLine key={notice.id} notice={notice} onClose={onClose} />}
      </div>
      <div role="status" className="notice-live">
        {notice?.tone === 'status' && <NoticeLine key={notice.id} notice={notice} onClose={onClose} />}
      </div>
    </div>
  );
}

function NoticeLine({ notice, onClose }: { notice: NoticeMessage; onClose: () => void }) {
  const { t } = useLingui();
  const text = useShownWords()(notice.text);
  return (
    <p className={`notice notice-${notice.tone}`} data-testid="notice">
      <span>{text}</span>
      <button type="button" className="notice-close" onClick={onClose} aria-label={t`Bildirimi kapat`}>
        ×
      </button>
    </p>
  );
}
