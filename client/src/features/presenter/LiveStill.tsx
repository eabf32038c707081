import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { LiveStillPresenterProps } from './LiveStillPresenter';
import './presenter.css';

// The session's code (the socket, the QR code) loads when the coach asks for it.
const LiveStillPresenter = lazy(() => import('./LiveStillPresenter'));

/**
 * "Canlı sunum" on the video analysis page: the frame the coach pauses on, with its drawings, shown live on
 * the players' phones (the clip itself never leaves the device).
 */
export function LiveStill(props: Omit<LiveStillPresenterProps, 'onDone'>) {
  const [on, setOn] = useState(false);
  return (
    <section className="live-panel" aria-labelledby="live-still-title">
      <h2 id="live-still-title">
        <Trans>Canlı sunum</Trans>
      </h2>
      {on ? (
        <Suspense
          fallback={
            <p aria-busy="true">
              <Trans>Başlatılıyor…</Trans>
            </p>
          }
        >
          <LiveStillPresenter {...props} onDone={() => setOn(false)} />
        </Suspense>
      ) : (
        <>
          <p>
            <Trans>
              Durdurduğunuz kareyi çizimleriyle birlikte oyuncularınızın telefonunda canlı gösterin. Video yüklenmez: yalnızca durdurduğunuz kare gönderilir. İzlemek için hesap gerekmez.
            </Trans>
          </p>
          <button type="button" className="tool-btn tool-btn--primary live-panel__start" onClick={() => setOn(true)}>
            <Trans>Canlı sunumu başlat</Trans>
          </button>
        </>
      )}
    </section>
  );
}
