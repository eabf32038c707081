import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { StartRefused } from './liveConnection';
import { LiveInvite } from './LiveInvite';
import { StillLink, type CaptureStill } from './stillLink';

export interface LiveStillPresenterProps {
  capture: CaptureStill;
  /** Changes whenever the picture on the page does (its time, its drawings, playing or not). */
  picture: unknown;
  /** Shows a message on the page: a refusal or a lost session, or (a status) that the session ended as asked. */
  tell(text: Shown, tone?: 'error' | 'status'): void;
  /** The session is over (ended, or never started): the start button comes back. */
  onDone(): void;
}

type Phase = { kind: 'starting' } | { kind: 'live'; code: string } | { kind: 'failed'; message: Shown };

/** The running session on the video page: started at once, its invitation, its viewers and its end. */
export default function LiveStillPresenter({ capture, picture, tell, onDone }: LiveStillPresenterProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [viewers, setViewers] = useState(0);
  const [offline, setOffline] = useState(false);
  const link = useRef<StillLink | null>(null);
  const latest = useRef({ capture, tell, onDone });
  latest.current = { capture, tell, onDone };

  useEffect(() => {
    const l = new StillLink((max) => latest.current.capture(max), {
      viewers: setViewers,
      notice: (n) => latest.current.tell(n),
      offline: setOffline,
      ended: (e) => {
        link.current = null;
        latest.current.tell(refusalOf(e.reason === 'expired' ? 'LIVE_EXPIRED' : 'LIVE_ENDED'));
        latest.current.onDone();
      },
    });
    link.current = l;
    l.start().then(
      (code) => setPhase({ kind: 'live', code }),
      (err: Error) => {
        link.current = null;
        setPhase({ kind: 'failed', message: err instanceof StartRefused ? err.refusal : err.message });
      },
    );
    // Closing or reloading the tab ends the session (its token goes with it); so does leaving the page.
    const gone = () => link.current?.abandon();
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      void link.current?.end();
      link.current = null;
    };
  }, []);

  useEffect(() => link.current?.changed(), [picture]);

  const end = async () => {
    const l = link.current;
    link.current = null;
    await l?.end();
    latest.current.tell(t`Canlı sunum bitti.`, 'status');
    latest.current.onDone();
  };

  if (phase.kind === 'failed')
    return (
      <>
        <p className="live-dialog__error" role="alert">
          <ShownText text={phase.message} />
        </p>
        <button type="button" className="tool-btn" onClick={onDone}>
          <Trans>Tamam</Trans>
        </button>
      </>
    );
  if (phase.kind === 'starting')
    return (
      <p aria-busy="true">
        <Trans>Başlatılıyor…</Trans>
      </p>
    );
  return (
    <div className="live-dialog">
      <p className="live-panel__state">
        <span className={`live-dot${offline ? ' live-dot--off' : ''}`} aria-hidden="true" />{' '}
        {offline ? t`Bağlantı yok; yeniden bağlanılıyor…` : <Trans>Canlı: durdurduğunuz kare izleyicilerde görünür, oynatınca kaybolur.</Trans>}
      </p>
      <LiveInvite code={phase.code} viewers={viewers} />
      <div className="live-dialog__actions">
        <button type="button" className="tool-btn live-panel__end" onClick={() => void end()}>
          <Trans>Sunumu bitir</Trans>
        </button>
      </div>
    </div>
  );
}
