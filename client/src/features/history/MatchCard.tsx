import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@onbir/shared/text/format';
import { Link } from '../../lib/navigation';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { useLocale } from '../../lib/i18n/locale';
import { TeamName } from '../rooms';

const OUTCOME = { win: msg`Galibiyet`, draw: msg`Beraberlik`, loss: msg`Mağlubiyet` } as const;

/** A match's date and time as the language writes them. */
export const matchDate = (iso: string, locale: Parameters<typeof formatDate>[1]) => formatDate(iso, locale, { dateStyle: 'short', timeStyle: 'short' });

/** A finished match in the history list: date, room, teams (clubs' crests beside their names), score, winner or draw, the viewer's result in "Maçlarım". */
export function MatchCard({ match, onDetails }: { match: FinishedMatch; onDetails: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const penaltiesText = ({ A: penA, B: penB }: { A: number; B: number }) => t`Penaltılar ${penA} – ${penB}`;
  const byPenalties = match.penalties && match.goalsA === match.goalsB ? (match.penalties.A > match.penalties.B ? match.teamA : match.teamB) : null;
  const winner = byPenalties ?? (match.goalsA === match.goalsB ? null : match.goalsA > match.goalsB ? match.teamA : match.teamB);
  return (
    <article className="match-card card" data-testid="match-card">
      <p className="muted">
        {matchDate(match.date, locale)} · <Link to={`/dashboard/${match.roomId}`}>{match.roomName}</Link>
      </p>
      <p className="match-card-score">
        <span>
          <TeamName name={match.teamA} club={match.colorsA && { name: match.teamA, colors: match.colorsA }} />
        </span>
        <strong>{match.score.replace(' - ', ' – ')}</strong>
        <span>
          <TeamName name={match.teamB} club={match.colorsB && { name: match.teamB, colors: match.colorsB }} />
        </span>
      </p>
      {match.penalties && <p className="muted">{penaltiesText(match.penalties)}</p>}
      <p className="match-card-result">
        {winner ? t`Kazanan: ${winner}` : t`Berabere`}
        {match.outcome && (
          <span className={`outcome outcome-${match.outcome}`} data-testid="outcome">
            {i18n._(OUTCOME[match.outcome])}
          </span>
        )}
      </p>
      <div className="match-card-actions">
        <button type="button" className="btn btn-outline" onClick={onDetails}>
          <Trans>Detaylar</Trans>
        </button>
        <Link className="btn btn-outline" to={`/mac/${match.matchId}`}>
          <Trans>Tekrar İzle</Trans>
        </Link>
      </div>
    </article>
  );
}
