import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCode, normaliseCode } from '@onbir/shared/presenter/code';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { useNavigate, useParams } from '../../lib/navigation';
import { RefusalText, ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { useViewportLayout } from '../boardCore';
import { LiveViewerCanvas } from './LiveViewerCanvas';
import { LiveView, type LiveSummary } from './liveView';
import './live.css';

/** /canli/{code}: a live board session, watched without signing in; /canli asks for the code. */
export function LiveViewerPage() {
  const { code: raw = '' } = useParams();
  const code = normaliseCode(raw);
  return <div className="live-page">{code ? <Watching key={code} code={code} /> : <CodeForm first={raw} />}</div>;
}

/** A code as coaches read it out (not a word: the same in every language). */
const EXAMPLE_CODE = 'K7M 2QX';

function CodeForm({ first }: { first: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(first);
  const [error, setError] = useState<Shown | null>(first ? refusalOf('LIVE_BAD_CODE') : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCode(value);
    if (!code) return setError(refusalOf('LIVE_BAD_CODE'));
    navigate(`/canli/${code}`);
  };
  return (
    <section className="live-join">
      <h1>
        <Trans>Canlı sunumu izle</Trans>
      </h1>
      <p>
        <Trans>Antrenörünüzün verdiği 6 karakterli kodu yazın; tahtası telefonunuzda canlı açılır. Hesap gerekmez.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="live-code">
          <Trans>Sunum kodu</Trans>
        </label>
        <div className="live-join__row">
          <input
            id="live-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={9}
            placeholder={EXAMPLE_CODE}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'live-code-error' : undefined}
          />
          <button type="submit" className="tool-btn tool-btn--primary">
            <Trans>İzle</Trans>
          </button>
        </div>
        {error && (
          <p id="live-code-error" className="live-error" role="alert">
            <ShownText text={error} />
          </p>
        )}
      </form>
    </section>
  );
}

function Watching({ code }: { code: string }) {
  const { t } = useLingui();
  const layout = useViewportLayout();
  const [view] = useState(() => new LiveView(code, layout));
  useEffect(() => {
    view.connect();
    return () => view.close();
  }, [view]);
  useEffect(() => view.setLayout(layout), [view, layout]);
  const s = useSyncExternalStore(view.subscribe, view.getSummary);
  useWakeLock(s.status === 'live');
  const shownCode = formatCode(code);
  return (
    <>
      <header className="live-head">
        <h1>
          <Trans>
            Canlı sunum <span className="live-head__code">{shownCode}</span>
          </Trans>
        </h1>
        <Status s={s} />
      </header>
      {s.status === 'refused' ? (
        <section className="live-refused">
          <p className="live-error" role="alert">
            {s.message && <ShownText text={s.message} />}
          </p>
          <a className="tool-btn" href="/canli">
            <Trans>Başka bir kod yaz</Trans>
          </a>
        </section>
      ) : (
        <>
          {s.ended && <Ended view={view} s={s} />}
          {s.still ? (
            <img className="live-still" src={s.still} alt={t`Sunan kişinin durdurduğu kare, çizimleriyle`} data-testid="live-still" />
          ) : s.videoPlaying ? (
            <p className="live-wait">
              <Trans>Sunan kişi videoyu oynatıyor; durdurduğu kare burada görünecek.</Trans>
            </p>
          ) : s.hasBoard ? (
            <LiveViewerCanvas view={view} layout={layout} />
          ) : (
            <p className="live-wait">{s.status === 'live' ? <Trans>Sunan kişinin tahtası bekleniyor…</Trans> : <Trans>Bağlanılıyor…</Trans>}</p>
          )}
          {s.hasBoard && !s.still && !s.videoPlaying && !s.ended && <Explore view={view} s={s} />}
        </>
      )}
    </>
  );
}

/** Keeps a phone's screen on while the session is live (a team meeting runs longer than the screen's timeout). */
function useWakeLock(on: boolean) {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let off = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (l) => (off ? void l.release() : (lock = l)),
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      off = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [on]);
}

function Status({ s }: { s: LiveSummary }) {
  const { t } = useLingui();
  const viewers = s.viewers;
  let text = '';
  if (s.status === 'connecting') text = t`Bağlanılıyor…`;
  else if (s.status === 'reconnecting') text = t`Bağlantı koptu; yeniden bağlanılıyor…`;
  else if (s.status === 'live') text = s.presenter ? t`Canlı · ${viewers} izleyici` : t`Sunan kişinin bağlantısı koptu; bekleniyor…`;
  else if (s.status === 'ended') text = t`Sona erdi`;
  return (
    <p className={`live-status live-status--${s.status === 'live' && s.presenter ? 'on' : 'off'}`} role="status">
      {s.status === 'live' && <span className="live-dot" aria-hidden="true" />} {text}
    </p>
  );
}

/** The viewer's own look at the steps when the presenter allows it, and the way back to the live board. */
function Explore({ view, s }: { view: LiveView; s: LiveSummary }) {
  const { t } = useLingui();
  const last = s.stepCount - 1;
  const can = !s.locked && last > 0;
  const step = s.step + 1;
  const steps = s.stepCount;
  return (
    <section className="live-explore" aria-label={t`Adımlar`}>
      <p className="live-explore__step" aria-live="polite">
        <Trans>
          Adım {step}/{steps}
        </Trans>
        {s.exploring ? t` · kendi başınıza geziniyorsunuz` : s.playing ? t` · oynatılıyor` : ''}
      </p>
      {last > 0 && (
        <div className="live-explore__row">
          <button type="button" className="tool-btn" aria-label={t`Önceki adım`} disabled={!can || s.step <= 0} onClick={() => view.exploreAt(Math.ceil((s.t ?? s.step) - 1))}>
            ◀
          </button>
          <input
            type="range"
            min={0}
            max={last}
            step={0.05}
            value={s.t ?? s.step}
            disabled={!can}
            aria-label={t`Animasyon zamanı`}
            aria-valuetext={t`Adım ${step}/${steps}`}
            onChange={(e) => view.exploreAt(Number(e.target.value))}
          />
          <button type="button" className="tool-btn" aria-label={t`Sonraki adım`} disabled={!can || s.step >= last} onClick={() => view.exploreAt(Math.floor((s.t ?? s.step) + 1))}>
            ▶
          </button>
          <button type="button" className="tool-btn" disabled={!can} onClick={() => (s.exploring && s.playing ? view.explorePause() : view.explorePlay())}>
            {s.exploring && s.playing ? t`Duraklat` : t`Oynat`}
          </button>
        </div>
      )}
      {s.exploring && (
        <button type="button" className="tool-btn tool-btn--primary live-explore__back" onClick={() => view.backToLive()}>
          <Trans>Canlıya dön</Trans>
        </button>
      )}
      {s.locked && last > 0 && (
        <p className="live-note">
          <Trans>Sunan kişi gezinmeyi kilitledi: tahtayı onunla birlikte izliyorsunuz.</Trans>
        </p>
      )}
    </section>
  );
}

function Ended({ view, s }: { view: LiveView; s: LiveSummary }) {
  const board = view.ended?.board;
  return (
    <section className="live-ended" role="alert">
      <h2>
        <Trans>Sunum sona erdi</Trans>
      </h2>
      <p>
        {/* The server's broadcast reaches readers of both languages: its reason is worded here. */}
        {s.ended?.reason === 'expired' ? (
          <RefusalText message={refusalOf('LIVE_EXPIRED')} />
        ) : board ? (
          <Trans>Tahtanın son hâli aşağıda; kendi kopyanızı açıp düzenleyebilir ve kaydedebilirsiniz.</Trans>
        ) : s.still ? (
          <Trans>Sunan kişinin son durdurduğu kare aşağıda.</Trans>
        ) : null}
      </p>
      {board && (
        <a className="tool-btn tool-btn--primary" href={`/taktik#tahta=${board}`}>
          <Trans>Tahtanın kopyasını aç</Trans>
        </a>
      )}
    </section>
  );
}
