import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchSummary } from '@onbir/shared/match/summary';
import type { Side } from '@onbir/shared/match/types';
import { displayName } from '@onbir/shared/builder/lineup';
import { IMAGE_SIZES } from '@onbir/shared/builder/squadText';
import type { BuilderTeam } from '@onbir/shared/players/types';
import { formatNumber, formatPercent } from '@onbir/shared/text/format';
import { useLocale } from '../../lib/i18n/locale';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { POSTER_FONT } from './Poster';
import { save, snapshot, withOffscreen } from './exportImages';
import './matchCard.css';

export interface MatchCardData {
  fan: string;
  /** Both elevens' names, goalkeeper first. */
  lineups: [string[], string[]];
  club: BuilderTeam;
  formations: [string, string];
  summary: MatchSummary;
  possession: { A: number; B: number };
  shots: { A: number; B: number };
}

// Names as the builder shows them (a trailing ' (number)' is not shown: docs/builder.md, 'Players and clubs').
const goalsOf = (summary: MatchSummary, side: Side) => summary.goals.filter((g) => g.side === side).map((g) => `${displayName(g.scorer)} ${g.display}'`);

/** The result as a 1080x1350 image to share: both teams, the score, the scorers, the man of the match, a few numbers. */
export function MatchCard({ data }: { data: MatchCardData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { summary, club } = data;
  const { width, height } = IMAGE_SIZES.post;
  const motm = summary.manOfTheMatch;
  const share = (n: number) => formatPercent(n / 100, locale);
  const decimals = (n: number, digits: number) => formatNumber(n, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const rating = motm ? decimals(motm.rating, 1) : '';
  const motmName = displayName(motm?.name);
  const [pensA, pensB] = [summary.penalties?.A, summary.penalties?.B];
  const rows: Array<[string, string, string]> = [
    [t`Topla oynama`, share(data.possession.A), share(data.possession.B)],
    [t`Şut`, formatNumber(data.shots.A, locale), formatNumber(data.shots.B, locale)],
    [t`Gol beklentisi (xG)`, decimals(summary.xg.A, 2), decimals(summary.xg.B, 2)],
  ];
  return (
    <div className="b-match-card" style={{ width, height, fontFamily: POSTER_FONT }} data-testid="match-card">
      <p className="b-match-card-kicker">
        <Trans>Bu 11&apos;i oynat · Maç sonucu</Trans>
      </p>
      <div className="b-match-card-score">
        <div className="b-match-card-team">
          <span className="b-match-card-shirt" aria-hidden="true">
            11
          </span>
          <strong>{data.fan}</strong>
          <span>{data.formations[0]}</span>
        </div>
        <div className="b-match-card-goals">
          {summary.score.A} – {summary.score.B}
          {summary.penalties && (
            <small>
              <Trans>
                Penaltılar {pensA} – {pensB}
              </Trans>
            </small>
          )}
        </div>
        <div className="b-match-card-team">
          <FallbackImage className="b-match-card-crest" src={club.logo_url} fallback={DEFAULT_CREST} alt="" />
          <strong>{club.club_name}</strong>
          <span>{data.formations[1]}</span>
        </div>
      </div>
      <div className="b-match-card-scorers">
        <ul>
          {goalsOf(summary, 'A').map((g, i) => (
            <li key={i}>{g}</li>
          ))}
        </ul>
        <ul>
          {goalsOf(summary, 'B').map((g, i) => (
            <li key={i}>{g}</li>
          ))}
        </ul>
      </div>
      {motm && (
        <p className="b-match-card-motm">
          <Trans>
            Maçın oyuncusu: <strong>{motmName}</strong> ({rating})
          </Trans>
        </p>
      )}
      <table className="b-match-card-stats">
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label}>
              <td>{a}</td>
              <th>{label}</th>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="b-match-card-lineups">
        {data.lineups.map((names, i) => (
          <ol key={i}>
            {names.map((n) => (
              <li key={n}>{displayName(n)}</li>
            ))}
          </ol>
        ))}
      </div>
      <p className="b-match-card-foot">
        <Trans>onbir · İlk 11</Trans>
      </p>
    </div>
  );
}

/** Measured by the bench: the result card from the click to the file. */
export const MATCH_CARD_MEASURE = 'ilk11:match-card';

/** Downloads the result card as a 1080x1350 PNG. */
export async function downloadMatchCard(data: MatchCardData, fileName: string): Promise<void> {
  const start = performance.now();
  const canvas = await withOffscreen(() => <MatchCard data={data} />, 0, (el, _show, images) => snapshot(el, 'post', images));
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (!blob) throw new Error('The result card could not be encoded as a PNG');
  save(blob, fileName);
  performance.measure(MATCH_CARD_MEASURE, { start });
}
