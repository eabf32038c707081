import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@onbir/shared/text/format';
import { useParams } from '../../lib/navigation';
import type { MatchReplay } from '@onbir/shared/match/wire';
import { useLocale } from '../../lib/i18n/locale';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { ShareIcon } from './icons';
import { stateAt } from './liveMatch';
import { matchApi } from './matchApi';
import { MatchView } from './MatchView';
import './match.css';

/** Real milliseconds per match minute at 1x: the live pace. */
const MINUTE_MS = 1000;
const SPEEDS = [1, 4, 16] as const;

/** /mac/{fixtureId}: a played match again, signed in, with its share link. */
export function ReplayPage() {
  const { fixtureId = '' } = useParams();
  return (
    <RequireLogin>
      <Replay load={() => matchApi.replay(fixtureId)} id={fixtureId} />
    </RequireLogin>
  );
}

/** /tekrar/{token}: the share link's read-only replay, without signing in. */
export function SharedReplayPage() {
  const { token = '' } = useParams();
  return <Replay load={() => matchApi.sharedReplay(token)} id={token} />;
}

/**
 * A replay: the stored match's events (computed again by the deterministic engine) played at 1x, 4x or 16x
 * through the same view as the live match; pause, from the start, to the end.
 */
function Replay({ load, id }: { load: () => Promise<MatchReplay>; id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [data, setData] = useState<MatchReplay | null>(null);
  const [seq, setSeq] = useState(-1);
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    let live = true;
    load().then(
      (d) => live && setData(d),
      (err) => live && show(failureText(err, t`Maç tekrarı yüklenemedi.`)),
    );
    return () => {
      live = false;
    };
    // The loader changes every render; the id says which match.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const events = data?.events;
  useEffect(() => {
    if (!events || !playing || seq >= events.length - 1) return;
    const next = events[seq + 1];
    const delay = ((next.clock - (events[seq]?.clock ?? 0)) * MINUTE_MS) / speed;
    const t = setTimeout(() => setSeq(next.seq), Math.max(0, delay));
    return () => clearTimeout(t);
  }, [events, playing, seq, speed]);

  const state = useMemo(() => (data ? stateAt(data.fixtureId, data.teams, data.events, seq) : null), [data, seq]);
  const shareUrl = data?.shareToken ? `${window.location.origin}/tekrar/${data.shareToken}` : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl!);
      show(t`Bağlantı kopyalandı.`, 'status');
    } catch {
      show(t`Bağlantı kopyalanamadı; adres kutusundan kopyalayabilirsiniz.`);
    }
  };

  return (
    <div className="page match-page replay-page">
      <h1>
        <Trans>Maç Tekrarı</Trans>
      </h1>
      <Notice notice={notice} onClose={clear} />
      {!data && !notice && (
        <p>
          <Trans>Yükleniyor…</Trans>
        </p>
      )}
      {data && state && (
        <>
          <p className="lead">
            {data.roomName} · {formatDate(data.date, locale, { dateStyle: 'short', timeStyle: 'short' })}
          </p>
          <div className="replay-controls" role="group" aria-label={t`Tekrar denetimi`}>
            <button type="button" className="btn btn-primary" onClick={() => setPlaying((p) => !p)} disabled={seq >= data.events.length - 1 && !playing}>
              {playing && seq < data.events.length - 1 ? t`Duraklat` : t`Oynat`}
            </button>
            {SPEEDS.map((s) => (
              <button key={s} type="button" className="btn btn-outline" aria-pressed={speed === s} onClick={() => setSpeed(s)}>
                {/* A speed reads the same in every language. */}
                {`${s}x`}
              </button>
            ))}
            <button type="button" className="btn btn-outline" onClick={() => setSeq(-1)}>
              <Trans>Baştan</Trans>
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setSeq(data.events.length - 1)}>
              <Trans>Sona Git</Trans>
            </button>
          </div>
          {shareUrl && (
            <div className="share-link">
              <label htmlFor="share-url">
                <ShareIcon /> <Trans>Paylaşım bağlantısı (giriş gerekmez)</Trans>
              </label>
              <input id="share-url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
              <button type="button" className="btn btn-outline" onClick={() => void copy()}>
                <Trans>Kopyala</Trans>
              </button>
            </div>
          )}
          <div className="match-grid">
            <div className="match-main">
              <MatchView state={state} teamA={data.teamA} teamB={data.teamB} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
