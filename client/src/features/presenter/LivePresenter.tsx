import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { formatCode } from '@onbir/shared/presenter/code';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { type BoardStore, Modal, type Playback } from '../boardCore';
import { LaserLayer } from './LaserLayer';
import { LiveInvite } from './LiveInvite';
import { StartRefused } from './liveConnection';
import { PresenterLink } from './presenterLink';

export interface LivePresenterProps {
  store: BoardStore;
  playback: Pick<Playback, 'speed' | 'loop'>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Shows a message on the board page. */
  tell(text: Shown): void;
  /** The session is over (ended, or never started): the entry button comes back. */
  onDone(): void;
}

type Phase = { kind: 'intro' } | { kind: 'starting' } | { kind: 'live'; code: string } | { kind: 'failed'; message: Shown };

/**
 * The presenter's side of "Canlı sunum" on the board page: a dialog to start it (then the code, the
 * link and its QR code, the viewers, the lock and the end), and in the tools a live badge, the laser
 * and the lock. Loaded when the coach first asks for it.
 */
export default function LivePresenter({ store, playback, canvasRef, tell, onDone }: LivePresenterProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [dialog, setDialog] = useState(true);
  const [viewers, setViewers] = useState(0);
  const [locked, setLocked] = useState(false);
  const [laser, setLaser] = useState(false);
  const [offline, setOffline] = useState(false);
  const link = useRef<PresenterLink | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const start = async () => {
    setPhase({ kind: 'starting' });
    const l = new PresenterLink(store, {
      viewers: setViewers,
      // A notice is worded where it is shown, in the language on screen then (the session outlives a change of language).
      notice: tell,
      offline: setOffline,
      ended: (e) => {
        link.current = null;
        // Worded here from the reason (the server's text is the same for every reader): BoardMessage shows it in the language on screen.
        tell(refusalOf(e.reason === 'expired' ? 'LIVE_EXPIRED' : 'LIVE_ENDED'));
        done.current();
      },
    });
    link.current = l;
    l.setPlaybackSettings(playback.speed, playback.loop);
    try {
      const code = await l.start();
      setPhase({ kind: 'live', code });
    } catch (err) {
      link.current = null;
      setPhase({ kind: 'failed', message: err instanceof StartRefused ? err.refusal : (err as Error).message });
    }
  };

  useEffect(() => link.current?.setPlaybackSettings(playback.speed, playback.loop), [playback.speed, playback.loop]);
  // Leaving the board page ends the session; so does closing or reloading the tab (its token goes with it).
  useEffect(() => {
    const gone = () => link.current?.abandon();
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      void link.current?.end();
    };
  }, []);

  const end = async () => {
    const l = link.current;
    link.current = null;
    setDialog(false);
    await l?.end();
    tell(t`Canlı sunum bitti; izleyiciler tahtanın son hâlini görüyor.`);
    done.current();
  };

  const toggleLock = () => {
    setLocked((on) => {
      link.current?.setLock(!on);
      return !on;
    });
  };

  const sendLaser = useCallback((stroke: number, points: number[]) => link.current?.laser(stroke, points), []);

  const close = () => {
    setDialog(false);
    if (phase.kind !== 'live') done.current();
  };

  const live = phase.kind === 'live' ? phase : null;
  const code = live ? formatCode(live.code) : '';
  const wrap = canvasRef.current?.parentElement;
  return (
    <>
      {live && (
        <>
          <button type="button" className="btn btn--rail live-badge" onClick={() => setDialog(true)} aria-label={t`Canlı sunum ${code}: ${viewers} izleyici. Davet ve ayarlar`}>
            <span className={`live-dot${offline ? ' live-dot--off' : ''}`} aria-hidden="true" /> {offline ? t`Bağlantı yok` : t`${viewers} izleyici`}
          </button>
          <button type="button" className="btn btn--rail" aria-pressed={laser} onClick={() => setLaser((on) => !on)} title={t`Lazer işaretçi: sahada gezdirin, izleyiciler solan bir iz görür`}>
            <Trans>Lazer</Trans>
          </button>
          <button type="button" className="btn btn--rail" aria-pressed={locked} onClick={toggleLock} aria-label={t`İzleyicilerin kendi başına gezinmesini kilitle`} title={t`Kilitli: izleyiciler yalnızca sizi izler`}>
            <Trans>Kilitle</Trans>
          </button>
          {laser && wrap && createPortal(<LaserLayer store={store} send={sendLaser} />, wrap)}
        </>
      )}
      {dialog &&
        // Out of the tools' column (a sticky box paints below the pitch), into the page.
        createPortal(
        <Modal title={t`Canlı sunum`} onClose={close}>
          {phase.kind === 'intro' || phase.kind === 'starting' || phase.kind === 'failed' ? (
            <div className="live-dialog">
              <p>
                <Trans>
                  Tahtanızı izleyicilerin telefonunda canlı gösterin: sürüklediğiniz oyuncular, çizimler, adımlar ve oynatma anında onlarda görünür.
                  İzlemek için hesap gerekmez; kodu, bağlantıyı veya QR kodunu paylaşın.
                </Trans>
              </p>
              {phase.kind === 'failed' && (
                <p className="live-dialog__error" role="alert">
                  <ShownText text={phase.message} />
                </p>
              )}
              <div className="live-dialog__actions">
                <button type="button" className="btn" onClick={close}>
                  <Trans>Vazgeç</Trans>
                </button>
                <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={phase.kind === 'starting'} data-autofocus>
                  {phase.kind === 'starting' ? t`Başlatılıyor…` : t`Sunumu başlat`}
                </button>
              </div>
            </div>
          ) : (
            <div className="live-dialog">
              <LiveInvite code={phase.code} viewers={viewers} />
              <label className="live-dialog__check">
                <input type="checkbox" checked={locked} onChange={toggleLock} /> <Trans>İzleyiciler kendi başına gezinemesin (kilitli)</Trans>
              </label>
              <div className="live-dialog__actions">
                <button type="button" className="btn btn--danger" onClick={() => void end()}>
                  <Trans>Sunumu bitir</Trans>
                </button>
                <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
                  <Trans>Tahtaya dön</Trans>
                </button>
              </div>
            </div>
          )}
        </Modal>,
        canvasRef.current?.closest('.board-page') ?? document.body,
      )}
    </>
  );
}
