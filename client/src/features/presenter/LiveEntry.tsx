import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LivePresenterProps } from './LivePresenter';
import './presenter.css';

// The session's code (the socket, the QR code, the stored format) loads when the coach asks for it.
const LivePresenter = lazy(() => import('./LivePresenter'));

/** "Canlı sunum" in the board's tools: the button, then the live session's own controls in its place. */
export function LiveEntry(props: Omit<LivePresenterProps, 'onDone'>) {
  const { t } = useLingui();
  const [on, setOn] = useState(false);
  if (!on)
    return (
      <button type="button" className="btn btn--rail" onClick={() => setOn(true)} title={t`Canlı sunum: izleyiciler tahtanızı telefonlarında canlı izler`}>
        {/* A word the laptop's narrow rail holds in every language ("Present live"). */}
        <Trans context="rail button">Canlı sunum</Trans>
      </button>
    );
  return (
    <Suspense
      fallback={
        <span className="btn btn--rail" aria-busy="true">
          <Trans>Canlı sunum…</Trans>
        </span>
      }
    >
      <LivePresenter {...props} onDone={() => setOn(false)} />
    </Suspense>
  );
}
