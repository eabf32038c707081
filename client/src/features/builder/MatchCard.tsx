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
import { snapshot, withOffscreen } from './exportImages';
import { download } from '../../lib/download';
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
// One line a scorer ("F. Honorat 36', 70'"): a brace takes no more of the card's height than a goal.
function goalsOf(summary: MatchSummary, side: Side): string[] {
  const minutes = new Map<string, string[]>();
  for (const g of summary.goals) if (g.side === side) minutes.set(displayName(g.scorer), [...(minutes.get(displayName(g.scorer)) ?? []), `${g.display}'`]);
  return [...minutes].map(([name, at]) => `${name} ${at.join(', ')}`);
}

/** The room of a team's name beside the score (px: matchCard.css's columns), and its sizes, largest first. */
const TEAM_WIDTH = 268;
const TEAM_SIZES = [44, 40, 36, 32, 28, 26];

/**
 * The largest size at which a team's name fits its column in two lines, no word wider than the column
 * ('Borussia Mönchengladbach' under the score): a name is never cut.
 */
export function teamNameSize(name: string, width: (text: string, size: number) => number): number {
  const words = name.split(/\s+/);
  const fits = (size: number) => words.every((w) => width(w, size) <= TEAM_WIDTH) && width(name, size) <= TEAM_WIDTH * 1.8;
  return TEAM_SIZES.find(fits) ?? TEAM_SIZES[TEAM_SIZES.length - 1];
}

let measurer: CanvasRenderingContext2D | null = null;
/** A text's width in the card's bold type. */
function boldWidth(text: string, size: number): number {
  measurer ??= document.createElement('canvas').getContext('2d')!;
  measurer.font = `700 ${size}px ${POSTER_FONT}`;
  return measurer.measureText(text).width;
}

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
          <strong style={{ fontSize: teamNameSize(data.fan, boldWidth) }}>{data.fan}</strong>
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
          <strong style={{ fontSize: teamNameSize(club.club_name, boldWidth) }}>{club.club_name}</strong>
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
  download(blob, fileName);
  performance.measure(MATCH_CARD_MEASURE, { start });
}
