// Loaded on demand when a quick match starts (or a replay link opens): the engine, the match view and the
// result card stay out of the builder's first download.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubBestEleven, clubTeam, fanTeam, inputFingerprint, NEUTRAL_OVERALL, quickMatchInput } from '@onbir/shared/builder/quickMatch';
import { PACE_MINUTE_MS, QUICK_PACES } from '@onbir/shared/builder/quickPace';
import { isManualId } from '@onbir/shared/builder/share';
import type { Squad } from '@onbir/shared/builder/squad';
import { matchCardFileName } from '@onbir/shared/builder/squadText';
import { simulateMatch } from '@onbir/shared/match/engine';
import { matchSummary } from '@onbir/shared/match/summary';
import type { MatchInput, MatchTimeline } from '@onbir/shared/match/types';
import type { BuilderTeam, GamePlayer } from '@onbir/shared/players/types';
import { api, ApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/locale';
import { Icon } from '../../ui/Icon';
import { stateAt, MatchView } from '../match';
import { downloadMatchCard } from './MatchCard';
import { PACE_LABELS } from './paceLabels';
import { QUICK_CLICK_MARK, type QuickMatchParams } from './quickMatchHash';

/** Read by the bench: from the click on 'Maçı başlat' to the kick-off shown. */
export const QUICK_KICKOFF_MEASURE = 'ilk11:quick-kickoff';

interface Played {
  input: MatchInput;
  timeline: MatchTimeline;
  club: BuilderTeam;
  neutral: string[];
  fingerprint: string;
}

/** What `play` says, in the page's language: the fan's team without a title, and why a match cannot start. */
interface PlayWords {
  fan: string;
  noEleven(club: string): string;
  incomplete: string;
}

/** The match of these parameters: the squads from the server, the club's eleven by the AI's logic, the engine. */
async function play(squad: Squad, params: QuickMatchParams, words: PlayWords): Promise<Played> {
  const ids = Object.values(squad.lineup)
    .map((e) => e.player_id)
    .filter((id) => !isManualId(id));
  const query = new URLSearchParams({ club: String(params.clubId), ids: ids.join(',') });
  const data = await api<{ club: BuilderTeam; squad: GamePlayer[]; players: GamePlayer[] }>(`/api/players/match-data?${query}`);
  const eleven = clubBestEleven(data.squad);
  if (!eleven) throw new ApiError(422, words.noEleven(data.club.club_name));
  const fan = fanTeam(squad, new Map(data.players.map((p) => [p.id, p])), words.fan);
  if (!fan) throw new ApiError(422, words.incomplete);
  const input = quickMatchInput(fan.team, clubTeam(data.club.club_name, eleven), params.seed);
  return { input, timeline: simulateMatch(input), club: data.club, neutral: fan.neutral, fingerprint: inputFingerprint(input) };
}

/**
 * 'Bu 11'i oynat': the fan's eleven against the club, shown through the tournament's live match view
 * (line-ups, tracker, momentum, xG, commentary, ratings and the man of the match) at the chosen pace, then
 * the result card and the replay link. Played in the browser: the same parameters give the same match.
 */
export function QuickMatchView({ squad, params, onParams, onLeave }: { squad: Squad; params: QuickMatchParams; onParams(p: QuickMatchParams): void; onLeave(): void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  /** The fan's team when the squad has no title. */
  const fanName = t`Senin 11'in`;
  const [played, setPlayed] = useState<Played | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seq, setSeq] = useState(-1);
  const [paused, setPaused] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pace = params.pace;
  const kickedOff = useRef(false);

  useEffect(() => {
    let live = true;
    setPlayed(null);
    setSeq(-1);
    kickedOff.current = false;
    const words: PlayWords = { fan: fanName, noEleven: (club) => t`${club} kadrosundan bir 11 kurulamıyor.`, incomplete: t`Maç için ilk 11 tamamlanmalı.` };
    play(squad, params, words).then(
      (p) => {
        if (!live) return;
        setPlayed(p);
        // First played: the link carries the input's fingerprint, so a replay can tell if the pool has moved on.
        if (!params.fingerprint) onParams({ ...params, fingerprint: p.fingerprint });
      },
      (err: Error) => live && setError(err instanceof ApiError ? err.message : t`Maç başlatılamadı. Bağlantınızı kontrol edin.`),
    );
    return () => {
      live = false;
    };
    // A new match for a new seed or club; a pace change or the fingerprint does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.seed, params.clubId]);

  const events = played?.timeline.events;
  const last = events ? events.length - 1 : 0;
  // When the event on screen was due (performance.now()): the next one is due its gap after that, not after
  // the event was drawn, so a device slow to draw keeps the pace (counted from the drawing, a fast match's
  // ~130 events run two to three times its 10 s where drawing is slow).
  const shownDue = useRef<{ seq: number; at: number } | null>(null);
  useEffect(() => {
    if (!events || paused || seq >= last) {
      shownDue.current = null;
      return;
    }
    if (pace === 'sonuc') return setSeq(last);
    const next = events[seq + 1];
    const from = shownDue.current?.seq === seq ? shownDue.current.at : performance.now();
    const due = from + (next.clock - (events[seq]?.clock ?? 0)) * PACE_MINUTE_MS[pace];
    const t = setTimeout(() => {
      shownDue.current = { seq: next.seq, at: due };
      setSeq(next.seq);
    }, Math.max(0, due - performance.now()));
    return () => clearTimeout(t);
  }, [events, paused, seq, pace, last]);
  useEffect(() => {
    if (seq < 0 || kickedOff.current) return;
    kickedOff.current = true;
    if (performance.getEntriesByName(QUICK_CLICK_MARK).length) performance.measure(QUICK_KICKOFF_MEASURE, QUICK_CLICK_MARK);
  }, [seq]);

  const state = useMemo(() => (played ? stateAt(`quick-${params.seed}`, played.input.teams, played.timeline.events, seq) : null), [played, seq, params.seed]);
  // The fan's team named in the language on screen now (the match was played under the name of its time).
  const [teamA, teamB] = played ? [squad.title.trim() || fanName, played.input.teams[1].name] : ['', ''];
  const ended = !!played && seq >= last;
  const changed = played && params.fingerprint && params.fingerprint !== played.fingerprint;
  const neutralNames = played ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(played.neutral) : '';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setMessage(t`Tekrar bağlantısı kopyalandı.`);
    } catch {
      setMessage(t`Bağlantı kopyalanamadı; adres çubuğundaki adresi paylaşabilirsiniz.`);
    }
  };
  const card = async () => {
    if (!played) return;
    setMessage(t`Maç kartı hazırlanıyor...`);
    try {
      const summary = matchSummary(played.input, played.timeline.events);
      const { stats } = played.timeline;
      const name = matchCardFileName([teamA, teamB], [summary.score.A, summary.score.B], locale);
      await downloadMatchCard(
        {
          fan: teamA,
          lineups: [played.input.teams[0].players.map((p) => p.name), played.input.teams[1].players.map((p) => p.name)],
          club: played.club,
          formations: [played.input.teams[0].formation, played.input.teams[1].formation],
          summary,
          possession: { A: stats.A.possession, B: stats.B.possession },
          shots: { A: stats.A.shots, B: stats.B.shots },
        },
        name,
      );
      setMessage(t`Maç kartı indirildi: ${name}`);
    } catch (err) {
      console.error('The result card could not be made:', err);
      setMessage(t`Maç kartı oluşturulamadı. Lütfen tekrar deneyin.`);
    }
  };

  return (
    <section className="b-quick-match match-page" aria-labelledby="quick-match-title">
      <header className="b-quick-head">
        <h2 id="quick-match-title">
          {played ? `${teamA} – ${teamB}` : t`Maç hazırlanıyor...`}
        </h2>
        <button type="button" className="b-btn" onClick={onLeave}>
          <Trans>Kadroya dön</Trans>
        </button>
      </header>
      {error && (
        <p className="b-export-msg is-error" role="alert">
          {error}
        </p>
      )}
      {changed && (
        <p className="b-hint">
          <Trans>Oyuncu verileri bu bağlantı paylaşıldığından beri değişti: maç ilk oynandığından farklı olabilir.</Trans>
        </p>
      )}
      {played && played.neutral.length > 0 && (
        <p className="b-hint" data-testid="neutral-players">
          <Trans>Elle yazılan oyuncular nötr reytingle ({NEUTRAL_OVERALL}) oynar: {neutralNames}.</Trans>
        </p>
      )}
      {played && state && (
        <>
          <div className="replay-controls b-quick-controls" role="group" aria-label={t`Maç hızı ve denetimi`}>
            <button type="button" className="b-btn" onClick={() => setPaused((p) => !p)} disabled={ended}>
              {paused ? t`Devam et` : t`Duraklat`}
            </button>
            {QUICK_PACES.map((p) => (
              <button key={p} type="button" className="b-btn" aria-pressed={pace === p} onClick={() => onParams({ ...params, pace: p })}>
                {i18n._(PACE_LABELS[p])}
              </button>
            ))}
            <button type="button" className="b-btn" onClick={() => setSeq(-1)}>
              <Trans>Baştan</Trans>
            </button>
          </div>
          {ended && (
            <div className="b-panel b-quick-result" data-testid="quick-result">
              <p className="b-quick-score">
                <strong>
                  {teamA} {state.score.A} – {state.score.B} {teamB}
                </strong>
              </p>
              <div className="b-actions">
                <button type="button" className="b-btn b-btn-primary" onClick={() => void card()}>
                  <Icon name="download" /> <Trans>Maç kartı (1080x1350)</Trans>
                </button>
                <button type="button" className="b-btn" onClick={() => void copyLink()}>
                  <Icon name="link" /> <Trans>Tekrar bağlantısını kopyala</Trans>
                </button>
                <label className="b-field">
                  <span>
                    <Trans>Tekrar bağlantısı</Trans>
                  </span>
                  <input className="b-input" readOnly value={location.href} onFocus={(e) => e.currentTarget.select()} data-testid="replay-link" />
                </label>
              </div>
              <p className="b-export-msg" role="status" data-testid="quick-message">
                {message}
              </p>
            </div>
          )}
          <div className="match-grid">
            <div className="match-main">
              <MatchView state={state} teamA={teamA} teamB={teamB} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
