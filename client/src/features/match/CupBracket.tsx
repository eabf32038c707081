import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import { cupWinners } from '@onbir/shared/room/rules/tournament';
import { cupBracket, cupProgress } from '@onbir/shared/match/cup';
import { TeamName } from '../rooms';
import { cupRoundName } from './roundName';
import { resultOf, teamClubs, teamNames } from './tournament';

/** The cup by round: each tie's teams (or who is still to come), its score, byes, and who went through. */
export function CupBracket({ room }: { room: RoomDto }) {
  const { t, i18n } = useLingui();
  const names = teamNames(room);
  const { ties } = cupProgress(cupBracket(room.players.map((p) => p.user._id)), cupWinners(room.matchesToPlay));
  const rounds = Math.max(...ties.map((tie) => tie.round));
  const played = new Map(room.matchesToPlay.filter((f) => f.tie).map((f) => [f.tie!, resultOf(f)]));
  const clubs = teamClubs(room);
  const name = (id: string | null) => (id ? <TeamName name={names.get(id) ?? '?'} club={clubs.get(id)} size={16} /> : t`Belli değil`);
  return (
    <section className="cup card" aria-label={t`Kupa tablosu`} data-testid="cup-bracket">
      <h2>
        <Trans>Kupa Tablosu</Trans>
      </h2>
      {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => (
        <div key={round} className="cup-round">
          <h3>{cupRoundName(round, rounds, i18n)}</h3>
          <ul>
            {ties
              .filter((tie) => tie.round === round)
              .map((tie) => {
                const r = played.get(tie.id);
                const pens = r?.penalties;
                return (
                  <li key={tie.id} className={tie.winner ? 'cup-decided' : undefined}>
                    {tie.bye ? (
                      <span>
                        <strong>{name(tie.teamA)}</strong>{' '}
                        <span className="muted">
                          <Trans>bay geçer</Trans>
                        </span>
                      </span>
                    ) : (
                      <span>
                        <span className={tie.winner && tie.winner === tie.teamA ? 'cup-winner' : undefined}>{name(tie.teamA)}</span>{' '}
                        <strong>{r ? `${r.score.A} – ${r.score.B}` : '–'}</strong>{' '}
                        <span className={tie.winner && tie.winner === tie.teamB ? 'cup-winner' : undefined}>{name(tie.teamB)}</span>
                        {pens && (
                          <span className="muted">
                            {' '}
                            <Trans>
                              (pen. {pens.A} – {pens.B})
                            </Trans>
                          </span>
                        )}
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
