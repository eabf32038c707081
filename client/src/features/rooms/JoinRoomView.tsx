import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { initialOf } from '@onbir/shared/text/casing';
import type { RoomSummary } from '@onbir/shared/room/dto';
import { failureText } from '../../lib/ui/Notice';
import { sendAction } from './roomActions';
import { leagueLabel } from './leagueLabels';
import { RoomTitle } from './RoomTitle';

/**
 * What someone who is not in the room sees when he opens its link (an invite): the room's name, creator,
 * seats and status, and a join button (with the password field of a locked room). A refusal shows under
 * the form, in the page: no pop-up.
 */
export function JoinRoomView({ summary, onJoined }: { summary: RoomSummary; onJoined: () => void }) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = summary.status === 'waiting' && summary.seats.length < summary.maxPlayers;
  const join = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendAction('join', summary._id, summary.isLocked ? { password } : {}, t`Odaya katılırken bir hata oluştu.`);
      onJoined();
    } catch (err) {
      setError(failureText(err, t`Odaya katılırken bir hata oluştu.`));
      setBusy(false);
    }
  };
  const creator = summary.creator.username;
  const leagues = summary.leagues.map((l) => leagueLabel(l, i18n)).join(', ');
  const taken = summary.seats.length;
  const max = summary.maxPlayers;
  return (
    <div className="rm-page rm-narrow">
      <RoomTitle name={summary.roomName} isLocked={summary.isLocked} status={summary.status}>
        <Trans>
          Kurucu: {creator} · {leagues}
        </Trans>
      </RoomTitle>
      <section className="rm-card rm-lobby" aria-label={t`Koltuklar`}>
        <h2>
          <Trans>
            Koltuklar{' '}
            <span className="rm-muted">
              ({taken}/{max})
            </span>
          </Trans>
        </h2>
        <ul className="rm-players">
          {summary.seats.map((seat, i) => (
            <li key={i} data-testid="summary-seat">
              <span className="rm-avatar" aria-hidden>
                {initialOf(seat.name)}
              </span>
              <span className="rm-player-name">
                {seat.name}
                {seat.ai && <small> {t`(yapay zekâ)`}</small>}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {open ? (
        <form className="rm-card rm-form" onSubmit={(e) => void join(e)} noValidate>
          {summary.isLocked && (
            <label className="rm-field">
              <span>
                <Trans>Oda şifresi</Trans>
              </span>
              <input
                className="rm-input"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'join-error' : undefined}
              />
            </label>
          )}
          {error && (
            <p id="join-error" className="rm-error" role="alert">
              {error}
            </p>
          )}
          <button className="rm-btn rm-btn-primary rm-btn-block" type="submit" disabled={busy}>
            {busy ? t`Katılınıyor…` : t`Odaya Katıl`}
          </button>
        </form>
      ) : (
        <p className="rm-muted">{summary.status === 'waiting' ? t`Oda dolu.` : t`Bu odada oyun başladı; artık katılamazsınız.`}</p>
      )}
    </div>
  );
}
